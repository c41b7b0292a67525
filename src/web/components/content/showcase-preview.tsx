import type { CSSProperties, ReactNode } from "react";
import type { PreviewLayout, PreviewPalette } from "~/content/showcase";
import { cn } from "~/lib/utils";

/** A rounded bar standing in for a line of text or a shape; sizes are CSS lengths. */
function Bar({
  w,
  h = "0.375rem",
  color,
  className,
  style,
}: {
  w: string;
  h?: string;
  color: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      className={cn("shrink-0 rounded-full", className)}
      style={{ width: w, height: h, background: color, ...style }}
    />
  );
}

function Box({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <div className={cn("rounded-md", className)} style={style}>
      {children}
    </div>
  );
}

function Nav({ p, dark = false }: { p: PreviewPalette; dark?: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <div className="size-3 rounded-full" style={{ background: p.primary }} />
      <Bar w="18%" color={dark ? p.surface : p.ink} h="0.3rem" />
      <div className="ml-auto flex items-center gap-1.5">
        <Bar w="1.2rem" color={p.ink} h="0.25rem" />
        <Bar w="1.2rem" color={p.ink} h="0.25rem" />
        <Bar w="2rem" color={p.primary} h="0.55rem" />
      </div>
    </div>
  );
}

function Lines({ p, widths, color }: { p: PreviewPalette; widths: string[]; color?: string }) {
  return (
    <div className="flex flex-col gap-1">
      {widths.map((w, i) => (
        <Bar key={i} w={w} h="0.25rem" color={color ?? p.ink} />
      ))}
    </div>
  );
}

