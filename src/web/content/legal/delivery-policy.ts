import { PURCHASED_TOKENS_LIFETIME_DAYS } from "../../../core/pricing";
import type { LegalDocumentFactory } from "../types";
import { changesSection, contactSection, LEGAL_EFFECTIVE_DATE } from "./common";

export const deliveryPolicy: LegalDocumentFactory = (party) => ({
  path: "/delivery-policy",
  title: "Delivery Policy",
  summary: `How and when ${party.productName} delivers what you buy: tokens are credited instantly and landing pages are delivered as downloadable HTML files. Nothing is shipped.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sections: [
    {
      id: "digital-only",
      heading: "Digital delivery only",
      blocks: [
        {
          type: "p",
          text: `${party.legalName} sells digital tokens and delivers digital files. We do not ship physical goods, so there are no shipping costs, customs duties or delivery addresses. The service is available online to customers in the European Union and elsewhere where the law allows.`,
        },
      ],
    },
    {
      id: "tokens",
      heading: "Delivery of tokens",
      blocks: [
        {
          type: "ul",
          items: [
            "Tokens are credited to your account **immediately** after a successful purchase. Your new balance shows in the header and on the Billing tab of your profile page.",
            "We send a purchase confirmation to the e-mail address of your account with the package, the number of base and bonus tokens, the price and the date.",
            `Purchased tokens can be used for ${PURCHASED_TOKENS_LIFETIME_DAYS} days from the purchase date. Your profile shows when your tokens expire.`,
            "Payments are currently demo (sandbox) payments with no real charge; tokens are delivered in exactly the same way.",
          ],
        },
      ],
    },
    {
      id: "pages",
      heading: "Delivery of landing pages",
      blocks: [
        {
          type: "ul",
          items: [
            "When you generate a page, it is usually ready within a minute. You can follow the progress on screen.",
            'The finished page appears at the top of "Your Generated Templates" and on the Templates tab of your profile page.',
            "Each page is a single, self-contained HTML file. You can preview it in your browser and download it as often as you like while it remains in your account.",
            "Changes you request are delivered the same way, as a new version of the page. Earlier versions stay available and can be restored free of charge.",
            "Pages stay in your account until you delete them or close your account. Keep your own copy of every page you publish.",
          ],
        },
        {
          type: "p",
          text: "Delivery ends with the HTML file. We do not host pages, register domains, or connect forms and links to your systems; see the [FAQ](/faq) for what this means in practice.",
        },
      ],
    },
    {
      id: "problems",
      heading: "If something is not delivered",
      blocks: [
        {
          type: "ul",
          items: [
            "If a generation or change fails, you are not charged: the tokens reserved for it return to your balance automatically and you see an error message.",
            "If your tokens do not appear within a few minutes of a purchase, reload the page first. If they are still missing, contact us with the purchase date and we will credit them or refund the purchase.",
            "If a page cannot be previewed or downloaded, contact us and we will fix it, generate it again, or restore the tokens.",
          ],
        },
        {
          type: "p",
          text: "We acknowledge delivery problems within 5 business days, and usually much sooner. Refunds for undelivered files are covered by our [Return Policy](/return-policy).",
        },
      ],
    },
    {
      id: "requirements",
      heading: "What you need",
      blocks: [
        {
          type: "p",
          text: "A current version of Chrome, Edge, Firefox or Safari with JavaScript enabled, an internet connection, and an e-mail address you can access. To publish a page you need your own web hosting.",
        },
      ],
    },
    changesSection("Delivery Policy"),
    contactSection(party, "Questions about delivery? Contact us:"),
  ],
});
