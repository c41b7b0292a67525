import type { LegalDocumentFactory } from "../types";
import { changesSection, LEGAL_EFFECTIVE_DATE, NAIH, operatorLines } from "./common";

/** Complaint-handling deadlines (product spec §9). */
export const COMPLAINT_ACK_BUSINESS_DAYS = 5;
export const COMPLAINT_REPLY_BUSINESS_DAYS = 10;
export const COMPLAINT_FORMAL_ANSWER_BUSINESS_DAYS = 30;

export const disputeResolution: LegalDocumentFactory = (party) => ({
  path: "/dispute-resolution",
  title: "Dispute Resolution",
  summary: `How to complain to ${party.legalName}, how quickly we answer, and where you can turn if we cannot agree: conciliation bodies, authorities and the courts of Budapest.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sections: [
    {
      id: "talk-to-us",
      heading: "Talk to us first",
      blocks: [
        {
          type: "p",
          text: "Most problems are solved quickly once we know about them. Please contact us by any of these means, or use the form on our [About & Contact](/about) page:",
        },
        { type: "ul", items: operatorLines(party) },
        {
          type: "p",
          text: "Tell us the e-mail address of your account, what happened and when, what you would like us to do, and attach anything that helps (for example a screenshot or the date of a purchase).",
        },
      ],
    },
    {
      id: "timeline",
      heading: "How we handle complaints",
      blocks: [
        {
          type: "table",
          caption: "Our complaint-handling deadlines",
          head: ["Step", "When"],
          rows: [
            [
              "We confirm that we received your complaint",
              `Within ${COMPLAINT_ACK_BUSINESS_DAYS} business days`,
            ],
            [
              "We reply with our assessment or a solution (most cases end here)",
              `Within ${COMPLAINT_REPLY_BUSINESS_DAYS} business days`,
            ],
            [
              "We send a formal written answer, with reasons, if you ask for one or the matter is complex",
              `Within ${COMPLAINT_FORMAL_ANSWER_BUSINESS_DAYS} business days of receiving the complaint`,
            ],
          ],
        },
        {
          type: "p",
          text: "Complaints made by phone are answered on the spot where possible; otherwise we record them and handle them like written complaints. We keep a record of each complaint and of our answer for the period required by the Hungarian Consumer Protection Act (Act CLV of 1997). If we reject a complaint, we explain why and tell you which bodies you can turn to.",
        },
      ],
    },
    {
      id: "conciliation",
      heading: "Conciliation bodies (out-of-court settlement)",
      blocks: [
        {
          type: "p",
          text: "If you are a consumer and we cannot settle the dispute, you can turn free of charge to a conciliation body (békéltető testület). These independent bodies, run by the regional chambers of commerce, try to reach an agreement between us and, failing that, can make a decision. For us the competent body is the **Budapest Conciliation Board** (Budapesti Békéltető Testület) of the Budapest Chamber of Commerce and Industry, but you may also apply to the body where you live.",
        },
        {
          type: "p",
          text: "We cooperate with conciliation proceedings: we answer the board in writing and take part in the hearing.",
        },
      ],
    },
    {
      id: "eu-odr",
      heading: "EU Online Dispute Resolution platform",
      blocks: [
        {
          type: "p",
          text: "The European Commission's Online Dispute Resolution (ODR) platform, at [ec.europa.eu/consumers/odr](https://ec.europa.eu/consumers/odr), was set up for consumers and traders in the EU to settle online purchase disputes out of court. The EU discontinued the platform on 20 July 2025 (Regulation (EU) 2024/3228), so it no longer accepts complaints.",
        },
        {
          type: "p",
          text: "If you live in another EU country, the European Consumer Centre in Hungary (Európai Fogyasztói Központ) or the European Consumer Centre of your own country can advise you free of charge on a cross-border dispute, and the conciliation bodies above remain available to you.",
        },
      ],
    },
    {
      id: "authorities",
      heading: "Authorities",
      blocks: [
        {
          type: "ul",
          items: [
            "**Consumer protection:** you can report a breach of consumer protection law to the consumer protection authority, which in Hungary is the government office of the capital or county (for us: the Budapest Capital Government Office, Budapest Főváros Kormányhivatala).",
            `**Personal data:** complaints about how we use personal data go to the ${NAIH.name}, ${NAIH.address}, [naih.hu](${NAIH.website}). See our [Privacy Policy](/privacy).`,
          ],
        },
      ],
    },
    {
      id: "courts",
      heading: "Courts and governing law",
      blocks: [
        {
          type: "p",
          text: "Our contract is governed by Hungarian law, and the courts of Budapest have jurisdiction. If you are a consumer, you may also bring a claim in the courts of the EU country where you live, and you keep the protection of its mandatory consumer laws. For claims up to €5,000 within the EU you can use the European Small Claims Procedure.",
        },
      ],
    },
    changesSection("Dispute Resolution page"),
  ],
});
