import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { COMPANY } from "~/lib/company";
import { LEGAL_LINKS } from "~/lib/public-routes";
import { useSession } from "~/lib/session";
import { Logo } from "./logo";
import { SITE_NAV_LINKS } from "./nav-links";
import { PaymentMarks } from "./payment-marks";

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline";

export function SiteFooter() {
  const { user } = useSession();
  return (
    <footer className="border-t bg-surface">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Describe your landing page in plain words and download a polished, self-contained HTML file in
            minutes.
          </p>
          <div className="flex flex-col gap-2">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Secure payments
            </p>
            <PaymentMarks />
          </div>
        </div>

        <nav aria-label="Footer" className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">Product</h2>
          <ul className="flex flex-col gap-2">
            {SITE_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Signed in, the profile replaces "Sign In" (after the session check; the prerendered page is signed out). */}
              {user ? (
                <Link to="/profile" className={linkClass}>
                  Profile
                </Link>
              ) : (
                <Link to="/auth" className={linkClass}>
                  Sign In
                </Link>
              )}
            </li>
          </ul>
        </nav>

        <nav aria-label="Legal" className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold">Legal</h2>
          <ul className="flex flex-col gap-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          <h2 className="text-sm font-semibold">Company</h2>
          <address className="flex flex-col gap-2 text-sm text-muted-foreground not-italic">
            <span className="font-medium text-foreground">{COMPANY.legalName}</span>
            <span>Company reg. no.: {COMPANY.registrationNumber}</span>
            <span className="flex items-start gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {COMPANY.address}
            </span>
            <a
              href={`tel:${COMPANY.phone.replace(/\s+/g, "")}`}
              className={`${linkClass} flex items-center gap-2`}
            >
              <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
              {COMPANY.phone}
            </a>
            <a href={`mailto:${COMPANY.email}`} className={`${linkClass} flex items-center gap-2 break-all`}>
              <MailIcon className="size-4 shrink-0" aria-hidden="true" />
              {COMPANY.email}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © 2025 {COMPANY.legalName}
            {COMPANY.legalName.endsWith(".") ? "" : "."} All rights reserved.
          </p>
          <p>Prices in EUR. Token purchases are sandbox payments: no real charge is made.</p>
        </div>
      </div>
    </footer>
  );
}
