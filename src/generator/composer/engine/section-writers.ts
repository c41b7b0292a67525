/**
 * One writer per section kind: turns the copy context into a section's headings, items and form.
 * Any kind can be added to any page type (iteration "add a pricing section"), so writers never assume
 * the page type; they only use it to pick fitting words.
 */
import type { FormField, FormSpec, Item, Section, SectionKind } from "../../model.js";
import type { CopyContext } from "./copy-context.js";
import type { IconName } from "./icon-set.js";
import { formatLongDate, formatShortDate, formatTime } from "./prompt-dates.js";
import { article, capitalize, clip, decapitalize, sentence } from "./prompt-text.js";

type Writer = (c: CopyContext) => Omit<Section, "kind" | "variant">;

const CHECK_ICONS: IconName[] = ["circle-check", "badge-check", "sparkles", "award", "star", "zap"];

/** The page's main call to action, worded for its type (and the person's override, if any). */
export function primaryCta(c: CopyContext): string {
  if (c.settings.overrides.buttonText) return c.settings.overrides.buttonText;
  const byType: Record<string, [string, string, string]> = {
    "business-homepage": ["Get in touch", "Request a consultation", "Say hello"],
    "product-launch": ["Pre-order now", "Reserve your unit", "Grab yours early"],
    "lead-generation": ["Get my free consultation", "Request your free assessment", "Yes, send it to me"],
    "facebook-ads": ["Claim my offer", "Request your offer", "Claim my offer"],
    "google-ads": ["Get my free quote", "Request a free quote", "Get my free quote"],
    "event-registration": ["Reserve my seat", "Register now", "Count me in"],
    "app-download": ["Download the app", "Download now", "Get the app free"],
    "saas-signup": ["Start free trial", "Start your trial", "Try it free"],
    "e-commerce": ["Shop the collection", "View the collection", "Start shopping"],
    portfolio: ["Start a project", "Discuss your project", "Let's work together"],
    webinar: ["Save my seat", "Register for the webinar", "Save my spot"],
    newsletter: ["Subscribe", "Subscribe", "Subscribe free"],
  };
  const [neutral, formal, friendly] = byType[c.source.landingPageType];
  return c.tone({ neutral, formal, friendly });
}

/** Where the main call to action leads: the page's main form or section. */
export function primaryTarget(order: SectionKind[]): string {
  const preferred: SectionKind[] = [
    "lead-form",
    "registration",
    "signup",
    "subscribe",
    "contact",
    "download",
    "products",
    "pricing",
  ];
  const found = preferred.find((k) => order.includes(k));
  return found ? `#${found}` : "#main";
}

function form(id: string, fields: FormField[], submitLabel: string, c: CopyContext, note?: string): FormSpec {
  return {
    id: `form-${id}`,
    fields,
    submitLabel,
    thanksTitle: c.tone({ neutral: "Thank you!", formal: "Thank you.", friendly: "You're in!" }),
    thanksText: c.tone({
      neutral: `We have received your details. Someone from ${c.company} will be in touch shortly.`,
      formal: `Your request has been received. A member of the ${c.company} team will contact you shortly.`,
      friendly: `Thanks for reaching out! The ${c.company} team will get back to you very soon.`,
    }),
    note,
  };
}

const NAME: FormField = {
  name: "name",
  label: "Full name",
  type: "text",
  required: true,
  autocomplete: "name",
};
const EMAIL: FormField = {
  name: "email",
  label: "Email address",
  type: "email",
  required: true,
  autocomplete: "email",
};
const PHONE: FormField = {
  name: "phone",
  label: "Phone (optional)",
  type: "tel",
  required: false,
  autocomplete: "tel",
};
const MESSAGE: FormField = { name: "message", label: "How can we help?", type: "textarea", required: true };

