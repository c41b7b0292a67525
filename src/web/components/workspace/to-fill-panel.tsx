import { useQuery } from "@tanstack/react-query";
import { ListTodoIcon, MessageSquarePlusIcon, SquarePenIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { readToFill, toFillKey } from "~/lib/brand-api";
import type { Template } from "~/lib/templates-api";

/**
 * What the page still needs from the owner (sections its type expects that the description did not give):
 * each can be asked for in the conversation (the box gets a request to complete) or written in the editor.
 */
export function ToFillPanel({
  template,
  editorHref,
  onAsk,
}: {
  template: Template;
  editorHref: string;
  onAsk: (request: string) => void;
}) {
  const query = useQuery({
    queryKey: toFillKey(template.id, template.version),
    queryFn: () => readToFill(template.id),
  });
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby="to-fill-heading" className="flex flex-col gap-2 rounded-xl border bg-card p-4">
      <h2 id="to-fill-heading" className="flex items-center gap-2 font-semibold">
        <ListTodoIcon className="size-4" aria-hidden="true" />
        To fill in
      </h2>
      {query.isPending ? null : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing left: the page has everything its type expects.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.text} className="flex flex-col gap-2 rounded-lg border p-3 text-sm">
              <span>{item.text}</span>
              <div className="flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => onAsk(item.request)}>
                  <MessageSquarePlusIcon aria-hidden="true" />
                  Ask for it
                </Button>
                <Button type="button" size="sm" variant="ghost" asChild>
                  <a href={editorHref}>
                    <SquarePenIcon aria-hidden="true" />
                    Write it by hand
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
