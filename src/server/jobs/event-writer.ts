/**
 * Writes a running job's events in order and in batches: what is queued within one turn of the event loop
 * (or while a write is on its way) goes out as one statement. At the save, what is still unwritten is handed
 * to the save's transaction, which writes it with the `done` event, instead of costing a write of its own:
 * the composer queues all its progress in one synchronous burst, so its events never need a write apart.
 */
import type { Executor } from "../db/client.js";
import type { Logger } from "../logger.js";
import { appendJobEvents, type JobEventName } from "./event-log.js";

export interface QueuedJobEvent {
  event: JobEventName;
  data: unknown;
}

export class JobEventWriter {
  private pending: QueuedJobEvent[] = [];
  private writing: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(
    private readonly db: Executor,
    private readonly jobId: string,
    /** The attempt this process runs: once another worker took the job over, nothing more is written. */
    private readonly attempts: number,
    private readonly log: Logger,
  ) {}

  enqueue(event: JobEventName, data: unknown): void {
    this.pending.push({ event, data });
    if (this.scheduled) return;
    this.scheduled = true;
    // Not before the current turn ends: a synchronous burst goes out as one batch, or with the save.
    setImmediate(() => {
      this.scheduled = false;
      this.writePending();
    });
  }

  /**
   * Waits until no write is on its way and takes the events not written yet; the caller writes them (after
   * every event already written, so in order) or gives them back with `putBack`.
   */
  async takeUnwritten(): Promise<QueuedJobEvent[]> {
    await this.settled();
    const taken = this.pending;
    this.pending = [];
    return taken;
  }

  /** Returns taken events that were not written after all (the save rolled back), ahead of newer ones. */
  putBack(events: QueuedJobEvent[]): void {
    this.pending = [...events, ...this.pending];
  }

  /** Writes everything queued and waits for it (the job failed: its error event comes next). */
  async flush(): Promise<void> {
    this.writePending();
    await this.settled();
  }

  private writePending(): void {
    this.writing = this.writing.then(async () => {
      const batch = this.pending;
      this.pending = [];
      if (batch.length === 0) return;
      await appendJobEvents(this.db, this.jobId, batch, this.attempts).catch((err) =>
        this.log.warn({ err }, "job events not written"),
      );
    });
  }

  /** Resolves once the chain of writes is idle (a write may be chained while an earlier one runs). */
  private async settled(): Promise<void> {
    for (;;) {
      const current = this.writing;
      await current;
      if (current === this.writing) return;
    }
  }
}
