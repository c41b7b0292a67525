import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { EditorView } from "~/components/editor/editor-view";
import { PageLoadFailure } from "~/components/templates/page-load-failure";
import { Spinner } from "~/components/ui/spinner";
import { PRODUCT_NAME } from "~/lib/company";
import { QueryProvider } from "~/lib/query-client";
import { useSession } from "~/lib/session";
import { getTemplate } from "~/lib/templates-api";

export const meta = () => [{ title: `Edit page | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];

/** /editor/:id (client-only, signed in): the hand editor of one of the user's templates. */
export default function EditorPage() {
  return (
    <QueryProvider>
      <EditorRoute />
    </QueryProvider>
  );
}

function EditorRoute() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isPending } = useSession();
  // Asked for alongside the session check, not after it: the page is the first thing the editor shows.
  // Signed out, the answer is a 401 nobody sees: the page goes to /auth.
  const template = useQuery({
    queryKey: ["templates", "one", id],
    queryFn: () => getTemplate(id),
    enabled: isPending || !!user,
  });
  const from = new URLSearchParams(location.search).get("from");
  // Only a path on this site: "//evil.example" would leave it.
  const backTo = from?.startsWith("/") && !from.startsWith("//") ? from : "/";

  useEffect(() => {
    if (!isPending && !user) navigate("/auth", { replace: true });
  }, [isPending, user, navigate]);

  if (template.data) return <EditorView template={template.data} backTo={backTo} />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      {template.isError && user ? (
        <PageLoadFailure error={template.error} backTo="/" />
      ) : (
        <Spinner className="size-8" label="Loading the editor" />
      )}
    </main>
  );
}
