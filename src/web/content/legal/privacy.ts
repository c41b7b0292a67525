import { PURCHASED_TOKENS_LIFETIME_DAYS } from "../../../core/pricing";
import type { LegalDocumentFactory } from "../types";
import { changesSection, contactSection, LEGAL_EFFECTIVE_DATE, NAIH, operatorLines } from "./common";

export const privacyPolicy: LegalDocumentFactory = (party) => ({
  path: "/privacy",
  title: "Privacy Policy",
  summary: `How ${party.legalName} collects, uses, keeps and protects your personal data when you use ${party.productName}, and the rights the GDPR gives you.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      blocks: [
        {
          type: "p",
          text: `${party.productName} is operated by ${party.legalName}, a limited liability company registered in Hungary. We are the data controller for the personal data described in this policy, which means we decide why and how it is processed and we are responsible for protecting it under the EU General Data Protection Regulation (GDPR) and Hungarian Act CXII of 2011 on informational self-determination and freedom of information.`,
        },
        { type: "ul", items: operatorLines(party) },
        {
          type: "p",
          text: "This policy applies to our website, the web application and the e-mails we send. It does not apply to the landing pages you generate and publish yourself: once you publish a page, you are the controller of any data that page collects.",
        },
      ],
    },
    {
      id: "data-we-collect",
      heading: "What data we collect",
      blocks: [
        {
          type: "p",
          text: "We only collect what we need to run the service. We never ask for payment card details: purchases are currently demo payments and no card data reaches us.",
        },
        {
          type: "ul",
          items: [
            "**Account data:** your e-mail address, a securely hashed version of your password (we never store or see the password itself), whether your e-mail address is confirmed, and when you created the account and last signed in.",
            "**Profile data:** your full name, your token balance and your totals of purchased and used tokens.",
            "**Template data:** what you enter to generate or change a page (description, title, company name, page type, industry, target audience, change requests), any logo you upload, and every version of the HTML pages generated for you.",
            "**Transaction data:** your token purchases and token use: package, number of tokens, price, date, a description of each entry and the resulting balance.",
            "**Contact messages:** the name, e-mail address and message you send us through the contact form or by e-mail, and our reply.",
            "**Server logs:** technical records created when your browser talks to our servers: IP address, date and time, the address requested, browser type (user agent), the response status and error details.",
            "**Session data:** a session cookie that keeps you signed in, and the choice you made in the cookie banner. See our [Cookie Policy](/cookie-policy).",
          ],
        },
      ],
    },
    {
      id: "purposes",
      heading: "Why we use your data and on what legal basis",
      blocks: [
        {
          type: "table",
          caption: "Purposes of processing and their legal basis under Article 6 GDPR",
          head: ["Purpose", "Data used", "Legal basis"],
          rows: [
            [
              "Creating and running your account, signing you in",
              "Account and profile data, session cookie",
              "Performance of our contract with you (Art. 6(1)(b))",
            ],
            [
              "Generating, storing, previewing and letting you download your pages",
              "Template data",
              "Performance of our contract (Art. 6(1)(b))",
            ],
            [
              "Crediting, spending and expiring tokens; purchase confirmations",
              "Transaction and profile data, e-mail address",
              "Performance of our contract (Art. 6(1)(b))",
            ],
            [
              "Keeping accounting records of purchases",
              "Transaction data",
              "Legal obligation (Art. 6(1)(c)), Hungarian Act C of 2000 on Accounting",
            ],
            [
              "Answering your questions and complaints",
              "Contact messages",
              "Legitimate interest in responding to you (Art. 6(1)(f)); legal obligation for consumer complaints (Art. 6(1)(c))",
            ],
            [
              "Keeping the service secure, preventing abuse, fixing errors",
              "Server logs, account data",
              "Legitimate interest in a secure, working service (Art. 6(1)(f))",
            ],
            [
              "Receiving the submissions of the forms on your pages (leads), keeping them in your inbox and e-mailing them to you",
              "Lead data (see below)",
              "Performance of our contract with you (Art. 6(1)(b)); for the visitors who submit them, we process leads on your behalf as your processor",
            ],
            [
              "Service e-mails (confirmation, password reset, welcome, purchase receipts, new-lead notifications)",
              "E-mail address, name",
              "Performance of our contract (Art. 6(1)(b))",
            ],
          ],
        },
        {
          type: "p",
          text: "We do not send marketing newsletters, we do not sell or rent your data, and we do not use your data for advertising or profiling. We do not make decisions about you based solely on automated processing that have legal or similarly significant effects.",
        },
      ],
    },
    {
      id: "page-generation",
      heading: "How page generation uses your input",
      blocks: [
        {
          type: "p",
          text: "The text you enter to describe a page is used to build that page. By default pages are composed by software running on our own servers. Where we use an external AI model provider to write page content, the description and change requests you enter are sent to that provider only to produce your page, under a data processing agreement that forbids the provider from using them for any other purpose.",
        },
        {
          type: "p",
          text: "Please do not put personal data of other people, or sensitive data (for example health information), into page descriptions. Anything you enter may appear in the generated page.",
        },
      ],
    },
    {
      id: "leads",
      heading: "Leads: what visitors send through your pages' forms",
      blocks: [
        {
          type: "p",
          text: "The forms on pages you make here send their answers to our servers, and we keep them in your account's Leads inbox. For each lead we store the fields the visitor filled in, the page and form it came from, the page's address when the visitor's browser sends it, the time, the visitor's browser (user agent) and a keyed hash of their IP address (used only to limit abuse; we do not store the address itself). Submissions caught by our spam trap are not stored.",
        },
        {
          type: "p",
          text: "For these visitors you are the controller and we are your processor: you decide what your forms ask for, and you are responsible for telling your visitors how you use their answers (for example in a privacy notice on your page). We use leads only to deliver them to you.",
        },
        {
          type: "p",
          text: "Leads are deleted automatically after the retention period you choose in your profile (12 months unless you change it; 1 month to 3 years), and at once when you delete them, delete the page's leads or close your account. A notification e-mail per lead is on by default and can be turned off per page.",
        },
      ],
    },
    {
      id: "recipients",
      heading: "Who receives your data",
      blocks: [
        {
          type: "p",
          text: "Our staff see your data only when they need to, for example to answer a support request. We use carefully selected service providers (processors) who act on our written instructions:",
        },
        {
          type: "ul",
          items: [
            "hosting and database providers that run our servers in the European Union;",
            "an e-mail delivery provider that sends our service e-mails;",
            "where used, an AI model provider that writes page content from your description.",
          ],
        },
        {
          type: "p",
          text: "We disclose data to authorities only when the law requires it. If a processor is located outside the European Economic Area, we transfer data only with the safeguards the GDPR requires, such as an adequacy decision or the European Commission's Standard Contractual Clauses.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your data",
      blocks: [
        {
          type: "table",
          caption: "Retention periods",
          head: ["Data", "How long we keep it"],
          rows: [
            [
              "Account and profile data",
              "While your account exists, and deleted within 30 days after you close it",
            ],
            [
              "Leads (submissions of the forms on your pages)",
              "The period you choose in your profile, 12 months by default; earlier when you delete them",
            ],
            [
              "Templates and their versions, uploaded logos",
              "Until you delete them or close your account (then within 30 days)",
            ],
            [
              "Transaction data and purchase records",
              "8 years from the end of the year of the purchase, as the Hungarian Accounting Act requires",
            ],
            [
              "Token lots",
              `Purchased tokens expire ${PURCHASED_TOKENS_LIFETIME_DAYS} days after purchase; the record of them is kept with the transaction data`,
            ],
            [
              "Contact messages and complaints",
              "1 year after the matter is closed; consumer complaints and our answers for as long as the Hungarian Consumer Protection Act requires",
            ],
            ["Server logs", "30 days, or longer only while a specific security incident is investigated"],
            ["Session cookie", "Until you sign out or the session expires"],
            ["Cookie choice (local storage)", "Until you clear your browser's site data"],
          ],
        },
        {
          type: "p",
          text: "Backups are overwritten on a rolling basis, so deleted data may stay in encrypted backups for up to 35 days before it disappears completely.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        { type: "p", text: "Under the GDPR you have the following rights over your personal data:" },
        {
          type: "ul",
          items: [
            "**Access:** ask for a copy of the personal data we hold about you and how we use it.",
            "**Rectification:** have inaccurate data corrected. You can change your name, e-mail address and password yourself on your profile page.",
            '**Erasure:** ask us to delete your data ("right to be forgotten"), unless we must keep it by law, for example accounting records.',
            "**Restriction:** ask us to keep but stop using your data while a dispute about it is resolved.",
            "**Portability:** receive the data you gave us in a structured, machine-readable format, or have it sent to another provider. Your generated pages can be downloaded as HTML files at any time.",
            "**Objection:** object to processing based on our legitimate interests; we then stop unless we have compelling grounds that override your interests.",
            "**Withdrawing consent:** where we rely on your consent, you can withdraw it at any time without affecting earlier processing.",
          ],
        },
        {
          type: "p",
          text: `To use any of these rights, write to [${party.email}](mailto:${party.email}) from the e-mail address of your account. We answer within one month; for complex requests we may extend this by two further months and will tell you why. Using your rights is free of charge.`,
        },
        { type: "h3", text: "Complaints to the authority" },
        {
          type: "p",
          text: `If you think we handle your data unlawfully, please contact us first so we can fix it. You also have the right to lodge a complaint with the Hungarian data protection authority, the ${NAIH.englishName}, ${NAIH.name}:`,
        },
        {
          type: "ul",
          items: [
            `**Address:** ${NAIH.address} (postal address: ${NAIH.postal})`,
            `**Phone:** ${NAIH.phone}`,
            `**E-mail:** [${NAIH.email}](mailto:${NAIH.email})`,
            `**Website:** [naih.hu](${NAIH.website})`,
          ],
        },
        {
          type: "p",
          text: "You may instead complain to the data protection authority of the EU country where you live or work, or go to court. In Hungary the regional courts (törvényszék) hear such cases, and you may choose the court of your place of residence.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect your data",
      blocks: [
        {
          type: "ul",
          items: [
            "All traffic between your browser and our servers is encrypted (HTTPS).",
            "Passwords are stored only as salted argon2id hashes.",
            "Session cookies are HttpOnly and cannot be read by page scripts.",
            "Generated pages are previewed in an isolated sandbox, so they cannot access your account.",
            "Every request is checked so that you can only see and change your own templates and transactions.",
            "Access to production systems is limited to the staff who need it.",
          ],
        },
        {
          type: "p",
          text: "If a personal data breach is likely to put your rights at risk, we notify the NAIH within 72 hours and tell you without undue delay.",
        },
      ],
    },
    {
      id: "age",
      heading: "Age limit",
      blocks: [
        {
          type: "p",
          text: `${party.productName} is for adults. You must be 18 or older to create an account, and we do not knowingly collect data from anyone under 18. If you believe a minor has given us personal data, contact us and we will delete it.`,
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          type: "p",
          text: "We use one strictly necessary session cookie to keep you signed in and a local-storage entry to remember your cookie choice. We use no advertising or tracking cookies. Details are in our [Cookie Policy](/cookie-policy).",
        },
      ],
    },
    changesSection("Privacy Policy"),
    contactSection(
      party,
      "For any question about this policy or your personal data, contact us. We do not have a designated data protection officer; privacy requests are handled by our management directly.",
    ),
  ],
});
