import {
  COST_PER_FULL_100_CHARS,
  formatEuros,
  formatTokens,
  GENERATION_BASE_COST,
  ITERATION_BASE_COST,
  PACKAGES,
  PURCHASED_TOKENS_LIFETIME_DAYS,
  tokensToCents,
  WELCOME_GRANT_TOKENS,
  welcomeGrantCoverageText,
} from "../../core/pricing";

export interface FaqEntry {
  /** Accordion item value; stable, used in tests and as a fragment id. */
  id: string;
  question: string;
  /** Paragraphs; inline marks as in `content/types.ts`. */
  answer: string[];
}

const starter = PACKAGES.starter;

export const FAQ_INTRO =
  "Straight answers about what you get, what you don't, and how tokens work. Can't find your question? [Contact us](/about).";

/** The ten FAQ topics of product spec §2, in display order. */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    id: "deliverable",
    question: "What exactly do I get when I generate a landing page?",
    answer: [
      "You get one self-contained, editable HTML file. The styles, icons and illustrations are all inside the file, so it opens in any browser without extra downloads.",
      "You can preview it, ask for changes, restore earlier versions and download it as often as you like. Open the file in any code or text editor to change words, colours or images yourself.",
    ],
  },
  {
    id: "hosting",
    question: "Do you host my page or provide a domain name?",
    answer: [
      "No. We do not offer hosting or domain services. Delivery ends with the HTML file, which you upload to the host of your choice.",
      "Because it is a single static file, almost any host works: static hosts such as Netlify, Vercel, GitHub Pages or Cloudflare Pages, or the file manager of your existing web hosting. Point your own domain at that host through your domain registrar.",
    ],
  },
  {
    id: "links-forms",
    question: "Will the links, buttons and forms on my page work?",
    answer: [
      'Forms do: every form on your page sends its answers to your Leads inbox (in your profile, and under each template), wherever you host the file, and we e-mail you each lead unless you turn that off for the page. A visitor sees "Thank you" only once their answers have arrived; if they could not be sent, the form says so. Spam-trap and rate limits keep bots out. If you ask for it in a change ("send the form to https://…"), the form posts to your own address instead.',
      "Links and buttons point to placeholders such as `#` or section anchors: before publishing, replace each with your real address.",
    ],
  },
  {
    id: "ai-review",
    question: "Can I publish the generated text and design as they are?",
    answer: [
      "Please review them first. Pages are produced automatically and can contain mistakes, generic claims, invented figures or testimonials, or wording that doesn't fit your brand.",
      "Check every statement, price, date and contact detail, and replace example testimonials and statistics with real ones. If something is off, describe the change you want: a change request costs less than a new page.",
    ],
  },
  {
    id: "third-party-rights",
    question: "Who is responsible for logos, images, trademarks and copy?",
    answer: [
      "You are. You must have the right to use every name, logo, trademark, image and text that you upload, mention in your description or add to the page later.",
      "You also decide where the page is published, so it is up to you to meet the rules that apply there, such as advertising, consumer protection and privacy law (for example a privacy notice when a form collects personal data).",
    ],
  },
  {
    id: "security",
    question: "Is the generated code ready for production?",
    answer: [
      "Treat it as a strong first draft. Generated pages contain no tracking and no remote scripts, but you should review the code before putting it into production, especially any form handling, third-party scripts or embeds you add.",
      "Serve the page over HTTPS, keep any keys or secrets out of the HTML file, and have a developer check it if it will collect personal or payment data.",
    ],
  },
  {
    id: "responsive",
    question: "Will my page look good on phones and tablets?",
    answer: [
      "That is the aim: every page is built to adapt from small phones (320 px wide) to large desktop screens. Because content and designs vary, we can't guarantee a perfect result on every device and browser.",
      "Open the preview in your browser's device mode or on your own phone before publishing. If something doesn't fit, ask for a change (for example \"stack the pricing cards on mobile\") or edit the CSS in the file.",
    ],
  },
  {
    id: "support",
    question: "What does customer support cover?",
    answer: [
      "Support covers the platform itself: your account, sign-in, tokens and purchases, generating, previewing and downloading pages, and refunds.",
      "It does not cover customising, hosting, integrating or maintaining your pages after download. A web developer can help with those. Business Pack buyers and customers who have purchased over €1,000 get priority support.",
    ],
  },
  {
    id: "limitations",
    question: "What are the current limitations?",
    answer: [
      "Linking is manual: you point links and buttons to your own addresses after download (forms already deliver to your Leads inbox). There is no hosting, no custom domain, no visual drag-and-drop editor and no multi-page website: each generation produces one landing page.",
      "Uploaded logos must be images of up to 2 MB. Long or very detailed descriptions cost more tokens, and complex layouts may need a change request or two to get exactly right.",
    ],
  },
  {
    id: "tokens",
    question: "How do tokens work?",
    answer: [
      `Tokens pay for generations and changes. One token costs ${formatEuros(tokensToCents(1))}. Generating a page costs **${GENERATION_BASE_COST} tokens plus ${COST_PER_FULL_100_CHARS} for every full 100 characters** of your description, so most pages cost ${GENERATION_BASE_COST}–1,000 tokens (${formatEuros(tokensToCents(GENERATION_BASE_COST))}–${formatEuros(tokensToCents(1000))}). A change costs ${ITERATION_BASE_COST} tokens plus ${COST_PER_FULL_100_CHARS} per full 100 characters of the change request. The button always shows the exact cost, and a failed generation costs nothing.`,
      `Every new account gets **${WELCOME_GRANT_TOKENS} free welcome tokens**, and they never expire: ${welcomeGrantCoverageText()} **Purchased tokens expire ${PURCHASED_TOKENS_LIFETIME_DAYS} days after purchase**, and the tokens closest to expiry are used first. Packages start with the ${starter.name} (${formatTokens(starter.baseTokens + starter.bonusTokens)} tokens for ${formatEuros(starter.priceCents)}), or buy a custom amount from ${formatEuros(500)} with bonus tokens from 2,000 tokens.`,
    ],
  },
];

export const FAQ_DISCLAIMER =
  "**Disclaimer:** These answers are a general guide and do not replace our [Terms & Conditions](/terms), [Privacy Policy](/privacy) and [Return Policy](/return-policy), which prevail in case of any difference. Generated pages are provided as editable files for you to review, adapt and publish at your own responsibility. Prices, limits and features may change; the figures shown in the app when you buy or generate always apply.";
