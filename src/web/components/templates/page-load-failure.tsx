import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";

/** What the workspace and the editor say when one page could not be fetched: missing (404) or not loaded. */
export function PageLoadFailure({ error, backTo }: { error: unknown; backTo: string }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <>
      <h1 className="text-xl font-semibold">
        {notFound ? "Page not found" : "The page could not be loaded"}
      </h1>
      <p className="text-muted-foreground">
        {notFound ? "This page does not exist or belongs to another account." : "Please reload to try again."}
      </p>
      <Button variant="outline" asChild>
        <Link to={backTo}>Back to your templates</Link>
      </Button>
    </>
  );
}
