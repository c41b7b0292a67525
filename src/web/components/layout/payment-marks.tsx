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

function MarkFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 60 38"
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
    <MarkFrame label="3D Secure">
      <path d="M13 8l7 2.5v6c0 5-3 8.5-7 10c-4-1.5-7-5-7-10v-6z" fill="#15803d" />
      <path d="M10 17.5l2.2 2.2l4.3-4.6" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      <text
        x="23"
        y="17"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="9"
        fontWeight="800"
        fill="#0f172a"
      >
        3D
      </text>
      <text
        x="23"
        y="27"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="7.5"
        fontWeight="700"
        fill="#334155"
      >
        Secure
      </text>
    </MarkFrame>
  );
}
