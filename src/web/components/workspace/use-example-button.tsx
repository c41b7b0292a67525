import { CopyPlusIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { sessionSettled } from "~/lib/session";
import { templateFromExample } from "~/lib/templates-api";
import { useNewPage } from "./use-new-page";

/**
 * "Use this example": a new page of the owner's own from a showcase example, free, opened in its workspace.
 * Signed out, it opens creating an account (a visitor wanting a page of their own has none yet, and was greeted
 * "Welcome back" on the sign-in form). It is enabled from the first paint: a click that comes before the
 * session check has answered waits for that answer (a signed-in owner is never sent to /auth), instead of the
 * button looking disabled on a public page until the check arrives (issue 29).
 */
export function UseExampleButton({ exampleId, name }: { exampleId: string; name: string }) {
  const navigate = useNavigate();
  const { create, busy } = useNewPage();
  const [checking, setChecking] = useState(false);
  const working = busy || checking;
  return (
    <Button
      variant="brand"
      size="sm"
      disabled={busy}
      aria-busy={working}
      // The visible words start the accessible name (axe: label-content-name-mismatch); the name tells cards apart.
      aria-label={busy ? undefined : `Use this example: ${name}`}
      onClick={async () => {
        if (working) return;
        setChecking(true);
        const { user } = await sessionSettled().finally(() => setChecking(false));
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
