import { CoinsIcon, Loader2Icon, Redo2Icon, Undo2Icon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/billing-api";
import { freeChangeAction } from "~/lib/free-change";
import { priceWords } from "~/lib/price-words";
import type { Refusal } from "~/lib/refusals";
import type { Template, TemplateVersion } from "~/lib/templates-api";
import { cn } from "~/lib/utils";
import { ReportLines } from "../templates/report-line";
import { SupportedRequests } from "../templates/supported-requests";
import { useUndoChange } from "../templates/use-undo-change";
import { useUndoFreeChange } from "../templates/use-undo-free-change";

/**
 * The page's conversation, oldest first: each request in the owner's words, and under it what was done
 * (the change report), what was not, what it cost and what became of its tokens; "Undo" on a change still
 * on hold. Restores, undos, hand edits and copies are shown as the events they are; the newest of them
 * can be undone too (free: the version before it comes back).
 */
export function Conversation({
  template,
  versions,
  refusals = [],
  reportJobId,
  undoOfferedElsewhere = false,
}: {
  template: Template;
  versions: TemplateVersion[] | undefined;
  /** Requests that were refused (kept by the server with the page): shown where they were asked, at no cost. */
  refusals?: readonly Refusal[];
  /** The followed iteration behind the newest change (forgotten once undone). */
  reportJobId: string | null;
  /**
   * The newest change's Undo is offered elsewhere on screen (the notice of a change made before its cancel
   * arrived): its turn then shows none, so the owner sees one Undo, not two.
   */
  undoOfferedElsewhere?: boolean;
}) {
  const { undo, undoing } = useUndoChange(template, reportJobId);
  if (!versions) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading the conversation" />
      </div>
    );
  }
  const oldestFirst = [...versions].sort((a, b) => a.version - b.version);
  const made = oldestFirst[0] ? Date.parse(oldestFirst[0].createdAt) : 0;
  // A refusal goes among the versions by its time (none from before the page's own first version).
  const turns: ({ kind: "version"; item: TemplateVersion } | { kind: "refusal"; item: Refusal })[] = [
    ...oldestFirst.map((item) => ({ kind: "version" as const, item })),
    ...refusals.filter((r) => Date.parse(r.at) >= made).map((item) => ({ kind: "refusal" as const, item })),
  ];
  const at = (turn: (typeof turns)[number]) =>
    Date.parse(turn.kind === "version" ? turn.item.createdAt : turn.item.at);
  turns.sort((a, b) => at(a) - at(b));
  return (
    <>
      <ol className="flex flex-col gap-4" aria-label="Conversation" data-testid="conversation">
        {turns.map((turn) =>
          turn.kind === "version" ? (
            <li key={`v${turn.item.version}`} className="flex flex-col gap-2" data-testid="conversation-turn">
              <Turn
                item={turn.item}
                template={template}
                canUndo={
                  turn.item.hold === "held" && turn.item.version === template.version && !undoOfferedElsewhere
                }
                undo={undo}
                undoing={undoing}
              />
            </li>
          ) : (
            <li
              key={`r${turn.item.at}`}
              className="flex flex-col gap-2"
              data-testid="conversation-turn"
              data-refused="true"
            >
              <RefusedTurn refusal={turn.item} />
            </li>
          ),
        )}
      </ol>
      {/* Nothing asked yet: what the box below is for, instead of an empty chat. */}
      {turns.length === 1 && <FirstChangeHint />}
    </>
  );
}

/** Under a conversation with no request yet: what a change can be and what it costs. */
function FirstChangeHint() {
  return (
    <div
      className="mt-auto rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground"
      data-testid="first-change-hint"
    >
      <p className="font-medium text-foreground">No changes asked for yet</p>
      <p className="mt-1">
        Describe one below in your own words: a new headline, another colour, a section added or removed. Or
        use “Point at a part” on the page to ask about one part. You are charged only for changes you keep.
      </p>
    </div>
  );
}

