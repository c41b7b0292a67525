/**
 * The pages whose iterate panel is on screen. The outcome of an update is told there (the report, or why it
 * was not applied), so the toast for it stays short or is not raised: a toast over the panel hid its words.
 */
const shown = new Map<string, number>();

/** Marks `templateId`'s panel as shown; the returned function unmarks it (a React effect's cleanup). */
export function showPanel(templateId: string): () => void {
  shown.set(templateId, (shown.get(templateId) ?? 0) + 1);
  return () => {
    const count = (shown.get(templateId) ?? 1) - 1;
    if (count > 0) shown.set(templateId, count);
    else shown.delete(templateId);
  };
}

export const panelShown = (templateId: string | undefined): boolean =>
  templateId !== undefined && shown.has(templateId);

/** The generator form's key: a generation's outcome (made before its cancel arrived) is told beside it. */
export const GENERATOR_PANEL = "generator";
