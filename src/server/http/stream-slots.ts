/**
 * A cap on the server-sent event streams one user holds open in this process (/api/events and
 * /api/jobs/:id/events). Each stream keeps a subscription, a timer and a connection; without a cap one
 * signed-in client could open them by the thousand. A few tabs and a running job need far fewer.
 */
import { ApiError } from "../errors.js";

export const MAX_STREAMS_PER_USER = 20;

export interface StreamSlots {
  /** Takes a slot for the user, or refuses with 429; the returned function gives it back (once). */
  take(userId: string): () => void;
  /** How many streams the user holds open now. */
  open(userId: string): number;
}

export function createStreamSlots(max = MAX_STREAMS_PER_USER): StreamSlots {
  const counts = new Map<string, number>();
  return {
    take(userId) {
      const held = counts.get(userId) ?? 0;
      if (held >= max) {
        throw new ApiError(
          429,
          "too_many_streams",
          `At most ${max} live updates can be open at once. Close some tabs and try again.`,
        );
      }
      counts.set(userId, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(userId) ?? 1) - 1;
        if (left > 0) counts.set(userId, left);
        else counts.delete(userId);
      };
    },
    open: (userId) => counts.get(userId) ?? 0,
  };
}