/** Feature-style sentences for a phrase from the prompt, by tone; {p} is the phrase, {a} the audience. */
const PHRASE_LINES = {
  neutral: [
    "{P}, built around the way {a} already work and ready in minutes.",
    "{P}, designed around {a} and refined with their feedback.",
    "We take care of {p} end to end, so you can focus on what matters.",
    "{P} backed by {c}'s team and a clear, honest process.",
    "Everything you need for {p}, without the usual friction.",
    "{P}, done properly: simple to start and easy to rely on.",
  ],
  formal: [
    "{P}, delivered to a consistently high standard for {a}.",
    "A structured approach to {p}, supported by {c}'s specialists.",
    "{P} with clear accountability and transparent reporting.",
    "{c} manages {p} with care, precision and full transparency.",
    "Dependable {p}, tailored to the requirements of {a}.",
    "{P}, planned and executed to professional standards.",
  ],
  friendly: [
    "{P}, sorted. Now you can get on with your day.",
    "Say hello to {p}, made with {a} in mind.",
    "We've got {p} covered, start to finish. No stress.",
    "{P}, the easy way. You'll wonder how you managed before.",
    "Love {p}? So do we. That's why we made it brilliant.",
    "{P}, minus the hassle, plus a team that actually cares.",
  ],
};

function phraseLine(c: CopyContext, phrase: string, i: number): string {
  const lines = c.tone(PHRASE_LINES);
  const line = lines[(i + c.vary("phrase-line", lines.length)) % lines.length];
  return line
    .replace("{P}", capitalize(phrase))
    .replace("{p}", decapitalize(phrase))
    .replace("{a}", c.audience)
    .replace("{c}", c.company);
}

