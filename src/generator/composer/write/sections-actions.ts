/**
 * The writers of the sections where the visitor acts: download, contact, order, registration, sign-up,
 * subscription, the lead form and the closing call to action.
 */

import type { Item, SectionKind } from "../../model.js";
import { EVENT_TYPES } from "../page-types.js";
import { describedAction, formAction, invitesOnly, isVolunteerEvent } from "./actions.js";
import { asBadge } from "./compact.js";
import type { WriteContext } from "./context.js";
import { machineDate, mainDate } from "./dates.js";
import { contactItems, NO_VENUE_TYPES, priceClause, priceSummary, priceTitle, venueOf } from "./facts.js";
import { contactForm, leadForm, orderForm, registrationForm, signupForm, subscribeForm } from "./forms.js";
import { gameStore } from "./game.js";
import { CLOSING_CALL_TYPES, urgentCall } from "./hero.js";
import { offeringItems, paidPrices } from "./offerings.js";
import { INVITATION_HOMES, placeStory, pointContext } from "./placement.js";
import { repeatsThePage } from "./points.js";
import type { PageFrame, Writer } from "./section-frame.js";
import { asSentence, capitalize, sameText } from "./text.js";

/**
 * The description's invitations ("Join the waitlist for the mobile app."), said in the first section of
 * the page where a visitor acts, above its form; undefined in any other.
 */
function invitationsHere(c: WriteContext, page: PageFrame, kind: SectionKind): string | undefined {
  if (page.order.find((k) => INVITATION_HOMES.includes(k)) !== kind) return undefined;
  const lines = placeStory(c, page.order, false).invitations.map((s) => asSentence(s.trim()));
  return lines.length > 0 ? lines.join(" ") : undefined;
}

/** A section's own lead, then the invitations said beside its form. */
/** A line and the owner's invitations after it, the line closed by a stop ("Emergency plumber Manchester. Call …"). */
const withInvitations = (lead: string | undefined, invitations: string | undefined) =>
  [lead && invitations ? asSentence(lead) : lead, invitations].filter(Boolean).join(" ") || undefined;

