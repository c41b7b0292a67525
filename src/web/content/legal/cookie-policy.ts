import { COOKIE_CONSENT_KEY } from "../../lib/cookie-consent";
import type { LegalDocumentFactory } from "../types";
import { changesSection, contactSection, LEGAL_EFFECTIVE_DATE } from "./common";

/** The localStorage key the cookie banner writes (product spec §3). */
export { COOKIE_CONSENT_KEY };

export const cookiePolicy: LegalDocumentFactory = (party) => ({
  path: "/cookie-policy",
  title: "Cookie Policy",
  summary: `Which cookies and browser storage ${party.productName} uses, why, and how you can control them. We use no advertising or tracking cookies.`,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies are",
      blocks: [
        {
          type: "p",
          text: `Cookies are small text files a website stores in your browser. Local storage is a similar browser feature that lets a site remember a setting on your device. This policy explains how ${party.legalName} uses both on ${party.productName}.`,
        },
      ],
    },
    {
      id: "what-we-use",
      heading: "What we use",
      blocks: [
        {
          type: "p",
          text: "We keep this to the minimum needed for the service to work. Everything below is first-party: it is set by our own site and never shared with others.",
        },
        {
          type: "table",
          caption: "Cookies and browser storage used on this site",
          head: ["Name", "Type", "Purpose", "How long"],
          rows: [
            [
              "Session cookie",
              "Cookie, strictly necessary",
              "Keeps you signed in after you log in and protects your account. It is HttpOnly (page scripts cannot read it) and only set when you sign in.",
              "Until you sign out or the session expires",
            ],
            [
              COOKIE_CONSENT_KEY,
              "Local storage, strictly necessary",
              'Remembers whether you chose "Accept" or "Decline" in the cookie banner, so we do not ask again. Its value is accepted or declined.',
              "Until you clear your browser's site data",
            ],
          ],
        },
        {
          type: "p",
          text: "Strictly necessary storage does not require consent under the EU ePrivacy rules and Hungarian law, because the service cannot work without it. We still tell you about it here.",
        },
      ],
    },
    {
      id: "what-we-do-not-use",
      heading: "What we do not use",
      blocks: [
        {
          type: "ul",
          items: [
            "No advertising or retargeting cookies.",
            "No third-party analytics or tracking pixels.",
            "No social-media plug-ins that track you.",
            "No selling or sharing of cookie data.",
          ],
        },
        {
          type: "p",
          text: "If we ever want to add optional cookies, we will update this policy first and only set them after you click Accept in the cookie banner.",
        },
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices",
      blocks: [
        {
          type: "p",
          text: "When you first visit, a banner asks for your choice. **Accept** and **Decline** both close it and record your choice; closing it with the × button counts as Decline. Because we only use strictly necessary storage, declining does not stop you from signing in or using the service.",
        },
        {
          type: "p",
          text: "To change your choice, clear this site's data in your browser settings: the banner appears again on your next visit. You can also block or delete cookies in your browser at any time, but if you block the session cookie you will not be able to sign in.",
        },
        {
          type: "ul",
          items: [
            "Chrome and Edge: Settings → Privacy and security → Cookies and other site data.",
            "Firefox: Settings → Privacy & Security → Cookies and Site Data.",
            "Safari: Settings → Privacy → Manage Website Data.",
          ],
        },
      ],
    },
    {
      id: "generated-pages",
      heading: "Pages you generate",
      blocks: [
        {
          type: "p",
          text: "The landing pages you generate contain no cookies or trackers from us. If you add analytics, forms or other scripts to a page you publish, you are responsible for that page's cookie notice and consent.",
        },
      ],
    },
    {
      id: "more",
      heading: "More about your data",
      blocks: [
        {
          type: "p",
          text: "How we handle personal data in general, and your rights, are described in our [Privacy Policy](/privacy).",
        },
      ],
    },
    changesSection("Cookie Policy"),
    contactSection(party, "Questions about cookies? Contact us:"),
  ],
});
