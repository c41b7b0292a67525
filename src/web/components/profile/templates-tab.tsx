import { useInfiniteQuery } from "@tanstack/react-query";
import { FileCodeIcon } from "lucide-react";
import { Link } from "react-router";
import { TemplateTile } from "~/components/templates/template-tile";
import { sharedTitles } from "~/components/templates/tile-dates";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { TooltipProvider } from "~/components/ui/tooltip";
import { ALL_TEMPLATES_QUERY_KEY, listTemplates } from "~/lib/templates-api";

const PAGE_SIZE = 12;

/** All the user's pages, newest first, as a grid of thumbnails opening each workspace; "Load more" pages on. */
export function TemplatesTab() {
  const templates = useInfiniteQuery({
    queryKey: ALL_TEMPLATES_QUERY_KEY,
    queryFn: ({ pageParam }) => listTemplates(PAGE_SIZE, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (templates.isError) console.error("Templates could not be loaded", templates.error);
  const items = templates.data?.pages.flatMap((page) => page.items) ?? [];
  const shared = sharedTitles(items);

  if (templates.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-6" label="Loading your templates" />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-12 text-center">
        <FileCodeIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No templates yet</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="hero" asChild>
            <Link to="/#generator-section">Generate your first page</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/showcase">Start from an example</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <TooltipProvider>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="All your templates">
          {items.map((template) => (
            <li key={template.id} className="flex">
              <TemplateTile template={template} titleShared={shared.has(template.title)} />
            </li>
          ))}
        </ul>
      </TooltipProvider>
      {templates.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void templates.fetchNextPage()}
          disabled={templates.isFetchingNextPage}
        >
          {templates.isFetchingNextPage ? "Loading…" : "Load more"}
        </Button>
      )}
    </div>
  );
}
