import { CalendarDaysIcon, FileTextIcon } from "lucide-react";
import { Link } from "react-router";
import { PageLayout } from "~/components/layout/page-layout";
import { COMPANY, PRODUCT_NAME } from "~/lib/company";
import { LEGAL_LINKS } from "~/lib/public-routes";
import { cn } from "~/lib/utils";
import type { ContentBlock, LegalDocument, LegalDocumentFactory, LegalParty } from "../content/types";
import { RichText } from "./content/rich-text";

/** The operator as the legal texts see it, from the one place company details live. */
export function legalParty(): LegalParty {
  return { ...COMPANY, productName: PRODUCT_NAME };
}

/** Builds a legal document with the current company details. */
export function buildLegalDocument(factory: LegalDocumentFactory): LegalDocument {
  return factory(legalParty());
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "note":
      return (
        <p className="rounded-lg border-l-4 border-primary bg-secondary/60 px-4 py-3 text-secondary-foreground">
          <RichText text={block.text} />
        </p>
      );
    case "h3":
      return <h3 className="pt-2 text-lg font-semibold text-foreground">{block.text}</h3>;
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={cn("space-y-2 pl-6", block.type === "ul" ? "list-disc" : "list-decimal")}>
          {block.items.map((item, i) => (
            <li key={i} className="pl-1 marker:text-muted-foreground">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return <ResponsiveTable block={block} />;
  }
}

/** A table on wider screens; on phones each row becomes a small card of label/value pairs. */
function ResponsiveTable({ block }: { block: Extract<ContentBlock, { type: "table" }> }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-lg border sm:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{block.caption}</caption>
          <thead className="bg-muted text-foreground">
            <tr>
              {block.head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className="border-t align-top">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-4 py-3 font-medium text-foreground">
                      <RichText text={cell} />
                    </th>
                  ) : (
                    <td key={c} className="px-4 py-3">
                      <RichText text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={block.caption} className="space-y-3 sm:hidden">
        {block.rows.map((row, r) => (
          <li key={r} className="rounded-lg border bg-card p-4 text-sm">
            <p className="font-semibold text-foreground">
              <RichText text={row[0] ?? ""} />
            </p>
            <dl className="mt-2 space-y-2">
              {row.slice(1).map((cell, c) => (
                <div key={c}>
                  <dt className="text-xs font-semibold tracking-wide text-foreground uppercase">
                    {block.head[c + 1]}
                  </dt>
                  <dd>
                    <RichText text={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function TableOfContents({ doc, className }: { doc: LegalDocument; className?: string }) {
  return (
    <nav aria-labelledby="toc-heading" className={className}>
      <h2 id="toc-heading" className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {doc.sections.map((section, i) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
            >
              <span className="w-5 shrink-0 text-right tabular-nums">{i + 1}.</span>
              <span>{section.heading}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** One legal document: title, effective date, table of contents, numbered sections, related policies. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const related = LEGAL_LINKS.filter((link) => link.to !== doc.path);
  return (
    <PageLayout>
      <div className="border-b bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="flex items-center gap-2 text-sm font-medium text-primary">
            <FileTextIcon className="size-4" aria-hidden="true" />
            Legal
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
          <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDaysIcon className="size-4" aria-hidden="true" />
            <span>
              Effective date: <time dateTime="2025-10-10">{doc.effectiveDate}</time>
            </span>
          </p>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{doc.summary}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8 lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <TableOfContents
            doc={doc}
            className="rounded-xl border bg-card p-4 lg:border-0 lg:bg-transparent lg:p-0"
          />
        </aside>
        <article className="max-w-3xl space-y-12">
          {doc.sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-muted-foreground">
                {section.blocks.map((block, b) => (
                  <Block key={b} block={block} />
                ))}
              </div>
            </section>
          ))}
          <nav aria-labelledby="related-heading" className="rounded-xl border bg-surface p-6">
            <h2 id="related-heading" className="text-base font-semibold">
              Related policies
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {related.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </PageLayout>
  );
}