/** Cards for features/services: the prompt's phrases first, the industry's offerings after. */
function offeringItems(c: CopyContext, n: number, promptFirst: boolean): Item[] {
  const fromPrompt: Item[] = c.phrases.map((p, i) => ({
    title: capitalize(clip(p, 48)),
    text: phraseLine(c, p, i),
  }));
  const fromIndustry: Item[] = c.profile.offerings.map(([title, text]) => ({ title, text }));
  const merged = promptFirst
    ? [...fromPrompt, ...fromIndustry]
    : [...fromIndustry.slice(0, 2), ...fromPrompt, ...fromIndustry.slice(2)];
  const seen = new Set<string>();
  const items = merged.filter((it) => {
    const key = it.title.toLowerCase().replace(/s\b/g, "");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return items.slice(0, n).map((it, i) => ({ ...it, icon: c.profile.icons[i % c.profile.icons.length] }));
}

function heading(c: CopyContext, neutral: string, formal: string, friendly: string): string {
  return c.tone({ neutral, formal, friendly });
}

const forAudience = (c: CopyContext) => (c.hasAudience ? ` for ${c.audience}` : "");

export const SECTION_WRITERS: Record<SectionKind, Writer> = {
  hero: () => ({ heading: "", items: [] }), // written by hero-writer.ts (it needs the whole page order)

  services: (c) => ({
    eyebrow: "Services",
    heading: heading(
      c,
      `What ${c.company} does for you`,
      `Our services${forAudience(c)}`,
      "Here's how we can help",
    ),
    lead: `Practical help${forAudience(c)}, from the first conversation to results you can see.`,
    items: offeringItems(c, c.count(6), false),
  }),

  features: (c) => ({
    eyebrow: "Features",
    heading: heading(
      c,
      `Everything you need, nothing you don't`,
      `Capabilities built for ${c.audience}`,
      "The good stuff, all in one place",
    ),
    lead: `${c.company} brings ${c.profile.outcomes[0]} and ${c.profile.outcomes[1]} together in one place.`,
    items: offeringItems(c, c.count(6), true),
  }),

  benefits: (c) => ({
    eyebrow: "Why it matters",
    heading: heading(
      c,
      `Why ${c.audience} choose ${c.company}`,
      `The benefits for ${c.audience}`,
      `Why you'll love ${c.company}`,
    ),
    items: c.profile.outcomes.slice(0, c.count(4)).map((o, i) => ({
      title: capitalize(o),
      text: c.profile.offerings[(i + 1) % c.profile.offerings.length][1],
      icon: c.profile.icons[(i + 2) % c.profile.icons.length],
    })),
  }),

  deliverables: (c) => ({
    eyebrow: "What you get",
    heading: heading(c, "Here's exactly what you get", "What is included", "Here's what's inside"),
    lead: "No fine print and no obligation. Just useful, concrete help.",
    items: [
      ...c.phrases
        .slice(0, 2)
        .map((p) => ({ title: capitalize(p), text: "Included from day one, at no extra cost." })),
      ...c.profile.offerings.slice(0, 4).map(([title, text]) => ({ title, text })),
    ]
      .slice(0, c.count(4))
      .map((it, i) => ({ ...it, icon: CHECK_ICONS[i % CHECK_ICONS.length] })),
  }),

  learn: (c) => ({
    eyebrow: "Agenda",
    heading: heading(c, "What you will learn", "Session outline", "What you'll walk away with"),
    items: [...c.phrases, ...c.profile.offerings.map(([t]) => t)].slice(0, c.count(4)).map((p, i) => ({
      title: capitalize(p),
      text: `${c.tone({ neutral: "Practical steps and real examples on", formal: "A structured look at", friendly: "Real-world tips on" })} ${decapitalize(p)} that you can apply the next day.`,
      icon: CHECK_ICONS[i % CHECK_ICONS.length],
    })),
  }),

  about: (c) => {
    const noun = c.profile.noun;
    const body = [
      c.extraSentences[0] ? sentence(c.extraSentences[0]) : "",
      `${c.company} is ${article(noun)} ${noun} for ${c.audience} who want ${c.profile.outcomes[0]} and ${c.profile.outcomes[2]}.`,
      c.tone({
        neutral: "We keep things simple: listen first, explain clearly, and deliver what we promise.",
        formal:
          "Our approach is straightforward: we listen carefully, advise candidly and deliver what we commit to.",
        friendly:
          "We keep it simple: we listen, we explain things in plain words, and we deliver. Every time.",
      }),
    ].filter(Boolean);
    return {
      eyebrow: "About us",
      heading: heading(c, `About ${c.company}`, `About ${c.company}`, `Nice to meet you, we're ${c.company}`),
      lead: body.join(" "),
      items: c.profile.outcomes.slice(0, 3).map((o) => ({ title: capitalize(o) })),
    };
  },

  stats: (c) => ({
    eyebrow: "By the numbers",
    heading: heading(c, "Results that speak for themselves", "Our record", "The numbers we're proud of"),
    items: c.profile.stats.map(([value, label]) => ({ title: value, text: label })),
  }),

  testimonials: (c) => ({
    eyebrow: "Testimonials",
    heading: heading(
      c,
      `What ${c.profile.customers} say`,
      "Client testimonials",
      "Don't just take our word for it",
    ),
    items: c.profile.testimonials
      .slice(0, c.count(3))
      .map(([quote, name, role]) => ({ title: name, text: quote, meta: role, rating: 5 })),
  }),

  reviews: (c) => ({
    eyebrow: "Reviews",
    heading: heading(c, "Loved by thousands of customers", "Customer reviews", "Our customers say it best"),
    lead: `Rated ${c.profile.stats.find(([v]) => v.includes("/5"))?.[0] ?? "4.8/5"} on average from verified buyers.`,
    items: c.profile.testimonials
      .slice(0, c.count(3))
      .map(([quote, name, role]) => ({ title: name, text: quote, meta: role, rating: 5 })),
  }),

  contact: (c) => ({
    eyebrow: "Contact",
    heading: heading(c, "Let's talk", "Contact us", "Say hello"),
    lead: `Tell us a little about what you need and ${c.company} will reply within one working day.`,
    items: [
      {
        title: "Email",
        text: `hello@${c.company.toLowerCase().replace(/[^a-z0-9]+/g, "") || "example"}.com`,
        icon: "mail",
      },
      { title: "Response time", text: "Within one working day", icon: "clock" },
      ...(c.place ? [{ title: "Location", text: c.place, icon: "map-pin" }] : []),
    ],
    form: form(
      "contact",
      [NAME, EMAIL, MESSAGE],
      c.tone({ neutral: "Send message", formal: "Submit enquiry", friendly: "Send it over" }),
      c,
    ),
  }),

  "lead-form": (c) => ({
    eyebrow: c.tone({ neutral: "Limited offer", formal: "Request", friendly: "Almost there" }),
    heading: c.tone({
      neutral: "Claim your offer now",
      formal: "Request your offer",
      friendly: "Grab your offer",
    }),
    lead: `${sentence(c.title)} Leave your details and we'll get back to you within one working day. It takes 30 seconds.`,
    items: [],
    form: form(
      "lead",
      [NAME, EMAIL, PHONE],
      primaryCta(c),
      c,
      "No spam, no obligation. We never share your details.",
    ),
  }),

  registration: (c) => {
    const webinar = c.source.landingPageType === "webinar";
    return {
      eyebrow: "Registration",
      heading: heading(
        c,
        webinar ? "Save your free seat" : "Reserve your place",
        "Register now",
        webinar ? "Grab your free spot" : "Join us!",
      ),
      lead: `${formatLongDate(c.event)}${c.event.hasTime || webinar ? ` at ${formatTime(c.event)}` : ""}. ${webinar ? "Free to attend; the recording is sent to everyone who registers." : "Places are limited; registration takes under a minute."}`,
      items: [],
      form: form(
        "registration",
        [
          NAME,
          EMAIL,
          webinar
            ? {
                name: "role",
                label: "Your role (optional)",
                type: "text",
                required: false,
                autocomplete: "organization-title",
              }
            : {
                name: "ticket",
                label: "Ticket type",
                type: "select",
                required: true,
                options: ["Standard", "VIP", "Student"],
              },
        ],
        primaryCta(c),
        c,
        "You'll receive a confirmation e-mail with the details.",
      ),
    };
  },

  signup: (c) => ({
    eyebrow: "Get started",
    heading: heading(c, `Start your free trial of ${c.company}`, "Create your account", "Ready when you are"),
    lead: "Free for 14 days. No credit card required. Cancel anytime.",
    items: [],
    form: form(
      "signup",
      [
        NAME,
        { ...EMAIL, label: "Work email" },
        {
          name: "size",
          label: "Team size",
          type: "select",
          required: true,
          options: ["Just me", "2-10", "11-50", "51-200", "200+"],
        },
      ],
      primaryCta(c),
      c,
      "By signing up you agree to our terms and privacy policy.",
    ),
  }),

  subscribe: (c) => ({
    eyebrow: "Subscribe",
    heading: heading(
      c,
      `Get ${c.title} in your inbox`,
      `Subscribe to ${c.title}`,
      "Don't miss the next issue",
    ),
    lead: `Join thousands of ${c.audience} who read it every week. Free, and you can unsubscribe with one click.`,
    items: [],
    form: form(
      "subscribe",
      [{ ...EMAIL, label: "Your email address" }],
      primaryCta(c),
      c,
      "No spam. Unsubscribe anytime.",
    ),
  }),

  "problem-solution": (c) => ({
    eyebrow: "Why now",
    heading: heading(c, "There's a better way", "The challenge, and our answer", "We've all been there"),
    items: [
      {
        title: c.tone({ neutral: "The problem", formal: "The challenge", friendly: "Sound familiar?" }),
        points: [
          "Too much time lost on work that should be simple",
          "Tools and providers that don't work together",
          "Costs that are hard to predict",
          "No clear picture of what is working",
        ].slice(0, c.count(4)),
      },
      {
        title: `The ${c.company} way`,
        points: [...c.phrases.slice(0, 2).map(capitalize), ...c.profile.outcomes.map(capitalize)].slice(
          0,
          c.count(4),
        ),
        highlight: true,
      },
    ],
  }),

  "how-it-works": (c) => ({
    eyebrow: "How it works",
    heading: heading(c, "Up and running in three steps", "How it works", "As easy as 1, 2, 3"),
    items: [
      {
        title: "Tell us what you need",
        text: `A short form or a quick call: we learn what matters to you.`,
        icon: "message-circle",
      },
      {
        title: `${c.company} sets it up`,
        text: `We tailor everything to ${c.audience}, so it fits from day one.`,
        icon: "cog",
      },
      {
        title: "Enjoy the results",
        text: `${capitalize(c.profile.outcomes[0])}, ${c.profile.outcomes[1]}, and support whenever you need it.`,
        icon: "rocket",
      },
    ],
  }),

  pricing: (c) => {
    const cur = c.price?.currency ?? "€";
    const base = c.price?.amount ?? (c.source.landingPageType === "product-launch" ? 149 : 29);
    const prices = [Math.round(base * 0.5), base, Math.round(base * 2.5)];
    const names =
      c.source.landingPageType === "product-launch"
        ? ["Early bird", "Standard", "Bundle"]
        : ["Starter", "Pro", "Business"];
    const unique = new Map(
      [...c.phrases.map(capitalize), ...c.profile.offerings.map(([t]) => t)].map((f) => [
        f.toLowerCase().replace(/s\b/g, ""),
        f,
      ]),
    );
    const feats = [...unique.values()];
    const period = c.source.landingPageType === "product-launch" ? "one-off" : "per month";
    return {
      eyebrow: "Pricing",
      heading: heading(c, "Simple, transparent pricing", "Plans and pricing", "Pick the plan that fits"),
      lead: "No hidden fees. Change or cancel your plan at any time.",
      items: names.map((name, i) => ({
        title: name,
        price: `${cur}${prices[i]}`,
        meta: period,
        text: [
          "Everything to get started.",
          "Our most popular choice.",
          "For growing teams with more to do.",
        ][i],
        points: feats.slice(0, 3 + i).concat(i === 2 ? ["Priority support"] : []),
        highlight: i === 1,
      })),
    };
  },

  faq: (c) => {
    const typeQ: Record<string, [string, string]> = {
      webinar: [
        "Will there be a recording?",
        "Yes. Everyone who registers receives the recording and slides by e-mail.",
      ],
      "event-registration": [
        "Can I transfer my ticket?",
        "Yes, send us the new attendee's name up to 48 hours before the event.",
      ],
      "product-launch": [
        "When will my order ship?",
        `Pre-orders ship from ${formatLongDate(c.event)}, in the order they were placed.`,
      ],
      "saas-signup": [
        "Do I need a credit card for the trial?",
        "No. Try every feature free for 14 days, then choose a plan.",
      ],
      "lead-generation": ["Is it really free?", "Yes. There is no cost and no obligation."],
      newsletter: [
        "How often will I hear from you?",
        "One e-mail a week, and you can unsubscribe with one click.",
      ],
    };
    const extra = typeQ[c.source.landingPageType];
    // One question about something the prompt itself mentions, so the FAQ speaks about this business.
    const own = c.phrases.find(
      (p) => p.split(" ").length <= 4 && !/\b(?:in|for|at|of|about|on|to|from|over)\b|\d/i.test(p),
    );
    const plural = own ? /[^s]s$/i.test(own) : false;
    const fromPrompt: [string, string][] = own
      ? [
          [
            `${plural ? "Are" : "Is"} ${decapitalize(own)} included?`,
            `Yes. ${capitalize(own)} ${plural ? "are" : "is"} part of what ${c.company} offers ${c.audience}, with no hidden extras. Ask us anything about ${plural ? "them" : "it"} and we will reply within one working day.`,
          ],
        ]
      : [];
    const qs = [...(extra ? [extra] : []), ...fromPrompt, ...c.profile.faq];
    return {
      eyebrow: "FAQ",
      heading: heading(
        c,
        "Frequently asked questions",
        "Frequently asked questions",
        "Questions? We've got answers",
      ),
      items: qs.slice(0, c.count(4)).map(([q, a]) => ({ title: q, text: a })),
    };
  },

  trust: (c) => ({
    eyebrow: "Trusted",
    heading: heading(
      c,
      `Why ${c.audience} trust ${c.company}`,
      "Trusted and verified",
      "You're in good hands",
    ),
    items: [
      { title: c.profile.stats[0][0], text: c.profile.stats[0][1], icon: "award" },
      { title: c.profile.stats[2][0], text: c.profile.stats[2][1], icon: "users" },
      { title: "Secure and private", text: "Your data is encrypted and never sold.", icon: "lock" },
      { title: "Money-back guarantee", text: "Not happy? We'll make it right.", icon: "shield-check" },
    ],
    extra: {
      quote: c.profile.testimonials[0][0],
      name: c.profile.testimonials[0][1],
      role: c.profile.testimonials[0][2],
    },
  }),

  "event-details": (c) => ({
    eyebrow: "Event details",
    heading: heading(c, "When and where", "Event information", "Save the date"),
    items: [
      { title: "Date", text: formatLongDate(c.event), icon: "calendar" },
      { title: "Time", text: `${formatTime(c.event)} (doors open 30 minutes earlier)`, icon: "clock" },
      { title: "Venue", text: c.place || "Announced to registered guests", icon: "map-pin" },
      {
        title: "Tickets",
        text: c.price ? `From ${c.price.currency}${c.price.amount}` : "Limited places available",
        icon: "ticket",
      },
    ],
  }),

  agenda: (c) => {
    const topics = [...c.phrases.map(capitalize), ...c.profile.offerings.map(([t]) => t)];
    const slots = [
      "Welcome and opening keynote",
      topics[0],
      topics[1],
      "Networking break",
      topics[2],
      "Panel Q&A and closing drinks",
    ];
    return {
      eyebrow: "Agenda",
      heading: heading(c, "The programme", "Agenda", "What's happening"),
      items: slots.slice(0, c.count(5)).map((title, i) => {
        const minutes = c.event.hour * 60 + c.event.minute + i * 45;
        const h = Math.floor(minutes / 60) % 24;
        const m = minutes % 60;
        return {
          title,
          meta: formatTime({ ...c.event, hour: h, minute: m }),
          text:
            i === 0
              ? `Coffee, introductions and a welcome from the ${c.company} team.`
              : `With ${c.profile.people[i % c.profile.people.length][0]}`,
        };
      }),
    };
  },

  speakers: (c) => ({
    eyebrow: "Speakers",
    heading: heading(c, "Meet the speakers", "Speakers", "Who you'll hear from"),
    items: c.profile.people.map(([name, role]) => ({ title: name, meta: role })),
  }),

  host: (c) => {
    const [name, role] = c.profile.people[0];
    return {
      eyebrow: "Your host",
      heading: heading(c, `Hosted by ${name}`, `Presented by ${name}`, `Say hi to ${name}`),
      lead: `${name}, ${role} at ${c.company}, has helped hundreds of ${c.audience} with ${c.profile.outcomes[0]}. Expect practical advice, real examples and time for your questions.`,
      items: [{ title: name, meta: role }],
    };
  },

  team: (c) => ({
    eyebrow: "Team",
    heading: heading(c, "The people behind the work", "Our team", "Meet the crew"),
    items: c.profile.people.map(([name, role]) => ({ title: name, meta: role })),
  }),

  ratings: (c) => ({
    eyebrow: "Ratings",
    heading: heading(c, "Rated 4.8 by people who use it daily", "Ratings and reviews", "People love it"),
    items: [
      { title: "4.8", meta: "App Store rating", rating: 5 },
      { title: "4.7", meta: "Google Play rating", rating: 5 },
      { title: "250k+", meta: "downloads" },
    ],
    extra: { quote: c.profile.testimonials[1][0], name: c.profile.testimonials[1][1] },
  }),

  download: (c) => ({
    eyebrow: "Download",
    heading: heading(c, `Get ${c.title} today`, `Download ${c.title}`, `Get ${c.title} free`),
    lead: `Free on iPhone and Android. Set up in under a minute${forAudience(c)}.`,
    items: [],
  }),

  logos: (c) => ({
    eyebrow: "",
    heading: c.tone({
      neutral: "Trusted by leading teams",
      formal: "Trusted by leading organisations",
      friendly: "In great company",
    }),
    items: c.profile.logos
      .filter((name) => name.toLowerCase() !== c.company.toLowerCase())
      .map((name) => ({ title: name })),
  }),

  products: (c) => {
    const cur = c.price?.currency ?? "€";
    const items = c.profile.products.slice(0, c.count(4)).map(([name, price, text], i) => {
      const p = i === 0 && c.price ? c.price.amount : price;
      return {
        title: name,
        price: p === 0 ? "Free" : `${cur}${p.toLocaleString("en-US")}`,
        text,
        icon: c.profile.icons[i % c.profile.icons.length],
      };
    });
    if (c.phrases[0]) items[0] = { ...items[0], title: capitalize(clip(c.phrases[0], 40)) };
    return {
      eyebrow: "Shop",
      heading: heading(c, "Bestsellers", "Our collection", "Customer favourites"),
      lead: `Chosen by ${c.audience}. Free delivery on orders over ${cur}50.`,
      items,
    };
  },

  shipping: (c) => ({
    eyebrow: "Delivery and returns",
    heading: heading(c, "Shop with confidence", "Delivery, returns and payment", "The easy bit"),
    items: [
      { title: "Free delivery", text: "On orders over €50, with tracking on every parcel.", icon: "truck" },
      {
        title: "30-day returns",
        text: "Free and simple. Print the label and drop it off.",
        icon: "refresh-cw",
      },
      { title: "Secure payment", text: "Cards, wallets and pay-in-three, fully protected.", icon: "lock" },
      { title: "Real support", text: `The ${c.company} team replies within hours.`, icon: "message-circle" },
    ],
  }),

  projects: (c) => ({
    eyebrow: "Selected work",
    heading: heading(c, "Recent projects", "Selected projects", "Stuff we're proud of"),
    items: [
      ...c.phrases.slice(0, 2).map((p) => ({
        title: capitalize(clip(p, 40)),
        text: `A ${c.industryLabel.toLowerCase()} project for ${c.audience}.`,
      })),
      ...c.profile.projects.map(([title, text]) => ({ title, text })),
    ]
      .slice(0, c.count(4) + (c.count(4) % 2))
      .map((it, i) => ({
        ...it,
        meta: `${c.event.year - (i % 3)}`,
        icon: c.profile.icons[i % c.profile.icons.length],
      })),
  }),

  gallery: (c) => ({
    eyebrow: "Gallery",
    heading: heading(c, "A closer look", "Gallery", "Take a peek"),
    items: c.profile.projects.map(([title]) => ({ title, icon: c.profile.icons[0] })).slice(0, 4),
  }),

  skills: (c) => ({
    eyebrow: "Expertise",
    heading: heading(c, "Skills and expertise", "Areas of expertise", "What I'm great at"),
    items: c.profile.skills.map((s, i) => ({ title: s, meta: `${96 - i * 4}%` })),
  }),

  countdown: (c) => ({
    eyebrow: c.source.landingPageType === "product-launch" ? "Launch" : "Starts in",
    heading: heading(
      c,
      c.source.landingPageType === "product-launch" ? "Launching soon" : "The countdown is on",
      "Time remaining",
      "Not long now!",
    ),
    lead: `${formatLongDate(c.event)} at ${formatTime(c.event)}`,
    items: [],
    extra: { date: c.settings.eventDate },
  }),

  samples: (c) => ({
    eyebrow: "Recent issues",
    heading: heading(c, "A taste of what you'll read", "Recent issues", "Fresh from the inbox"),
    items: [...c.phrases.map(capitalize), ...c.profile.offerings.map(([t]) => t)].slice(0, 3).map((t, i) => ({
      title: t,
      text: `${c.tone({ neutral: "Our take on", formal: "An analysis of", friendly: "Everything you wanted to know about" })} ${decapitalize(t)}, in a five-minute read.`,
      meta: `Issue #${42 - i} · ${formatShortDate({ ...c.event, day: Math.max(1, c.event.day - i * 7) })}`,
    })),
  }),

  cta: (c) => ({
    heading: c.tone({
      neutral: `Ready to get started with ${c.company}?`,
      formal: `Take the next step with ${c.company}`,
      friendly: "Ready when you are!",
    }),
    lead: `Join the ${c.audience} who already rely on ${c.company} for ${c.profile.outcomes[0]}.`,
    items: [],
  }),
};
