import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { PageLayout } from "~/components/layout/page-layout";
import { PageLoadFailure } from "~/components/templates/page-load-failure";
import { Spinner } from "~/components/ui/spinner";
import { WorkspaceView } from "~/components/workspace/workspace-view";
import { PRODUCT_NAME } from "~/lib/company";
import { QueryProvider } from "~/lib/query-client";
import { useSession } from "~/lib/session";
import { getTemplate, TEMPLATES_QUERY_KEY } from "~/lib/templates-api";

export const meta = () => [
  { title: `Your template | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

/** /pages/:id (client-only, signed in): one page's workspace. */
export default function WorkspacePage() {
  return (
    <QueryProvider>
      <PageLayout workspace>
        <WorkspaceRoute />
      </PageLayout>
    </QueryProvider>
  );
}

function WorkspaceRoute() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { user, isPending } = useSession();
  // Under the templates key: every change the app makes (an iteration, undo, restore) reads it again.
  const template = useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, "one", id],
    queryFn: () => getTemplate(id),
    enabled: !!user,
  });

  useEffect(() => {
    if (!isPending && !user) navigate("/auth", { replace: true });
  }, [isPending, user, navigate]);

  if (template.data) return <WorkspaceView template={template.data} />;
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center">
      {template.isError ? (
        <PageLoadFailure error={template.error} backTo="/profile?tab=templates" />
      ) : (
        <Spinner className="size-8" label="Loading your template" />
      )}
    </div>
  );
}
