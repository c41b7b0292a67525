import { PURCHASED_TOKENS_LIFETIME_DAYS, WELCOME_GRANT_TOKENS } from "../../../core/pricing";
import type { LegalDocumentFactory } from "../types";
import { changesSection, contactSection, LEGAL_EFFECTIVE_DATE } from "./common";

/** Refund window and payout time (product spec §9). */
export const REFUND_WINDOW_DAYS = 14;
export const REFUND_PAYOUT_BUSINESS_DAYS = 7;

export const returnPolicy: LegalDocumentFactory = (party) => ({
  path: "/return-policy",
  title: "Return Policy",
  summary: `When and how you can get your money back for tokens bought on ${party.productName}: refunds within ${REFUND_WINDOW_DAYS} days for files not delivered or accessed.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sections: [
    {
      id: "summary",
      heading: "The short version",
      blocks: [
        {
          type: "ul",
          items: [
            `You can ask for a refund **within ${REFUND_WINDOW_DAYS} days of a purchase** for the part of it that was **not used for files that were delivered or accessed**.`,
            "If a generation or change fails, the tokens reserved for it return to your balance automatically: you do not need to ask.",
            `Approved refunds go back to the original payment method. **Allow up to ${REFUND_PAYOUT_BUSINESS_DAYS} business days** for the money to appear.`,
            "While payments are demo (sandbox) payments, no real money is charged, so a refund only reverses the tokens of that purchase.",
          ],
        },
      ],
    },
    {
      id: "what-you-buy",
      heading: "What you buy",
      blocks: [
        {
          type: "p",
          text: `You buy tokens, which you spend to generate landing pages and to change them. A token is "used" when it pays for a file that is delivered to your account. A file is "accessed" once you have previewed or downloaded it. Tokens and files are digital content: nothing is shipped, so there is nothing to send back.`,
        },
      ],
    },
    {
      id: "eligible",
      heading: "When you can get a refund",
      blocks: [
        {
          type: "p",
          text: `A purchase qualifies for a refund if you ask within ${REFUND_WINDOW_DAYS} days of the purchase date and:`,
        },
        {
          type: "ul",
          items: [
            "**none of its tokens have been used:** we refund the full price; or",
            "**part of its tokens have been used:** we refund the unused part, in proportion to the tokens of that purchase (bonus tokens included) still left in your balance; or",
            "**a file you paid for was not delivered, or was delivered but you could not access it** because of a fault on our side and we could not fix it: we refund the tokens spent on it, or restore them to your balance if you prefer.",
          ],
        },
        {
          type: "p",
          text: "When we refund a purchase, the tokens of that purchase still in your balance are removed.",
        },
      ],
    },
    {
      id: "not-eligible",
      heading: "What cannot be refunded",
      blocks: [
        {
          type: "ul",
          items: [
            "Tokens spent on pages that were delivered and that you previewed or downloaded.",
            `The ${WELCOME_GRANT_TOKENS} free welcome tokens, because you did not pay for them.`,
            `Tokens that have expired (${PURCHASED_TOKENS_LIFETIME_DAYS} days after purchase).`,
            `Requests made more than ${REFUND_WINDOW_DAYS} days after the purchase, except where the law gives you a right to a remedy (see below).`,
            "Dissatisfaction with the style of a page that works as described: in that case use a change request, which usually costs far less than a new page, or restore an earlier version for free.",
          ],
        },
      ],
    },
    {
      id: "withdrawal",
      heading: "Your statutory right of withdrawal",
      blocks: [
        {
          type: "p",
          text: `As an EU consumer you normally have ${REFUND_WINDOW_DAYS} days to withdraw from a distance contract (Hungarian Government Decree 45/2014 and EU Directive 2011/83/EU). For digital content that is supplied immediately, this right ends once supply begins with your express consent and acknowledgement, which you give when you confirm a purchase. This policy is more generous: within the same ${REFUND_WINDOW_DAYS} days we refund everything that has not been delivered or accessed.`,
        },
      ],
    },
    {
      id: "faulty-content",
      heading: "Faulty pages",
      blocks: [
        {
          type: "p",
          text: "If a page does not work as described (for example the file is corrupted or cannot be downloaded), you have the rights the law gives you for non-conforming digital content, whenever the problem appears. Tell us and we will first try to fix it or generate it again for free; if we cannot, we restore the tokens or refund their price.",
        },
      ],
    },
    {
      id: "how-to-ask",
      heading: "How to request a refund",
      blocks: [
        {
          type: "ol",
          items: [
            `E-mail [${party.email}](mailto:${party.email}) from the address of your account, or use the form on our [About & Contact](/about) page.`,
            "Give the date and package of the purchase (you will find it under Billing on your profile page) and a short reason.",
            "We acknowledge your request within 5 business days and give you our decision within 10 business days.",
            `If approved, we issue the refund at once. Allow up to ${REFUND_PAYOUT_BUSINESS_DAYS} business days for it to appear, depending on your bank or card issuer.`,
          ],
        },
        {
          type: "p",
          text: "Refunds are made to the payment method used for the purchase, in euro, free of charge. If you disagree with our decision, see our [Dispute Resolution](/dispute-resolution) page.",
        },
      ],
    },
    changesSection("Return Policy"),
    contactSection(party, "Questions about refunds? Contact us:"),
  ],
});
