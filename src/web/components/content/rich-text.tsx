import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { type InlineToken, parseInline } from "./inline";

const linkClass =
  "font-medium text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary";

function renderTokens(tokens: InlineToken[]): ReactNode[] {
  return tokens.map((token, i) => {
    switch (token.kind) {
      case "text":
        return token.text;
      case "bold":
        return (
          <strong key={i} className="font-semibold text-foreground">
            {renderTokens(token.children)}
          </strong>
        );
      case "code":
        return (
          <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] text-foreground">
            {token.text}
          </code>
        );
      case "link": {
        const children = renderTokens(token.children);
        if (token.href.startsWith("/")) {
          return (
            <Link key={i} to={token.href} className={linkClass}>
              {children}
            </Link>
          );
        }
        const external = /^https?:/.test(token.href);
        return (
          <a
            key={i}
            href={token.href}
            className={cn(linkClass, "break-words")}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {children}
          </a>
        );
      }
      default:
        return null;
    }
  });
}

/** Renders one string of copy with its inline marks. */
export function RichText({ text }: { text: string }) {
  return <>{renderTokens(parseInline(text))}</>;
}
