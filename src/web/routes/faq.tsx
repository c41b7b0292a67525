import { InfoIcon, MessageCircleQuestionIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { RichText } from "~/components/content/rich-text";
import { PageLayout } from "~/components/layout/page-layout";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { FAQ_DISCLAIMER, FAQ_ENTRIES, FAQ_INTRO } from "~/content/faq";
import { SIGN_UP_PATH } from "~/lib/public-routes";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Frequently Asked Questions",
    description:
      "What you get, what is not included, and how tokens work: answers about HTML files, hosting, forms, AI output, rights, security, responsiveness, support and limits.",
    path: "/faq",
  });
}

/** Strips the inline marks for the plain-text JSON-LD answer. */
function plain(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
}

const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ_ENTRIES.map((entry) => ({
    "@type": "Question",
    name: entry.question,
    acceptedAnswer: { "@type": "Answer", text: entry.answer.map(plain).join(" ") },
  })),
};

export default function FaqPage() {
  // Controlled so a link such as /faq#faq-tokens opens that answer after hydration.
  const [open, setOpen] = useState("");
  useEffect(() => {
    const id = window.location.hash.replace(/^#faq-/, "");
    if (FAQ_ENTRIES.some((entry) => entry.id === id)) {
      setOpen(id);
      document.getElementById(`faq-${id}`)?.scrollIntoView({ block: "center" });
    }
  }, []);

  return (
    <PageLayout>
      <script
        type="application/ld+json"
        // JSON.stringify output with "<" escaped cannot break out of the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd).replace(/</g, "\\u003c") }}
      />
      <section aria-labelledby="faq-title" className="border-b bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <div className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-lg shadow-brand/25">
            <MessageCircleQuestionIcon className="size-6" aria-hidden="true" />
          </div>
          <h1 id="faq-title" className="mt-5 text-3xl font-bold tracking-tight sm:text-5xl">
            Frequently Asked <span className="text-brand-gradient">Questions</span>
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            <RichText text={FAQ_INTRO} />
          </p>
        </div>
      </section>

      <section aria-labelledby="faq-list-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="faq-list-title" className="sr-only">
          Questions and answers
        </h2>
        <Accordion
          type="single"
          collapsible
          value={open}
          onValueChange={setOpen}
          className="rounded-xl border bg-card px-4 shadow-sm sm:px-6"
          data-testid="faq-accordion"
        >
          {FAQ_ENTRIES.map((entry, i) => (
            <AccordionItem key={entry.id} value={entry.id} id={`faq-${entry.id}`}>
              <AccordionTrigger className="sm:text-lg">
                <span className="flex gap-3">
                  <span className="w-6 shrink-0 text-muted-foreground tabular-nums" aria-hidden="true">
                    {i + 1}.
                  </span>
                  <span>{entry.question}</span>
                </span>
              </AccordionTrigger>
              <AccordionContent className="space-y-3 text-base leading-7 sm:pl-9">
                {entry.answer.map((paragraph, p) => (
                  <p key={p}>
                    <RichText text={paragraph} />
                  </p>
                ))}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>

        <aside
          aria-label="Disclaimer"
          className="mt-10 flex gap-3 rounded-xl border bg-muted/60 p-5 text-sm leading-6 text-muted-foreground"
        >
          <InfoIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>
            <RichText text={FAQ_DISCLAIMER} />
          </p>
        </aside>

        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-brand-gradient px-6 py-10 text-center text-white">
          <h2 className="text-2xl font-bold">Still have a question?</h2>
          <p className="max-w-md text-white/90">
            We're happy to help with your account, tokens and pages. Send us a message and we'll reply by
            e-mail.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to="/about">Contact us</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={SIGN_UP_PATH}>Get Started Free</Link>
            </Button>
          </div>
        </div>
      </section>
    </PageLayout>
  );
}
