import { useQuery } from "@tanstack/react-query";
import { FileCodeIcon } from "lucide-react";
import { Spinner } from "~/components/ui/spinner";
import { TooltipProvider } from "~/components/ui/tooltip";
import { listTemplates, RECENT_TEMPLATES_LIMIT, RECENT_TEMPLATES_QUERY_KEY } from "~/lib/templates-api";
import { TemplateCard } from "./template-card";

export { RECENT_TEMPLATES_QUERY_KEY };

/** "Your Generated Templates": the 10 most recent, newest first. */
export function RecentTemplates() {
  const templates = useQuery({
    queryKey: RECENT_TEMPLATES_QUERY_KEY,
    queryFn: () => listTemplates(RECENT_TEMPLATES_LIMIT),
  });
  if (templates.isError) console.error("Templates could not be loaded", templates.error);
  const items = templates.data?.items ?? [];
  return (
    <section aria-labelledby="your-templates-title" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="your-templates-title" className="text-lg font-semibold">
          Your Generated Templates
        </h3>
        {items.length > 0 && (
          <span className="text-sm text-muted-foreground">
            {items.length === RECENT_TEMPLATES_LIMIT ? "Latest 10" : `${items.length} total`}
          </span>
        )}
      </div>
      {templates.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-6" label="Loading your templates" />
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <FileCodeIcon className="size-5" aria-hidden="true" />
          </span>
          <p className="font-medium">No templates yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Fill in the form to generate your first landing page. It will appear here, ready to preview,
            improve and download.
          </p>
        </div>
      ) : (
        <TooltipProvider>
          <ul className="flex flex-col gap-4" aria-label="Your templates">
            {items.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} />
              </li>
            ))}
          </ul>
        </TooltipProvider>
      )}
    </section>
  );
}
