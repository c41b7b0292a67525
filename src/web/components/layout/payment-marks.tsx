import type { ReactNode } from "react";

/** Simple, recognisable marks of the accepted payment methods, each with an accessible name. */
export function PaymentMarks({ className }: { className?: string }) {
  return (
    <ul className={className ?? "flex flex-wrap items-center gap-2"} aria-label="Accepted payment methods">
      <li>
        <VisaMark />
      </li>
      <li>
        <MastercardMark />
      </li>
      <li>
        <ThreeDSecureMark />
      </li>
    </ul>
  );
}

function MarkFrame({ label, width = 60, children }: { label: string; width?: number; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 38`}
      className="h-8 w-auto rounded-md border border-slate-200 bg-white shadow-xs"
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

export function VisaMark() {
  return (
    <MarkFrame label="Visa">
      <text
        x="30"
        y="25"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="16"
        fontStyle="italic"
        fontWeight="900"
        fill="#1a1f71"
        letterSpacing="0.5"
      >
        VISA
      </text>
    </MarkFrame>
  );
}

export function MastercardMark() {
  return (
    <MarkFrame label="Mastercard">
      <circle cx="24" cy="19" r="10" fill="#eb001b" />
      <circle cx="36" cy="19" r="10" fill="#f79e1b" />
      <path d="M30 11a10 10 0 0 1 0 16a10 10 0 0 1 0-16z" fill="#ff5f00" />
    </MarkFrame>
  );
}

export function ThreeDSecureMark() {
  return (
    <MarkFrame label="3D Secure" width={84}>
      <path d="M16 7l8 3v7c0 5.5-3.4 9.6-8 11.3C11.4 26.6 8 22.5 8 17v-7z" fill="#15803d" />
      <path d="M12.5 17.5l2.4 2.4l4.6-5" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <text
        x="29"
        y="18"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="14"
        fontWeight="800"
        fill="#0f172a"
      >
        3D
      </text>
      <text
        x="29"
        y="31"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="12"
        fontWeight="700"
        fill="#334155"
      >
        Secure
      </text>
    </MarkFrame>
  );
}
