import {
  COST_PER_FULL_100_CHARS,
  formatEuros,
  formatTokens,
  GENERATION_BASE_COST,
  ITERATION_BASE_COST,
  MAX_CUSTOM_BASE_TOKENS,
  MIN_CUSTOM_BASE_TOKENS,
  PACKAGES,
  PURCHASED_TOKENS_LIFETIME_DAYS,
  tokensToCents,
  WELCOME_GRANT_TOKENS,
} from "../../../core/pricing";
import type { LegalDocumentFactory } from "../types";
import { changesSection, contactSection, LEGAL_EFFECTIVE_DATE, operatorLines } from "./common";

const starter = PACKAGES.starter;
const business = PACKAGES.business;

export const termsAndConditions: LegalDocumentFactory = (party) => ({
  path: "/terms",
  title: "Terms & Conditions",
  summary: `The rules for using ${party.productName}: who may use it, how tokens and payments work, what you receive, and the responsibilities of you and ${party.legalName.replace(/\.$/, "")}.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sections: [
    {
      id: "about",
      heading: "About these terms",
      blocks: [
        {
          type: "p",
          text: `These Terms & Conditions ("Terms") form a contract between you and ${party.legalName} ("we", "us"), the operator of ${party.productName}. By creating an account or buying tokens you accept these Terms, together with our [Privacy Policy](/privacy), [Return Policy](/return-policy), [Delivery Policy](/delivery-policy), [Cookie Policy](/cookie-policy) and [Dispute Resolution](/dispute-resolution) page.`,
        },
        { type: "ul", items: operatorLines(party) },
        {
          type: "p",
          text: "The contract is concluded electronically in English. It is not filed as a separate document; you can read the current Terms on this page at any time and we send the key details of each purchase to you by e-mail.",
        },
      ],
    },
    {
      id: "eligibility",
      heading: "Who can use the service",
      blocks: [
        {
          type: "ul",
          items: [
            "You must be at least **18 years old** and legally able to enter into a contract.",
            "If you use the service for a company, you confirm that you may bind that company to these Terms.",
            "You must give a real e-mail address that you can access, and keep your account details accurate.",
          ],
        },
      ],
    },
    {
      id: "account",
      heading: "Your account",
      blocks: [
        {
          type: "p",
          text: "Keep your password secret and do not share your account. You are responsible for what happens in your account until you tell us about unauthorised use. Tell us at once if you think someone else has accessed it. You can close your account at any time by writing to us.",
        },
      ],
    },
    {
      id: "service",
      heading: "What the service does",
      blocks: [
        {
          type: "p",
          text: `${party.productName} turns a written description into a landing page delivered as a single, self-contained, editable HTML file. You can preview it, ask for changes, restore earlier versions and download it as often as you like while it is in your account.`,
        },
        { type: "p", text: "Please understand what the service does not include:" },
        {
          type: "ul",
          items: [
            "**No hosting and no domain.** We do not publish your page on the internet or register domain names. You choose where to host the file.",
            "**Links and forms are not guaranteed to work.** Generated buttons, links and forms are placeholders until you connect them to your own addresses and form-handling service.",
            "**Generated content needs your review.** Text and design are produced automatically and may contain mistakes, invented details or wording that does not suit your business. Check every claim, price and contact detail before publishing.",
            "**Responsive design is aimed for, not guaranteed.** Pages are built to adapt to phones, tablets and desktops, but you should test them on the devices your visitors use.",
            "**Security review is yours.** Before you put a page into production, review it, especially any forms and third-party scripts you add.",
          ],
        },
      ],
    },
    {
      id: "tokens",
      heading: "Tokens and prices",
      blocks: [
        {
          type: "ul",
          items: [
            `Tokens are prepaid credits used only inside ${party.productName}. **One token costs ${formatEuros(tokensToCents(1))}.**`,
            `**Generating a page** costs ${GENERATION_BASE_COST} tokens plus ${COST_PER_FULL_100_CHARS} tokens for every full 100 characters of your description. **Changing a page** costs ${ITERATION_BASE_COST} tokens plus ${COST_PER_FULL_100_CHARS} tokens for every full 100 characters of your change request. The button always shows the exact cost before you confirm.`,
            `Packages: ${starter.name}, ${formatTokens(starter.baseTokens)} + ${formatTokens(starter.bonusTokens)} bonus tokens for ${formatEuros(starter.priceCents)}; ${business.name}, ${formatTokens(business.baseTokens)} + ${formatTokens(business.bonusTokens)} bonus tokens for ${formatEuros(business.priceCents)}; or a custom amount of ${formatTokens(MIN_CUSTOM_BASE_TOKENS)} to ${formatTokens(MAX_CUSTOM_BASE_TOKENS)} tokens (${formatEuros(tokensToCents(MIN_CUSTOM_BASE_TOKENS))} to ${formatEuros(tokensToCents(MAX_CUSTOM_BASE_TOKENS))} per transaction), with 10% bonus tokens from 2,000 and 20% from 5,000 tokens.`,
            `New accounts receive **${WELCOME_GRANT_TOKENS} free welcome tokens** once. Welcome tokens do not expire.`,
            `**Purchased tokens (including bonus tokens) expire ${PURCHASED_TOKENS_LIFETIME_DAYS} days after the purchase.** Tokens that expire soonest are used first. Expired tokens cannot be used or refunded.`,
            "Tokens have no cash value, cannot be transferred to another account and cannot be exchanged for money except as described in our [Return Policy](/return-policy).",
            "If a generation or change fails, the tokens reserved for it are returned to your balance automatically.",
            "Prices are in euro and include any VAT due. The price shown when you confirm a purchase is the price you pay.",
          ],
        },
      ],
    },
    {
      id: "payments",
      heading: "Payments",
      blocks: [
        {
          type: "p",
          text: "**Payments are currently demo (sandbox) payments: no real charge is made and no payment card details are collected.** Tokens from a demo purchase are credited to your account as if the purchase had been paid.",
        },
        {
          type: "p",
          text: "If we introduce real payments, we will update these Terms in advance, tell you by e-mail, and show the payment method and final price before you confirm any paid purchase. Card payments will then be processed by a licensed payment provider with 3-D Secure; we will never see your full card number.",
        },
      ],
    },
    {
      id: "delivery-refunds",
      heading: "Delivery, withdrawal and refunds",
      blocks: [
        {
          type: "p",
          text: "Tokens are credited immediately after a purchase and generated pages appear in your account as soon as they are ready; see our [Delivery Policy](/delivery-policy).",
        },
        {
          type: "p",
          text: "Under EU consumer law, tokens and generated pages are digital content supplied immediately at your request. When you buy tokens you ask us to supply them at once and acknowledge that the statutory 14-day right of withdrawal ends once supply has begun. We nevertheless refund purchases within 14 days when the files they paid for were not delivered or accessed, as set out in our [Return Policy](/return-policy). Your statutory rights for faulty digital content are not affected.",
        },
      ],
    },
    {
      id: "your-content",
      heading: "Your content and rights",
      blocks: [
        {
          type: "ul",
          items: [
            "You keep all rights in what you enter, including text and logos you upload.",
            "Subject to these Terms, you may use, edit, publish and sell the pages generated for you, for any lawful purpose, without paying us anything further.",
            "**You are responsible for third-party rights.** Make sure you have the right to use every name, logo, trademark, image and text in your descriptions and published pages, and that your pages comply with the law where you publish them (for example consumer protection, advertising and privacy rules).",
            "Generated pages may resemble pages generated for other users, because similar descriptions can produce similar results. We do not promise that generated content is unique.",
            "We store your content only to provide the service to you. We do not publish it or use it to advertise.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      blocks: [
        { type: "p", text: "You must not use the service to create or distribute pages that:" },
        {
          type: "ul",
          items: [
            "are unlawful, fraudulent, deceptive or impersonate another person or business (including phishing pages);",
            "infringe intellectual property, privacy or other rights;",
            "contain malware or are designed to collect data without consent;",
            "promote violence, hatred or discrimination, or sexually exploit anyone.",
          ],
        },
        {
          type: "p",
          text: "You must also not try to break or overload the service, bypass token charges or rate limits, access other users' data, or resell access to the service. We may suspend or close an account that breaks these rules; where the breach is not serious we will warn you first.",
        },
      ],
    },
    {
      id: "support",
      heading: "Support and availability",
      blocks: [
        {
          type: "p",
          text: "Support covers the platform: your account, tokens, purchases, generation and downloads. It does not cover customising, hosting, integrating or maintaining your pages after download. Buyers of the Business Pack and purchases over €1,000 in total receive priority support.",
        },
        {
          type: "p",
          text: "We aim to keep the service available at all times but cannot guarantee uninterrupted operation. We may carry out maintenance, preferably at quiet times, and we will give notice of planned downtime where we can.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        {
          type: "p",
          text: "We provide the service with reasonable care and skill. To the extent the law allows, we are not liable for indirect losses, lost profits or lost data arising from the use of generated pages, and our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim arose.",
        },
        {
          type: "p",
          text: "Nothing in these Terms limits liability that cannot be limited under Hungarian law, including liability for intentional or grossly negligent breach, for harm to life, physical integrity or health, or your statutory rights as a consumer.",
        },
      ],
    },
    {
      id: "termination",
      heading: "Ending the contract",
      blocks: [
        {
          type: "p",
          text: "You may stop using the service and ask us to close your account at any time. Download any pages you want to keep first. Unused tokens lapse when the account is closed, unless they qualify for a refund under our [Return Policy](/return-policy). We may end the contract with 30 days' notice by e-mail, or immediately for a serious breach of these Terms; if we end it without a breach on your part, we refund your unused, unexpired purchased tokens.",
        },
      ],
    },
    {
      id: "law",
      heading: "Governing law and disputes",
      blocks: [
        {
          type: "p",
          text: "These Terms are governed by Hungarian law. The courts of Budapest have jurisdiction over disputes. If you are a consumer living in another EU country, you also keep the protection of the mandatory laws of your country and may bring proceedings in your home courts.",
        },
        {
          type: "p",
          text: "Please tell us about any problem first: most are solved quickly. Our complaint process and out-of-court options are described on the [Dispute Resolution](/dispute-resolution) page.",
        },
      ],
    },
    changesSection("Terms & Conditions"),
    contactSection(party, "Questions about these Terms? Contact us:"),
  ],
});
