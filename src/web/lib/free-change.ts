/**
 * What undoing a free change in the conversation does, in the owner's words. Most free changes (a restore, a
 * hand edit, the brand kit, search and sharing) are undone; an Undo's own line ("Undid “…”", as the server
 * notes it) is undone by bringing that change back, so its button says "Redo", never a second "Undo" under
 * "Undid".
 */
export interface FreeChangeAction {
  /** The button's visible words. */
  label: "Undo" | "Redo";
  /** Its name for screen readers and its tooltip: which change it acts on. */
  name: string;
  /** The toast's title once done. */
  doneTitle: string;
  /** The toast's first words once done (the version numbers follow). */
  doneLead: string;
}

const UNDID = /^Undid “([\s\S]*)”$/;

/** The change an Undo's note names ("Undid “Make it dark”" → "Make it dark"), or null for any other note. */
export function undoneChangeOf(note: string): string | null {
  return UNDID.exec(note)?.[1] ?? null;
}

export function freeChangeAction(note: string): FreeChangeAction {
  const undone = undoneChangeOf(note);
  if (undone !== null) {
    return {
      label: "Redo",
      name: `Redo “${undone}”`,
      doneTitle: "Change redone",
      doneLead: `“${undone}” is redone`,
    };
  }
  return {
    label: "Undo",
    name: `Undo “${note}”`,
    doneTitle: "Change undone",
    doneLead: `“${note}” is undone`,
  };
}
