/**
 * A loop that runs `work` now and then every `intervalMs` after the previous run ends (never two at
 * once), until stopped; `kick()` makes it run as soon as the current run ends. The mail and webhook
 * senders are such loops: a row is queued, the loop is kicked, and polling catches anything missed.
 */
export interface PollingLoop {
  kick(): void;
  stop(): Promise<void>;
}

export function startPollingLoop(
  work: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = work()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    kick() {
      if (stopped) return;
      clearTimeout(timer);
      running.then(() => {
        if (!stopped) {
          clearTimeout(timer);
          timer = setTimeout(tick, 0);
        }
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
