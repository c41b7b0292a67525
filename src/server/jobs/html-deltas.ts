/**
 * Turns the engine's "whole page so far" updates into `html` events that carry only what is new: when the
 * latest text extends what was sent, the rest of it; otherwise `{reset: true}` and then the whole text.
 * At most one batch per interval; `write` queues the event (the caller keeps the order).
 */
export type HtmlEventData = { append: string } | { reset: true };

export class HtmlDeltaWriter {
  private sent = "";
  private latest = "";
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (data: HtmlEventData) => void,
    private readonly intervalMs = 250,
  ) {}

  /** The engine's latest whole text; sent at the next flush. */
  update(partialHtml: string): void {
    this.latest = partialHtml;
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Queues what is new now. */
  flush(): void {
    this.stopTimer();
    const { latest, sent } = this;
    if (latest === sent) return;
    this.sent = latest;
    if (latest.startsWith(sent)) {
      this.write({ append: latest.slice(sent.length) });
      return;
    }
    this.write({ reset: true });
    if (latest) this.write({ append: latest });
  }

  /** Drops what is pending (the page is saved or the job failed: the preview is no longer needed). */
  discard(): void {
    this.stopTimer();
    this.latest = this.sent;
  }

  private stopTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