const layouts: Record<PreviewLayout, (p: PreviewPalette) => ReactNode> = {
  pricing: (p) => (
    <>
      <Nav p={p} />
      <div className="mt-3 flex flex-col items-center gap-1.5">
        <Bar w="62%" h="0.55rem" color={p.primary} />
        <Bar w="44%" h="0.55rem" color={p.primary} />
        <Bar w="52%" h="0.25rem" color={p.ink} className="mt-1" />
        <div className="mt-1.5 flex gap-1.5">
          <Bar w="3.2rem" h="0.8rem" color={p.primary} />
          <Bar w="3.2rem" h="0.8rem" color={p.accent} />
        </div>
      </div>
      <div className="mt-3 grid flex-1 grid-cols-3 gap-1.5">
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            className="flex flex-col gap-1 p-1.5"
            style={{
              background: p.surface,
              border: `1.5px solid ${i === 1 ? p.primary : p.ink}`,
              transform: i === 1 ? "translateY(-4px)" : undefined,
            }}
          >
            <Bar w="50%" h="0.25rem" color={p.ink} />
            <Bar w="70%" h="0.5rem" color={p.primary} />
            <Lines p={p} widths={["90%", "80%", "85%"]} />
            <Bar w="100%" h="0.5rem" color={i === 1 ? p.primary : p.ink} className="mt-auto" />
          </Box>
        ))}
      </div>
    </>
  ),
  split: (p) => (
    <>
      <Nav p={p} />
      <div className="mt-3 grid flex-1 grid-cols-2 items-center gap-3">
        <div className="flex flex-col gap-1.5">
          <Bar w="40%" h="0.25rem" color={p.accent} />
          <Bar w="95%" h="0.6rem" color={p.primary} />
          <Bar w="75%" h="0.6rem" color={p.primary} />
          <Lines p={p} widths={["90%", "85%", "60%"]} />
          <div className="mt-1 flex gap-1.5">
            <Bar w="2.8rem" h="0.8rem" color={p.primary} />
            <Bar w="2.4rem" h="0.8rem" color={p.ink} />
          </div>
        </div>
        <Box
          className="relative flex h-full items-center justify-center overflow-hidden rounded-lg"
          style={{ background: `linear-gradient(135deg, ${p.accent}, ${p.primary})` }}
        >
          <div
            className="size-16 rounded-full border-4"
            style={{ borderColor: p.surface, background: p.ink }}
          />
          <div className="absolute right-2 bottom-2 size-5 rounded-full" style={{ background: p.surface }} />
        </Box>
      </div>
      <div className="mt-2 grid grid-cols-3 gap-1.5">
        {[0, 1, 2].map((i) => (
          <Box key={i} className="h-5" style={{ background: p.surface, border: `1px solid ${p.ink}` }} />
        ))}
      </div>
    </>
  ),
  form: (p) => (
    <>
      <Nav p={p} dark />
      <div className="mt-3 grid flex-1 grid-cols-[1.1fr_1fr] gap-3">
        <div className="flex flex-col justify-center gap-1.5">
          <Bar w="45%" h="0.25rem" color={p.accent} />
          <Bar w="95%" h="0.6rem" color={p.primary} />
          <Bar w="80%" h="0.6rem" color={p.primary} />
          <Lines p={p} widths={["90%", "70%"]} color={p.ink} />
          <div className="mt-1.5 flex gap-1">
            {[0, 1, 2].map((i) => (
              <div key={i} className="size-3 rounded-full" style={{ background: p.ink }} />
            ))}
            <Bar w="30%" h="0.25rem" color={p.ink} className="self-center" />
          </div>
        </div>
        <Box className="flex flex-col gap-1.5 rounded-lg p-2" style={{ background: p.surface }}>
          <Bar w="60%" h="0.35rem" color={p.primary} />
          {[0, 1, 2].map((i) => (
            <Box
              key={i}
              className="h-3.5 rounded"
              style={{ background: p.bg, border: `1px solid ${p.ink}` }}
            />
          ))}
          <Bar w="100%" h="0.8rem" color={p.primary} className="mt-auto rounded" />
        </Box>
      </div>
    </>
  ),
  gallery: (p) => (
    <>
      <Box className="flex flex-col items-center gap-1.5 rounded-lg p-3" style={{ background: p.primary }}>
        <Bar w="55%" h="0.55rem" color={p.surface} />
        <Bar w="35%" h="0.25rem" color={p.accent} />
        <div
          className="mt-1 flex w-4/5 items-center gap-1 rounded-full p-0.5"
          style={{ background: p.surface }}
        >
          <Bar w="60%" h="0.25rem" color={p.ink} className="ml-2" />
          <Bar w="1.8rem" h="0.7rem" color={p.accent} className="ml-auto" />
        </div>
      </Box>
      <div className="mt-2 grid flex-1 grid-cols-3 gap-1.5">
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            className="flex flex-col overflow-hidden"
            style={{ background: p.surface, border: `1px solid ${p.ink}` }}
          >
            <div
              className="h-1/2"
              style={{
                background: `linear-gradient(${120 + i * 40}deg, ${p.ink}, ${i === 1 ? p.accent : p.primary})`,
              }}
            />
            <div className="flex flex-col gap-1 p-1.5">
              <Bar w="80%" h="0.3rem" color={p.primary} />
              <Bar w="50%" h="0.25rem" color={p.accent} />
              <Bar w="65%" h="0.2rem" color={p.ink} />
            </div>
          </Box>
        ))}
      </div>
    </>
  ),
  event: (p) => (
    <>
      <Nav p={p} />
      <div className="mt-3 flex items-center gap-3">
        <Box
          className="flex size-12 shrink-0 flex-col items-center justify-center rounded-lg"
          style={{ background: p.primary }}
        >
          <Bar w="55%" h="0.25rem" color={p.surface} />
          <Bar w="45%" h="0.6rem" color={p.surface} className="mt-1" />
        </Box>
        <div className="flex flex-1 flex-col gap-1.5">
          <Bar w="90%" h="0.55rem" color={p.primary} />
          <Bar w="60%" h="0.55rem" color={p.primary} />
          <Bar w="45%" h="0.25rem" color={p.accent} />
        </div>
      </div>
      <div className="mt-3 flex justify-between">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex flex-col items-center gap-1">
            <div
              className="size-6 rounded-full"
              style={{
                background: `linear-gradient(135deg, ${p.accent}, ${p.primary})`,
                opacity: 1 - i * 0.12,
              }}
            />
            <Bar w="1.6rem" h="0.2rem" color={p.ink} />
          </div>
        ))}
      </div>
      <div className="mt-2.5 flex flex-1 flex-col gap-1">
        {["70%", "55%", "62%"].map((w, i) => (
          <div key={i} className="flex items-center gap-1.5 rounded p-1" style={{ background: p.surface }}>
            <Bar w="1.4rem" h="0.4rem" color={i === 0 ? p.accent : p.ink} />
            <Bar w={w} h="0.25rem" color={p.ink} />
          </div>
        ))}
      </div>
    </>
  ),
  app: (p) => (
    <>
      <Nav p={p} />
      <div className="mt-2 grid flex-1 grid-cols-[1.3fr_1fr] items-center gap-3">
        <div className="flex flex-col gap-1.5">
          <Bar w="95%" h="0.6rem" color={p.primary} />
          <Bar w="70%" h="0.6rem" color={p.primary} />
          <Lines p={p} widths={["90%", "75%"]} />
          <div className="mt-1.5 flex gap-1.5">
            {[0, 1].map((i) => (
              <div key={i} className="flex h-4 w-12 items-center gap-1 rounded bg-[#0b0b0b] px-1">
                <div className="size-2 rounded-sm bg-white/80" />
                <Bar w="60%" h="0.2rem" color="#d4d4d4" />
              </div>
            ))}
          </div>
          <div className="mt-1 flex gap-0.5">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="size-1.5 rounded-full" style={{ background: p.accent }} />
            ))}
          </div>
        </div>
        <div
          className="mx-auto flex h-[92%] w-[62%] flex-col gap-1 rounded-[0.9rem] border-[3px] p-1.5"
          style={{ borderColor: "#1f2937", background: p.surface }}
        >
          <Bar w="40%" h="0.2rem" color="#1f2937" className="mx-auto" />
          <Box className="mt-1 flex flex-col gap-1 p-1" style={{ background: p.primary }}>
            <Bar w="50%" h="0.2rem" color={p.surface} />
            <Bar w="70%" h="0.45rem" color={p.surface} />
          </Box>
          <div className="flex flex-1 items-end gap-0.5 px-0.5">
            {[40, 65, 35, 80, 55].map((h, i) => (
              <div
                key={i}
                className="flex-1 rounded-sm"
                style={{ height: `${h}%`, background: i === 3 ? p.accent : p.ink }}
              />
            ))}
          </div>
        </div>
      </div>
    </>
  ),
  product: (p) => (
    <>
      <Nav p={p} />
      <div className="mt-3 grid flex-1 grid-cols-2 gap-3">
        <Box className="flex items-end justify-center gap-2 rounded-lg pb-2" style={{ background: p.ink }}>
          <div className="h-[70%] w-7 rounded-t-xl rounded-b-md" style={{ background: p.primary }}>
            <div className="mx-auto mt-2 h-2 w-4 rounded-sm" style={{ background: p.surface }} />
          </div>
          <div className="h-[50%] w-6 rounded-t-full rounded-b-md" style={{ background: p.accent }} />
        </Box>
        <div className="flex flex-col gap-1.5">
          <Bar w="40%" h="0.25rem" color={p.accent} />
          <Bar w="95%" h="0.55rem" color={p.primary} />
          <div className="flex gap-0.5">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="size-1.5 rounded-full" style={{ background: p.primary }} />
            ))}
          </div>
          <Lines p={p} widths={["90%", "80%"]} />
          <Bar w="35%" h="0.5rem" color={p.primary} className="mt-1" />
          <div className="flex gap-1">
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className="size-3 rounded-full border"
                style={{ background: i === 0 ? p.accent : p.surface, borderColor: p.ink }}
              />
            ))}
          </div>
          <Bar w="100%" h="0.85rem" color={p.primary} className="mt-auto rounded" />
        </div>
      </div>
    </>
  ),
  countdown: (p) => (
    <>
      <Nav p={p} />
      <div className="mt-3 flex flex-col items-center gap-1.5">
        <Bar w="30%" h="0.3rem" color={p.accent} />
        <Bar w="75%" h="0.55rem" color={p.primary} />
        <Bar w="55%" h="0.55rem" color={p.primary} />
      </div>
      <div className="mt-3 flex justify-center gap-1.5">
        {["02", "14", "36", "09"].map((n) => (
          <div
            key={n}
            className="flex h-9 w-9 flex-col items-center justify-center rounded-md font-mono text-[0.7rem] leading-none font-bold text-white"
            style={{ background: p.primary }}
          >
            {n}
            <span className="mt-1 block h-0.5 w-4 rounded-full bg-white/70" />
          </div>
        ))}
      </div>
      <div
        className="mx-auto mt-3 flex w-4/5 items-center gap-1 rounded-md p-1"
        style={{ background: p.surface, border: `1px solid ${p.ink}` }}
      >
        <Bar w="50%" h="0.25rem" color={p.ink} className="ml-1" />
        <Bar w="2.6rem" h="0.8rem" color={p.accent} className="ml-auto rounded" />
      </div>
    </>
  ),
  portfolio: (p) => (
    <>
      <div className="flex items-center gap-2">
        <Bar w="2.5rem" h="0.35rem" color={p.primary} />
        <div className="ml-auto flex gap-2">
          <Bar w="1rem" h="0.2rem" color={p.accent} />
          <Bar w="1rem" h="0.2rem" color={p.accent} />
          <Bar w="1rem" h="0.2rem" color={p.accent} />
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-1.5">
        <Bar w="80%" h="0.7rem" color={p.primary} className="rounded-sm" />
        <Bar w="55%" h="0.7rem" color={p.primary} className="rounded-sm" />
      </div>
      <div className="mt-3 grid flex-1 grid-cols-3 grid-rows-2 gap-1.5">
        <div
          className="row-span-2 rounded-sm"
          style={{ background: `linear-gradient(160deg, ${p.accent}, ${p.primary})` }}
        />
        <div className="rounded-sm" style={{ background: p.ink }} />
        <div className="rounded-sm" style={{ background: p.accent }} />
        <div
          className="col-span-2 rounded-sm"
          style={{ background: `linear-gradient(90deg, ${p.ink}, ${p.accent})` }}
        />
      </div>
    </>
  ),
};

/** A decorative sketch of a generated landing page in a browser frame, drawn with CSS only. */
export function ShowcasePreview({
  layout,
  palette,
  className,
}: {
  layout: PreviewLayout;
  palette: PreviewPalette;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-layout={layout}
      className={cn(
        "flex aspect-[4/3] flex-col overflow-hidden rounded-lg border bg-white shadow-sm",
        className,
      )}
    >
      <div className="flex h-5 shrink-0 items-center gap-1 border-b border-black/5 bg-[#f1f5f9] px-2">
        <span className="size-1.5 rounded-full bg-[#f87171]" />
        <span className="size-1.5 rounded-full bg-[#fbbf24]" />
        <span className="size-1.5 rounded-full bg-[#34d399]" />
        <span className="ml-2 h-2 w-1/3 rounded-full bg-white" />
      </div>
      <div className="flex min-h-0 flex-1 flex-col p-3" style={{ background: palette.bg }}>
        {layouts[layout](palette)}
      </div>
    </div>
  );
}
