import { describe, expect, it } from "vitest";
import { ROOM_GAP, roomFor } from "./toast-room";

const HEADER = 64;

describe("the room a phone's toasts need below the header", () => {
  it.each([
    ["no toast shown", [], 0],
    ["one toast just below the header", [{ top: 72, bottom: 142 }], 142 - HEADER + ROOM_GAP],
    ["a taller toast (two lines of description)", [{ top: 72, bottom: 170 }], 170 - HEADER + ROOM_GAP],
    [
      "the lowest of two toasts",
      [
        { top: 72, bottom: 120 },
        { top: 72, bottom: 150 },
      ],
      150 - HEADER + ROOM_GAP,
    ],
    ["a toast not laid out yet (no height)", [{ top: 72, bottom: 72 }], 0],
    ["fractions round up, so no pixel of it covers the page", [{ top: 72, bottom: 140.2 }], 77 + ROOM_GAP],
  ])("%s", (_case, toasts, room) => {
    expect(roomFor(toasts, HEADER)).toBe(room);
  });
});
