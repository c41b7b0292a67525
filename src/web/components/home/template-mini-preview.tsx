/** Colours of a miniature page; chosen per industry so the previews look like different brands. */
export interface MiniPalette {
  /** Header and hero background. */
  hero: string;
  /** Text bars on the hero. */
  heroText: string;
  /** Buttons and icons. */
  accent: string;
  /** The body below the hero. */
  body: string;
}

export type MiniLayout = "split" | "centered" | "gallery";

/**
 * A tiny, purely decorative sketch of a landing page (nav, hero, content blocks).
 * Hidden from assistive technology; the card around it carries the meaning.
 */
export function TemplateMiniPreview({ palette, layout }: { palette: MiniPalette; layout: MiniLayout }) {
  const bar = (width: string, color: string, height = 6) => (
    <span className="block rounded-full" style={{ width, height, background: color }} />
  );
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-lg border shadow-xs"
      style={{ background: palette.body }}
    >
      <div className="flex items-center justify-between px-3 py-2" style={{ background: palette.hero }}>
        {bar("28%", palette.heroText, 5)}
        <span className="flex gap-1.5">
          {bar("18px", palette.heroText, 4)}
          {bar("18px", palette.heroText, 4)}
          <span className="block h-2 w-6 rounded-sm" style={{ background: palette.accent }} />
        </span>
      </div>
      {layout === "split" && (
        <div className="grid grid-cols-[1.2fr_1fr] gap-3 px-3 pt-2 pb-4" style={{ background: palette.hero }}>
          <div className="flex flex-col gap-1.5">
            {bar("100%", palette.heroText, 8)}
            {bar("70%", palette.heroText, 8)}
            {bar("90%", `${palette.heroText}99`, 4)}
            <span className="mt-1 block h-4 w-14 rounded" style={{ background: palette.accent }} />
          </div>
          <span className="block rounded-md" style={{ background: `${palette.accent}55` }} />
        </div>
      )}
      {layout === "centered" && (
        <div
          className="flex flex-col items-center gap-1.5 px-6 pt-2 pb-4"
          style={{ background: palette.hero }}
        >
          {bar("80%", palette.heroText, 8)}
          {bar("55%", palette.heroText, 8)}
          {bar("70%", `${palette.heroText}99`, 4)}
          <span className="mt-1 block h-4 w-16 rounded-full" style={{ background: palette.accent }} />
        </div>
      )}
      {layout === "gallery" && (
        <div className="flex flex-col gap-2 px-3 pt-2 pb-4" style={{ background: palette.hero }}>
          {bar("60%", palette.heroText, 8)}
          <div className="grid grid-cols-3 gap-1.5">
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className="block h-8 rounded"
                style={{ background: `${palette.accent}${i === 1 ? "aa" : "66"}` }}
              />
            ))}
          </div>
        </div>
      )}
      <div className="grid grid-cols-3 gap-2 p-3">
        {[0, 1, 2].map((i) => (
          <span key={i} className="flex flex-col gap-1 rounded border border-black/5 bg-white/70 p-1.5">
            <span className="block size-2.5 rounded-sm" style={{ background: palette.accent }} />
            <span className="block h-1 w-4/5 rounded-full bg-black/20" />
            <span className="block h-1 w-3/5 rounded-full bg-black/10" />
          </span>
        ))}
      </div>
    </div>
  );
}
