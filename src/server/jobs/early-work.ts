/**
 * A job's work started before its reservation is back from the database, so the two overlap: the built-in
 * composer's few milliseconds of CPU run while the statement that reserves the tokens and creates the job is
 * on its way (templates/service.ts `producesLocally` says when that is allowed). Progress the work reports
 * before the job exists is kept and handed to the job's event log once it does.
 */
import type { ProgressEvent } from "../../generator/types.js";
import type { ProducedPage } from "../templates/service.js";

export type Produce = (
  onProgress: (event: ProgressEvent) => void,
  signal: AbortSignal,
) => Promise<ProducedPage>;

export class EarlyWork {
  readonly result: Promise<ProducedPage>;
  private buffered: ProgressEvent[] = [];
  private forward: ((event: ProgressEvent) => void) | undefined;
  private readonly controller = new AbortController();

  constructor(produce: Produce) {
    // Started on the next turn of the event loop: the composer holds the thread until it is done, and the
    // database driver writes a pooled statement only after the current turn's ticks (pg-pool hands out an
    // idle connection in a process.nextTick).
    this.result = new Promise((resolve) => setImmediate(resolve)).then(() =>
      produce(
        (event) => (this.forward ? this.forward(event) : this.buffered.push(event)),
        this.controller.signal,
      ),
    );
    // Whoever runs the job reads the failure; when no job was created (402), nobody needs it.
    this.result.catch(() => {});
  }

  /** Stops the work when no job came of the reservation (402, or the statement failed). */
  abandon(): void {
    this.controller.abort("abandoned");
  }

  /** Hands the progress so far, and from now on, to the job, whose signal (a cancel, a shutdown) stops it. */
  attach(onProgress: (event: ProgressEvent) => void, signal: AbortSignal): void {
    for (const event of this.buffered) onProgress(event);
    this.buffered = [];
    this.forward = onProgress;
    if (signal.aborted) this.controller.abort(signal.reason);
    else signal.addEventListener("abort", () => this.controller.abort(signal.reason), { once: true });
  }
}