/** The action sections' writers, gathered by SECTION_WRITERS (sections.ts). */
export const ACTION_WRITERS = {
  download: (c, page) => {
    // Where the app is to be had, in the owner's words, above the badges (or instead of them); what the
    // button or the chips already say ("Wishlist it on Steam today") is not said again.
    const context = pointContext(c, page.order);
    context.shown.push(page.action);
    const all = placeStory(c, page.order, false).download;
    const fresh = all.filter((s) => !repeatsThePage(s, context));
    // Without store links the section still says where it is to be had.
    const said = fresh.length > 0 || c.brief.urls.length > 0 ? fresh : all.slice(0, 1);
    const where = said.map((s) => asSentence(asBadge(s.replace(/[.!?…]+$/u, ""), c.lang))).join(" ");
    const store = gameStore(c);
    const stores = c.brief.urls.flatMap((url): Item[] =>
      /apps\.apple\.com|itunes\.apple\.com/i.test(url)
        ? [{ title: "App Store", href: url }]
        : /play\.google\.com/i.test(url)
          ? [{ title: "Google Play", href: url }]
          : [],
    );
    return {
      eyebrow: c.say("Download"),
      heading: store
        ? c.say("{title} on {store}", { title: c.title, store })
        : c.productWords(
            c.choose("download-heading", ["Get {company}", "Download {company}", "{company} on your phone"]),
          ),
      lead: withInvitations(where, invitationsHere(c, page, "download")),
      items: stores,
      placeholder: stores.length === 0 ? c.say("Add your App Store and Google Play links here") : undefined,
    };
  },

  contact: (c, page) => {
    const shop = c.source.landingPageType === "e-commerce";
    // Every product the page sells, each with its price, as the order form's choice.
    const products = shop
      ? offeringItems(c).items.map((it) => (it.price ? `${it.title} (${it.price})` : it.title))
      : [];
    return {
      eyebrow: c.say(shop ? "Order" : "Contact"),
      heading: shop
        ? c.say(c.choose("order-heading", ["Order", "Place an order", "Order from us"] as const))
        : c.words(c.choose("contact-heading", c.profile.contactHeadings)),
      lead: invitationsHere(c, page, "contact"),
      items: contactItems(
        c.brief,
        c.lang,
        NO_VENUE_TYPES.has(c.source.landingPageType),
        EVENT_TYPES.includes(c.source.landingPageType),
      ),
      form: shop ? orderForm(c, products) : contactForm(c),
    };
  },

  registration: (c, page) => {
    const date = mainDate(c.brief.dates);
    if (date?.past) {
      return {
        eyebrow: c.say("Registration"),
        heading: c.say("This event has taken place"),
        lead: c.say("{title} took place: {date}.", { title: c.title, date: date.text }),
        items: [],
        form: contactForm(c, c.say("Ask about the next one"), "form-registration"),
        past: true,
      };
    }
    const summary: Item[] = [];
    if (date)
      summary.push({ title: c.say("When"), text: date.text, datetime: machineDate(date), icon: "calendar" });
    const where = venueOf(c);
    if (where) summary.push({ title: c.say("Where"), text: where, icon: "map-pin" });
    const prices = paidPrices(c);
    if (prices.length > 0)
      summary.push({
        title: c.say("Price"),
        text: priceSummary(prices, c.brief.description),
        icon: "ticket",
      });
    // A choice of ticket when the description names several: each as written ("£12 in advance").
    const tickets = prices.map((p) => {
      const title = priceTitle(p, c.brief.description, c.brief.prices);
      const line = priceClause(p, c.brief.description);
      return title ? `${capitalize(title)} (${line})` : line;
    });
    return {
      eyebrow: c.say("Registration"),
      heading: c.say(
        isVolunteerEvent(c)
          ? "Join us"
          : c.choose("registration-heading", ["Register", "Book your place", "Save your seat"] as const),
      ),
      lead: invitationsHere(c, page, "registration"),
      items: summary,
      form: registrationForm(c, page.action, tickets),
    };
  },

  signup: (c, page) => ({
    eyebrow: c.say("Sign up"),
    // The heading names the product or the sign-up; the button beside it says what the visitor gets.
    heading:
      c.source.landingPageType === "product-launch"
        ? describedAction(c)
          ? c.say("Get {company}", { company: c.product })
          : c.say(
              c.choose("signup-heading", [
                "Be the first to know",
                "Hear about it first",
                "Stay in the loop",
              ] as const),
            )
        : c.words(
            c.choose(
              "signup-heading",
              invitesOnly(c) ? ["Request access"] : ["Get started with {company}", "Sign up for {company}"],
            ),
          ),
    lead: invitationsHere(c, page, "signup"),
    items: [],
    form: signupForm(c, formAction(c)),
  }),

  subscribe: (c, page) => ({
    eyebrow: c.say("Subscribe"),
    heading: c.words(
      c.choose(
        "subscribe-heading",
        // Not the button's own words again ("Join the list" above a "Join the list" button).
        ["Subscribe to {company}", "Get {company} in your inbox", "Join the list"].filter(
          (h) => c.words(h) !== page.action,
        ),
      ),
    ),
    lead: invitationsHere(c, page, "subscribe"),
    items: [],
    form: subscribeForm(c, page.action),
  }),

  "lead-form": (c, page) => ({
    eyebrow: c.say("Contact"),
    heading: c.words(
      // Named after the business, so it neither repeats the main button nor reads like every other page.
      c.choose("lead-heading", [
        "Contact {company}",
        "Write to {company}",
        "Get in touch with {company}",
        "Ask {company}",
      ]),
    ),
    lead: invitationsHere(c, page, "lead-form"),
    items: contactItems(
      c.brief,
      c.lang,
      NO_VENUE_TYPES.has(c.source.landingPageType),
      EVENT_TYPES.includes(c.source.landingPageType),
    ),
    form: leadForm(c, "form-lead", describedAction(c)),
  }),

  // The closing band is headed by the business's name and recalls the headline beneath it: the hero's
  // heading twice would make two regions of one name.
  cta: (c, page) => ({
    heading: sameText(c.company, c.title) ? c.say("Get in touch with {company}") : c.company,
    lead: withInvitations(
      sameText(c.company, c.title) ? undefined : c.title,
      invitationsHere(c, page, "cta"),
    ),
    items: [],
    // An urgent trade's closing button dials, as its hero's does (a lead page's hero holds the form instead).
    cta: urgentCall(c, CLOSING_CALL_TYPES) ?? { label: page.action, href: page.target },
  }),
} satisfies Partial<Record<SectionKind, Writer>>;
