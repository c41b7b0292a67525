import type { ContentSection, LegalParty } from "../types";

/** Every legal page carries the same effective date (product spec §2). */
export const LEGAL_EFFECTIVE_DATE = "October 10, 2025";

/** The Hungarian data-protection authority, named in the privacy policy and dispute pages. */
export const NAIH = {
  name: "Nemzeti Adatvédelmi és Információszabadság Hatóság (NAIH)",
  englishName: "Hungarian National Authority for Data Protection and Freedom of Information",
  address: "Falk Miksa utca 9-11, 1055 Budapest, Hungary",
  postal: "1363 Budapest, Pf. 9.",
  phone: "+36 1 391 1400",
  email: "ugyfelszolgalat@naih.hu",
  website: "https://naih.hu",
} as const;

/** The operator block: who we are and how to reach us. */
export function operatorLines(party: LegalParty): string[] {
  return [
    `**Company:** ${party.legalName}`,
    `**Registered seat:** ${party.address}`,
    `**Company registration number:** ${party.registrationNumber}`,
    ...(party.taxNumber ? [`**Tax number:** ${party.taxNumber}`] : []),
    `**E-mail:** [${party.email}](mailto:${party.email})`,
    `**Phone:** [${party.phone}](tel:${party.phone.replace(/[^+\d]/g, "")})`,
  ];
}

/** The closing "Contact us" section shared by all legal documents. */
export function contactSection(party: LegalParty, lead: string): ContentSection {
  return {
    id: "contact",
    heading: "How to contact us",
    blocks: [
      { type: "p", text: lead },
      { type: "ul", items: operatorLines(party) },
      {
        type: "p",
        text: "You can also write to us through the contact form on our [About & Contact](/about) page.",
      },
    ],
  };
}

/** The "changes to this document" section shared by all legal documents. */
export function changesSection(documentName: string): ContentSection {
  return {
    id: "changes",
    heading: `Changes to this ${documentName}`,
    blocks: [
      {
        type: "p",
        text: `We may update this ${documentName} when the service or the law changes. We publish every new version on this page with a new effective date. If a change materially affects your rights, we tell you by e-mail or in the app at least 15 days before it takes effect. Changes never apply to purchases you completed before the change.`,
      },
    ],
  };
}
