import { CopyPlusIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { useSession } from "~/lib/session";
import { templateFromExample } from "~/lib/templates-api";
import { useNewPage } from "./use-new-page";

/**
 * "Use this example": a new page of the owner's own from a showcase example, free, opened in its workspace.
 * Signed out, it opens creating an account (a visitor wanting a page of their own has none yet, and was greeted
 * "Welcome back" on the sign-in form); it waits for the session check.
 */
export function UseExampleButton({ exampleId, name }: { exampleId: string; name: string }) {
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const { create, busy } = useNewPage();
  return (
    <Button
      variant="brand"
      size="sm"
      // Until the session check answers, a signed-in owner would be sent to /auth (and on home from there).
      disabled={busy || isPending}
      aria-busy={busy || isPending}
      // The visible words start the accessible name (axe: label-content-name-mismatch); the name tells cards apart.
      aria-label={busy ? undefined : `Use this example: ${name}`}
      onClick={() => {
        if (!user) {
          navigate(SIGN_UP_PATH);
          return;
        }
        void create(() => templateFromExample(exampleId), {
          success: "Your copy of the example is ready",
          failure: "Could not start from this example",
        });
      }}
    >
      <CopyPlusIcon aria-hidden="true" />
      {busy ? "Making your copy…" : "Use this example"}
    </Button>
  );
}