function Turn({
  item,
  template,
  canUndo,
  undo,
  undoing,
}: {
  item: TemplateVersion;
  template: Template;
  canUndo: boolean;
  undo: () => Promise<void>;
  undoing: boolean;
}) {
  const when = <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>;
  if (item.version === 1 && (item.change === "Generated" || !item.change)) {
    return (
      <>
        <Request text={template.prompt || "No prompt provided"} />
        <Reply>
          <p className="font-medium">Page made (version 1)</p>
          <Meta>
            {when} · {priceWords.charged(item.tokensUsed)}
          </Meta>
        </Reply>
      </>
    );
  }
  if (item.hold === undefined) {
    // Not a paid change: a restore, an undo, a hand edit, the brand kit or a copy.
    return <FreeChange item={item} template={template} when={when} />;
  }
  return (
    <>
      <Request text={item.change ?? ""} />
      <Reply tone={item.hold === "released" ? "muted" : "success"}>
        <p className="font-medium">
          {item.hold === "released" ? `Version ${item.version}, undone` : `Version ${item.version}`}
        </p>
        {item.applied && item.applied.length > 0 && (
          <ul className="list-disc pl-4" data-testid="conversation-applied">
            <ReportLines lines={item.applied} />
          </ul>
        )}
        {item.notApplied && item.notApplied.length > 0 && (
          <div className="flex flex-col gap-0.5 text-muted-foreground">
            <p className="text-xs font-medium">Not done</p>
            <ul className="list-disc pl-4">
              <ReportLines lines={item.notApplied} />
            </ul>
          </div>
        )}
        <p className="flex items-center gap-1.5 text-muted-foreground" data-testid="conversation-cost">
          <CoinsIcon className="size-3.5 shrink-0" aria-hidden="true" />
          {costText(item)}
        </p>
        {canUndo && (
          <div className="flex flex-col gap-1">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => void undo()}
              disabled={undoing}
              aria-busy={undoing}
            >
              {undoing ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <Undo2Icon aria-hidden="true" />
              )}
              {undoing ? "Undoing…" : "Undo change"}
            </Button>
            {item.keepUntil && (
              <Meta>
                You can undo it until {formatDateTime(item.keepUntil)}. Downloading, editing or changing the
                page again keeps it.
              </Meta>
            )}
          </div>
        )}
        <Meta>{when}</Meta>
      </Reply>
    </>
  );
}

/** A request the page's interpreter refused: what was asked, what it answered, what can be asked instead. */
function RefusedTurn({ refusal }: { refusal: Refusal }) {
  return (
    <>
      {/* Refusals recorded before their words were kept have none. */}
      <Request text={refusal.change || "Your request"} />
      <Reply tone="refused">
        <p className="font-medium text-destructive">Not applied</p>
        {/* The server leaves out the engine's own "nothing was charged": the cost line below says it. */}
        {refusal.message && (
          <p className="text-muted-foreground" data-testid="conversation-refusal">
            {refusal.message}
          </p>
        )}
        <SupportedRequests lines={refusal.supported} />
        <p className="flex items-center gap-1.5 text-muted-foreground" data-testid="conversation-cost">
          <CoinsIcon className="size-3.5 shrink-0" aria-hidden="true" />
          No tokens charged.
        </p>
        <Meta>
          <time dateTime={refusal.at}>{formatDateTime(refusal.at)}</time>
        </Meta>
      </Reply>
    </>
  );
}

function FreeChange({
  item,
  template,
  when,
}: {
  item: TemplateVersion;
  template: Template;
  when: React.ReactNode;
}) {
  const what = item.change || "Saved";
  const newest = item.version === template.version && item.version > 1;
  return (
    <div className="flex flex-col items-center gap-1 self-center">
      <p className="rounded-full bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
        {what} · version {item.version} · {when}
      </p>
      {newest && <UndoFreeChangeButton template={template} version={item.version} what={what} />}
    </div>
  );
}

/** Only the newest free change has one (Undo, or Redo under an Undo's line), so only it keeps the undo's state. */
function UndoFreeChangeButton({
  template,
  version,
  what,
}: {
  template: Template;
  version: number;
  what: string;
}) {
  const { undoFree, undoing } = useUndoFreeChange(template);
  // Under an Undo's own line the button brings the change back: "Redo", never a second "Undo" under "Undid".
  const action = freeChangeAction(what);
  const Icon = action.label === "Redo" ? Redo2Icon : Undo2Icon;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-7 text-xs"
      onClick={() => void undoFree(version, what)}
      disabled={undoing}
      aria-busy={undoing}
      aria-label={action.name}
      title={action.name}
      data-testid="free-change-action"
    >
      <Icon aria-hidden="true" />
      {undoing ? (action.label === "Redo" ? "Redoing…" : "Undoing…") : action.label}
    </Button>
  );
}

function costText(item: TemplateVersion): string {
  const tokens = item.tokensHeld ?? item.tokensUsed;
  if (item.hold === "held") return priceWords.held(tokens);
  if (item.hold === "released") return priceWords.givenBack(tokens);
  return priceWords.charged(tokens);
}

function Request({ text }: { text: string }) {
  return (
    <p
      className="max-w-[90%] self-end rounded-2xl rounded-br-sm bg-brand px-3 py-2 text-sm break-words whitespace-pre-line text-brand-foreground"
      data-testid="conversation-request"
    >
      {text}
    </p>
  );
}

function Reply({
  children,
  tone = "success",
}: {
  children: React.ReactNode;
  tone?: "success" | "muted" | "refused";
}) {
  return (
    <div
      className={cn(
        "flex max-w-[95%] flex-col gap-1.5 self-start rounded-2xl rounded-bl-sm border px-3 py-2 text-sm",
        tone === "success"
          ? "border-success/40 bg-success/5"
          : tone === "refused"
            ? "border-destructive/30 bg-destructive/5"
            : "bg-muted/60",
      )}
      data-testid="conversation-reply"
    >
      {children}
    </div>
  );
}

const Meta = ({ children }: { children: React.ReactNode }) => (
  <p className="text-xs text-muted-foreground">{children}</p>
);
