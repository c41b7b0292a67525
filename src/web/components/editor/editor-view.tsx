import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, Redo2Icon, SaveIcon, Undo2Icon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker } from "react-router";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api";
import { saveTemplateHtml, TEMPLATES_QUERY_KEY, type TemplateWithPage } from "~/lib/templates-api";
import { toast } from "~/lib/toast";
import { HAND_EDIT_LIMIT_LABEL, HAND_EDIT_MAX_HTML_BYTES } from "../../../core/hand-edit";
import { frameNonce } from "./frame-nonce";
import { readImageFile } from "./image-file";
import type { FontChoice, SchemeChoice } from "./model-sync";
import { PageDocument } from "./page-document";
import { type FrameMessage, frameSrcdoc, parseFrameMessage, renderMessage } from "./protocol";
import type { Theme } from "./theme-css";

// Needed only once there is something unsaved (see LeaveDialog).
const LeaveDialog = lazy(() => import("./leave-dialog"));

/** The frame may run the page's scripts, never with the app's origin (no allow-same-origin). */
export const EDITOR_SANDBOX = "allow-scripts";

/** Theme edits within this time (dragging the colour picker) are one step of the history. */
const THEME_COALESCE_MS = 1000;

interface History {
  states: string[];
  index: number;
}

/** Full-screen hand editor of one template: edit in the frame, undo/redo, theme, save as a free version. */
export function EditorView({ template, backTo }: { template: TemplateWithPage; backTo: string }) {
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const docRef = useRef<PageDocument | null>(null);
  if (!docRef.current) docRef.current = new PageDocument(template.htmlContent);
  const initial = useMemo(() => docRef.current?.serialize() ?? "", []);
  // The frame is created, and its page built and loaded, once the toolbar has been painted (decision 0015):
  // the frame's window and document (marking up the page, parsing it, styling and laying it out) are made
  // on this page's main thread, and in the same frame as the toolbar they kept it off screen until done.
  const [srcDoc, setSrcDoc] = useState<string | undefined>(undefined);
  useEffect(() => {
    const load = () => {
      if (docRef.current) setSrcDoc(frameSrcdoc(docRef.current, window.location.origin, frameNonce()));
    };
    // A hidden tab paints nothing (and runs no animation frames): load at once.
    if (document.visibilityState === "hidden") return load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The task after the next animation frame: that frame, with the toolbar, has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(load, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  const [history, setHistory] = useState<History>({ states: [initial], index: 0 });
  const [saved, setSaved] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [ready, setReady] = useState(false);
  const [theme, setThemeState] = useState<Theme>(() => docRef.current?.theme() as Theme);
  const [version, setVersion] = useState(template.version);
  const imageTarget = useRef<{ n: number; height: number } | null>(null);
  const lastThemeEdit = useRef(0);
  const historyRef = useRef(history);
  historyRef.current = history;

  const current = history.states[history.index];
  const dirty = current !== saved;

  const render = useCallback((select: Element | null = null) => {
    const doc = docRef.current;
    const frame = frameRef.current?.contentWindow;
    if (!doc || !frame) return;
    // The sandboxed frame has an opaque origin, so it can only be addressed with "*"; it holds nothing secret.
    frame.postMessage(renderMessage(doc, doc.numberOf(select)), "*");
  }, []);

  /** Records the document's new state (one undo step, or replacing the last one when `coalesce`). */
  const record = useCallback((coalesce = false) => {
    const doc = docRef.current;
    if (!doc) return;
    const html = doc.serialize();
    setHistory((h) => {
      const kept = h.states.slice(0, h.index + 1);
      if (kept[kept.length - 1] === html) return h;
      if (coalesce && kept.length > 1) kept[kept.length - 1] = html;
      else kept.push(html);
      return { states: kept, index: kept.length - 1 };
    });
  }, []);

  const goTo = useCallback(
    (index: number) => {
      const h = historyRef.current;
      if (index < 0 || index >= h.states.length || index === h.index) return;
      docRef.current = new PageDocument(h.states[index]);
      setHistory({ ...h, index });
      setThemeState(docRef.current.theme());
      lastThemeEdit.current = 0;
      render();
    },
    [render],
  );
  const undo = useCallback(() => goTo(historyRef.current.index - 1), [goTo]);
  const redo = useCallback(() => goTo(historyRef.current.index + 1), [goTo]);

  const save = useCallback(async () => {
    const doc = docRef.current;
    if (!doc || saving) return;
    const html = doc.serialize();
    if (new TextEncoder().encode(html).length > HAND_EDIT_MAX_HTML_BYTES) {
      toast.error("Not saved", {
        description: `The page is larger than ${HAND_EDIT_LIMIT_LABEL}. Use smaller images.`,
      });
      return;
    }
    setSaving(true);
    try {
      const { template: updated } = await saveTemplateHtml(template.id, html);
      setSaved(html);
      setVersion(updated.version);
      toast.success(`Saved as version ${updated.version}`, {
        description: "Manual edits are free: no tokens were charged.",
      });
      void queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY });
    } catch (error) {
      toast.error("Not saved", {
        description:
          error instanceof ApiError ? error.message : "The page could not be saved. Please try again.",
      });
    } finally {
      setSaving(false);
    }
  }, [queryClient, saving, template.id]);

  const handleMessage = useCallback(
    (message: FrameMessage) => {
      const doc = docRef.current;
      if (!doc) return;
      switch (message.type) {
        case "ready":
          setReady(true);
          return;
        case "undo":
          return undo();
        case "redo":
          return redo();
        case "save":
          return void save();
        case "rerender":
          return render();
        case "text":
          if (doc.editText(message.n, message.texts)) record();
          return;
        case "section":
        case "item": {
          const result =
            message.type === "section"
              ? doc.sectionAction(message.n, message.action)
              : doc.itemAction(message.n, message.action);
          if (!result.changed) return;
          record();
          render(result.select);
          return;
        }
        case "image":
          imageTarget.current = { n: message.n, height: message.height };
          fileRef.current?.click();
          return;
      }
    },
    [record, redo, render, save, undo],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the editor frame's own window, and only the shapes it may send.
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (message) handleMessage(message);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [handleMessage]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z" || key === "y") {
        event.preventDefault();
        if (key === "y" || event.shiftKey) redo();
        else undo();
      } else if (key === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [redo, save, undo]);

  // Leaving with unsaved changes asks first: the browser's prompt for tabs, a dialog for in-app links.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  function changeTheme(change: Partial<Theme>) {
    const doc = docRef.current;
    if (!doc) return;
    const next = { ...theme, ...change };
    setThemeState(next);
    doc.setTheme(next);
    const now = Date.now();
    const coalesce = change.primary !== undefined && now - lastThemeEdit.current < THEME_COALESCE_MS;
    lastThemeEdit.current = change.primary !== undefined ? now : 0;
    record(coalesce);
    render();
  }

  async function onImageChosen(file: File | undefined) {
    const target = imageTarget.current;
    if (fileRef.current) fileRef.current.value = "";
    if (!file || !target || !docRef.current) return;
    const result = await readImageFile(file);
    if (!result.ok) {
      toast.error("Image not used", { description: result.message });
      return;
    }
    if (docRef.current.replaceImage(target.n, result.dataUrl, target.height)) {
      record();
      render();
    }
  }

  const selectClass =
    "h-8 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <div className="fixed inset-0 z-40 flex flex-col bg-muted" data-testid="editor">
      <header className="flex items-center gap-1.5 border-b bg-background px-2 py-2 sm:gap-2 sm:px-4">
        <Button variant="ghost" size="sm" asChild>
          <Link to={backTo} aria-label="Back">
            <ArrowLeftIcon aria-hidden="true" />
            <span className="hidden sm:inline">Back</span>
          </Link>
        </Button>
        <div className="flex min-w-0 flex-1 flex-col">
          <h1 className="truncate text-sm font-semibold sm:text-base">{template.title}</h1>
          <p className="truncate text-xs text-muted-foreground" aria-live="polite">
            {dirty ? "Unsaved changes" : `Version ${version}`}
            <span className="hidden md:inline"> · Click text to edit it; click a section for its tools</span>
          </p>
        </div>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          onClick={undo}
          disabled={history.index === 0}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
        >
          <Undo2Icon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9"
          onClick={redo}
          disabled={history.index >= history.states.length - 1}
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
        >
          <Redo2Icon aria-hidden="true" />
        </Button>
        <Button size="sm" onClick={() => void save()} disabled={!dirty || saving}>
          <SaveIcon aria-hidden="true" />
          {saving ? "Saving…" : "Save"}
        </Button>
      </header>
      <div
        role="toolbar"
        aria-label="Page style"
        className="flex items-center gap-3 overflow-x-auto border-b bg-background px-2 py-1.5 text-sm sm:px-4"
      >
        <label className="flex shrink-0 items-center gap-1.5">
          <span className="sr-only sm:not-sr-only">Colour</span>
          <input
            type="color"
            value={theme.primary}
            onChange={(event) => changeTheme({ primary: event.target.value })}
            className="h-8 w-10 cursor-pointer rounded-md border border-input bg-background p-0.5"
            aria-label="Main colour"
          />
        </label>
        <label className="flex shrink-0 items-center gap-1.5">
          <span className="sr-only sm:not-sr-only">Font</span>
          <select
            className={selectClass}
            value={theme.font}
            aria-label="Font"
            onChange={(event) => changeTheme({ font: event.target.value as FontChoice })}
          >
            <option value="sans">Sans-serif</option>
            <option value="serif">Serif</option>
          </select>
        </label>
        <label className="flex shrink-0 items-center gap-1.5">
          <span className="sr-only sm:not-sr-only">Theme</span>
          <select
            className={selectClass}
            value={theme.scheme}
            aria-label="Light or dark theme"
            onChange={(event) => changeTheme({ scheme: event.target.value as SchemeChoice })}
          >
            <option value="auto">Automatic</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <span className="ml-auto hidden shrink-0 text-xs text-muted-foreground lg:inline">
          Manual edits are free
        </span>
      </div>
      {srcDoc === undefined ? (
        // The frame's place, as the frame draws it before its page has loaded: creating the frame (a
        // window of its own) is part of the work that waits until the toolbar has been painted.
        <div className="min-h-0 w-full flex-1 bg-white" />
      ) : (
        <iframe
          ref={frameRef}
          title={`Editing ${template.title}`}
          srcDoc={srcDoc}
          sandbox={EDITOR_SANDBOX}
          className="min-h-0 w-full flex-1 bg-white"
          data-testid="editor-frame"
          data-ready={ready ? "true" : "false"}
        />
      )}
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label="Replacement image"
        data-testid="editor-image-input"
        onChange={(event) => void onImageChosen(event.target.files?.[0])}
      />
      {/* The blocker blocks only with unsaved changes, so the dialog loads with the first of them. */}
      {(dirty || blocker.state !== "unblocked") && (
        <Suspense fallback={null}>
          <LeaveDialog blocker={blocker} />
        </Suspense>
      )}
    </div>
  );
}
