export const ABOUT_CONTENT = {
  title: "About & Contact",
  lead: "We help small teams get a professional landing page online without waiting weeks for a designer or fighting a page builder.",
  missionHeading: "Our mission",
  mission: [
    "A good landing page shouldn't need an agency budget. Describe your business in your own words and get a complete, responsive page in about a minute: real copy, a layout that fits your page type and a palette that suits your industry.",
    "You own the result. Every page is a single HTML file you can download, edit in any editor and host wherever you like, with no lock-in and no subscription. You pay only for what you generate, with prepaid tokens.",
    "We are a small team based in Budapest, building for marketers, agencies, developers, entrepreneurs and business owners across Europe.",
  ],
  values: [
    { title: "Yours to keep", text: "Plain HTML files you can edit, host and reuse anywhere." },
    { title: "Fair pricing", text: "Prepaid tokens, exact costs shown up front, failed generations free." },
    { title: "Privacy first", text: "No ad trackers, data kept in the EU, GDPR rights respected." },
  ],
  contactHeading: "Get in touch",
  contactLead:
    "Questions about your account, tokens or a refund? Send us a message and we'll reply by e-mail, usually within one business day.",
  detailsHeading: "Contact details",
  supportNote: "Support covers the platform: account, tokens, purchases, generation and downloads.",
} as const;

/** Success toast after the contact form is sent (product spec §8). */
export const CONTACT_SUCCESS_TITLE = "Message sent!";
export const CONTACT_SUCCESS_DESCRIPTION = "Thank you for contacting us. We'll respond shortly.";
export const CONTACT_FAILED_TITLE = "Message not sent";
export const CONTACT_FAILED_FALLBACK = "We could not send your message. Please try again in a moment.";
