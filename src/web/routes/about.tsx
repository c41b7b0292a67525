import {
  Building2Icon,
  HeartHandshakeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ScaleIcon,
  ShieldCheckIcon,
} from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { ContactForm } from "~/components/content/contact-form";
import { PageLayout } from "~/components/layout/page-layout";
import { ABOUT_CONTENT } from "~/content/about";
import { COMPANY, PRODUCT_NAME } from "~/lib/company";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: ABOUT_CONTENT.title,
    description: `Why we built ${PRODUCT_NAME}, who we are, and how to reach ${COMPANY.legalName} in Budapest: send us a message or use our contact details.`,
    path: "/about",
  });
}

const VALUE_ICONS = [HeartHandshakeIcon, ScaleIcon, ShieldCheckIcon];

function DetailRow({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
        <div className="mt-0.5 break-words text-sm font-medium">{children}</div>
      </div>
    </li>
  );
}

export default function AboutPage() {
  const phoneHref = `tel:${COMPANY.phone.replace(/[^+\d]/g, "")}`;
  return (
    <PageLayout>
      <section aria-labelledby="about-title" className="relative overflow-hidden border-b bg-surface">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-brand-gradient opacity-15 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 id="about-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
            About <span className="text-brand-gradient">&amp; Contact</span>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{ABOUT_CONTENT.lead}</p>
        </div>
      </section>

      <section
        aria-labelledby="mission-title"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20"
      >
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <h2 id="mission-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {ABOUT_CONTENT.missionHeading}
            </h2>
            <div className="mt-5 space-y-4 text-base leading-7 text-muted-foreground">
              {ABOUT_CONTENT.mission.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ul className="grid content-start gap-4">
            {ABOUT_CONTENT.values.map((value, i) => {
              const Icon = VALUE_ICONS[i % VALUE_ICONS.length];
              return (
                <li key={value.title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{value.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{value.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="contact-title" className="border-t bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <div className="max-w-2xl">
            <h2 id="contact-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {ABOUT_CONTENT.contactHeading}
            </h2>
            <p className="mt-3 text-muted-foreground">{ABOUT_CONTENT.contactLead}</p>
          </div>
          <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <ContactForm />
            </div>
            <aside
              aria-labelledby="details-title"
              className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
            >
              <h3 id="details-title" className="text-lg font-semibold">
                {ABOUT_CONTENT.detailsHeading}
              </h3>
              <ul className="mt-5 space-y-5">
                <DetailRow icon={Building2Icon} label="Company">
                  {COMPANY.legalName}
                  <span className="block font-normal text-muted-foreground">
                    Reg. no. {COMPANY.registrationNumber}
                  </span>
                </DetailRow>
                <DetailRow icon={MapPinIcon} label="Address">
                  <address className="not-italic">{COMPANY.address}</address>
                </DetailRow>
                <DetailRow icon={PhoneIcon} label="Phone">
                  <a href={phoneHref} className="text-primary underline-offset-4 hover:underline">
                    {COMPANY.phone}
                  </a>
                </DetailRow>
                <DetailRow icon={MailIcon} label="E-mail">
                  <a
                    href={`mailto:${COMPANY.email}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {COMPANY.email}
                  </a>
                </DetailRow>
              </ul>
              <p className="mt-6 border-t pt-5 text-sm text-muted-foreground">{ABOUT_CONTENT.supportNote}</p>
            </aside>
          </div>
        </div>
      </section>
    </PageLayout>
  );
}
