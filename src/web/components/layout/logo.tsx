import { Link } from "react-router";
import { PRODUCT_NAME } from "~/lib/company";
import { cn } from "~/lib/utils";

/** The product mark: a gradient tile with a page glyph, then the name. Links home. */
/** `nameClassName` lets the header hide the name on very narrow screens so everything fits at 320 px. */
export function Logo({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-bold tracking-tight text-foreground",
        className,
      )}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <LogoMark className="size-8" />
      <span className={cn("text-lg", nameClassName)}>{PRODUCT_NAME}</span>
    </Link>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      <rect x="8" y="8" width="16" height="4" rx="1.5" fill="#fff" />
      <rect x="8" y="14.5" width="7" height="9.5" rx="1.5" fill="#fff" opacity="0.9" />
      <rect x="17" y="14.5" width="7" height="4" rx="1.5" fill="#fff" opacity="0.75" />
      <rect x="17" y="20" width="7" height="4" rx="1.5" fill="#fff" opacity="0.6" />
    </svg>
  );
}
