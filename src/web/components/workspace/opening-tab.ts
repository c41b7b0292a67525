/**
 * Which of the workspace's tabs shows. On a phone the page is what its owner came for, so the workspace opens
 * on Preview; only a request still running for the page (sent just before a reload or a visit elsewhere) opens
 * the chat, where its progress and report are. A wide screen shows the page beside the tabs and has no
 * Preview tab: there "preview" means the chat is the tab selected beside it.
 */
export type WorkspaceTab = "preview" | "conversation" | "versions" | "leads" | "page";

export function openingTab(requestRunning: boolean): WorkspaceTab {
  return requestRunning ? "conversation" : "preview";
}

/** The tab the tab bar marks as selected. */
export function selectedTab(tab: WorkspaceTab, wide: boolean): WorkspaceTab {
  return wide && tab === "preview" ? "conversation" : tab;
}
