/**
 * A fresh round of owners' change requests (iterate-fresh.test.ts) on six pages generated from these
 * descriptions: each request with the report it gives and exactly the lines of page text it takes away and
 * adds, or the reason it is refused.
 */
import type { PageRequest } from "../../src/generator/types.js";

export const FRESH_NOW = new Date("2026-11-26T08:00:00Z");

type Seed = Omit<PageRequest, "logoOption" | "logoData">;

export const FRESH_PAGES = {
  bakery: {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Crumb & Co",
    title: "Crumb & Co Bakery",
    targetAudience: "locals and families",
    prompt:
      "Crumb & Co is a family bakery in York at 7 Goodramgate. We bake sourdough loaves, croissants and celebration cakes every morning. Sourdough loaf £4.50, butter croissant £2.20, custom birthday cake from £35. Open Tue–Sat 7:00–15:00, closed Sundays and Mondays. Call 01904 555 0123 or email hello@crumbandco.co.uk.",
  },
  plumber: {
    landingPageType: "lead-generation",
    industry: "other",
    companyName: "Riley Plumbing",
    title: "Plumber in Bristol",
    targetAudience: "homeowners in Bristol",
    prompt:
      "Riley Plumbing: local plumber in Bristol for leaking taps, boiler repairs, bathroom installations and blocked drains. Callout £60, free quotes, Gas Safe registered, 20 years' experience. Call 0117 496 0777 or email jobs@rileyplumbing.co.uk. Mon–Fri 8:00–18:00, Sat 9:00–13:00.",
  },
  saas: {
    landingPageType: "saas-signup",
    industry: "technology",
    companyName: "Shiftly",
    title: "Shiftly staff scheduling",
    targetAudience: "restaurant and shop managers",
    prompt:
      "Shiftly is staff scheduling software for restaurants and shops: drag-and-drop rotas, shift swaps in the app and timesheet export to payroll. Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month. 21-day free trial, no credit card needed.",
  },
  retreat: {
    landingPageType: "event-registration",
    industry: "fitness",
    companyName: "Sunrise Yoga",
    title: "Sunrise Yoga Retreat Day",
    targetAudience: "yoga practitioners of all levels",
    prompt:
      "Sunrise Yoga Retreat Day on 18 April 2027 at 9:00 at Hilltop Barn, 2 Mill Lane, Totnes. Morning flow, breathwork and a vegetarian lunch. Led by Anna Reed, yoga teacher for 12 years. Tickets £65, concession £45. Only 30 places.",
  },
  coffee: {
    landingPageType: "e-commerce",
    industry: "food",
    companyName: "Bean Box",
    title: "Bean Box coffee subscription launch",
    targetAudience: "coffee lovers",
    prompt:
      "Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £16, large box (1 kg) £28. Free delivery over £25, cancel anytime.",
  },
  "cafe-de": {
    landingPageType: "business-homepage",
    industry: "food",
    companyName: "Café Lindenblatt",
    title: "Café Lindenblatt",
    targetAudience: "Studenten und Familien",
    prompt:
      "Café Lindenblatt ist ein gemütliches Café in Freiburg, Bertoldstraße 12. Wir servieren hausgemachten Kuchen, Frühstück und Kaffee aus der Region. Latte Macchiato 3,60 €, Apfelstrudel 4,20 €, Frühstück für zwei 18,50 €. Geöffnet Mo–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
  },
} satisfies Record<string, Seed>;

export type FreshPage = keyof typeof FRESH_PAGES;

export function freshPageRequest(page: FreshPage): PageRequest {
  return { ...FRESH_PAGES[page], logoOption: "generate", logoData: null };
}

export interface FreshCase {
  page: FreshPage;
  ask: string;
  /** The report, one sentence per request applied. */
  applied?: string[];
  /** The parts of the message not applied, with their reasons. */
  notApplied?: string[];
  /** Every line of page text that goes and that comes, as often as it changes. */
  removed?: string[];
  added?: string[];
  /** Settings that change without text (colours, theme, sizes): exactly these. */
  settings?: Record<string, unknown>;
  /** The items drawn highlighted afterwards, when that changes (a highlight has no text of its own). */
  highlighted?: string[];
  /** The sections' order afterwards, when it changes. */
  kinds?: string[];
  /** The whole message refused: the request and its reason as the owner reads them. */
  refused?: string;
}

export const FRESH_CASES: FreshCase[] = [
  {
    page: "bakery",
    ask: "hi, could you please change our phone number to 01904 555 0199? thanks",
    applied: ["Changed the phone number from 01904 555 0123 to 01904 555 0199 everywhere on the page"],
    removed: [
      "01904 555 0123",
      "01904 555 0123",
      "01904 555 0123",
      "By phone on 01904 555 0123, by e-mail at hello@crumbandco.co.uk or with the form on this page.",
    ],
    added: [
      "01904 555 0199",
      "01904 555 0199",
      "01904 555 0199",
      "By phone on 01904 555 0199, by e-mail at hello@crumbandco.co.uk or with the form on this page.",
    ],
  },
  {
    page: "bakery",
    ask: "we're now also open on Sundays 8-12",
    applied: [
      "Added to the opening hours: Sun 8:00–12:00; your own text still says “Open Tue–Sat 7:00–15:00, closed Sundays and Mondays.” (change that text if it is no longer true)",
    ],
    removed: ["Tue–Sat 7:00–15:00."],
    added: [
      "Tue–Sat 7:00–15:00; Sun 8:00–12:00.",
      "Opening hours",
      "Opening hours",
      "When we're open",
      "Tue–Sat",
      "7:00–15:00",
      "Sun",
      "8:00–12:00",
      "Sun 8:00–12:00",
      "Sun 8:00–12:00",
      "Opening hours:",
    ],
    kinds: ["hero", "about", "services", "pricing", "testimonials", "faq", "hours", "contact"],
  },
  {
    page: "bakery",
    ask: "closed on tuesdays now",
    applied: ["Took Tuesdays out of the opening hours (“Tue–Sat” is now “Wed–Sat”)"],
    removed: [
      "Tue–Sat 7:00–15:00",
      "Tue–Sat 7:00–15:00",
      "Tue–Sat 7:00–15:00",
      "Open Tue–Sat 7:00–15:00, closed Sundays and Mondays.",
      "Tue–Sat 7:00–15:00.",
    ],
    added: [
      "Wed–Sat 7:00–15:00",
      "Wed–Sat 7:00–15:00",
      "Wed–Sat 7:00–15:00",
      "Open Wed–Sat 7:00–15:00, closed Sundays and Mondays.",
      "Wed–Sat 7:00–15:00.",
    ],
  },
  {
    page: "bakery",
    ask: "the croissant is £2.40 now and the sourdough £4.80",
    applied: ["Set the price of Butter croissant to £2.40", "Set the price of Sourdough loaf to £4.80"],
    removed: [
      "£4.50",
      "£2.20",
      "Sourdough loaf: £4.50; Butter croissant: £2.20; Custom birthday cake: from £35.",
    ],
    added: [
      "£4.80",
      "£2.40",
      "Sourdough loaf: £4.80; Butter croissant: £2.40; Custom birthday cake: from £35.",
    ],
  },
  {
    page: "bakery",
    ask: "remove the last question from the faq pls",
    applied: ["Removed “How can I get in touch?” from the “Questions and answers” section"],
    removed: [
      "How can I get in touch?",
      "By phone on 01904 555 0123, by e-mail at hello@crumbandco.co.uk or with the form on this page.",
    ],
    added: [],
  },
  {
    page: "bakery",
    ask: "can we rename the second service to Viennoiserie",
    applied: ["Renamed “Croissants” to “Viennoiserie”"],
    removed: ["Croissants"],
    added: ["Viennoiserie"],
  },
  {
    page: "bakery",
    ask: "add a gluten free loaf for £5.50",
    applied: ["Added “Gluten free loaf” at £5.50 to the “Pricing” section"],
    removed: [],
    added: ["Contact", "Gluten free loaf", "£5.50"],
  },
  {
    page: "bakery",
    ask: "make the button green",
    applied: ["Set the main colour to green (text colours adjusted to stay readable)"],
    removed: [],
    added: [],
    settings: { palette: { primary: "#16a34a", accent: "#9f307b" } },
  },
  {
    page: "bakery",
    ask: "move the prices above our bakes",
    applied: ["Moved the “Pricing” section above the “Our bakes” section"],
    removed: [],
    added: [],
    kinds: ["hero", "about", "pricing", "services", "testimonials", "faq", "contact"],
  },
  {
    page: "bakery",
    ask: "new address: 21 Petergate, York YO1 7HR",
    applied: ["Changed the address from York to 21 Petergate, York YO1 7HR everywhere on the page"],
    removed: ["York", "York", "York"],
    added: ["21 Petergate, York YO1 7HR", "21 Petergate, York YO1 7HR", "21 Petergate, York YO1 7HR"],
  },
  {
    page: "plumber",
    ask: "change callout to £65",
    applied: ["Set the price of Callout to £65"],
    removed: ["Callout £60, free quotes, Gas Safe registered, 20 years' experience.", "£60", "Callout: £60."],
    added: ["Callout £65, free quotes, Gas Safe registered, 20 years' experience.", "£65", "Callout: £65."],
  },
  {
    page: "plumber",
    ask: "we also do leaking taps, add it to what we do",
    // The description's list has it already: nothing is written (and nothing charged).
    refused: "“we also do leaking taps” — The “What we do” section already lists “Leaking taps”",
  },
  {
    page: "plumber",
    ask: "open till 8 on fridays",
    applied: ["Changed the closing time on Fridays to 20:00 (Mon–Thu 8:00–18:00, Fri 8:00–20:00)"],
    removed: [
      "Mon–Fri 8:00–18:00, Sat 9:00–13:00",
      "Mon–Fri 8:00–18:00; Sat 9:00–13:00.",
      "Mon–Fri 8:00–18:00",
    ],
    added: [
      "Mon–Thu 8:00–18:00, Fri 8:00–20:00, Sat 9:00–13:00",
      "Mon–Thu 8:00–18:00, Fri 8:00–20:00; Sat 9:00–13:00.",
      "Mon–Thu 8:00–18:00, Fri 8:00–20:00",
    ],
  },
  {
    page: "plumber",
    ask: "we are closed on saturdays now",
    applied: ["Took Saturdays out of the opening hours (“Sat 9:00–13:00” is gone)"],
    removed: ["Mon–Fri 8:00–18:00, Sat 9:00–13:00", "Mon–Fri 8:00–18:00; Sat 9:00–13:00.", "Sat 9:00–13:00"],
    added: ["Mon–Fri 8:00–18:00", "Mon–Fri 8:00–18:00."],
  },
  {
    page: "plumber",
    ask: "new email: office@rileyplumbing.co.uk and new mobile 07700 900456",
    applied: [
      "Changed the e-mail address from jobs@rileyplumbing.co.uk to office@rileyplumbing.co.uk everywhere on the page",
      "Changed the phone number from 0117 496 0777 to 07700 900456 everywhere on the page",
    ],
    removed: [
      "0117 496 0777",
      "0117 496 0777",
      "By phone on 0117 496 0777 or by e-mail at jobs@rileyplumbing.co.uk.",
      "jobs@rileyplumbing.co.uk",
    ],
    added: [
      "07700 900456",
      "07700 900456",
      "By phone on 07700 900456 or by e-mail at office@rileyplumbing.co.uk.",
      "office@rileyplumbing.co.uk",
    ],
  },
  {
    page: "plumber",
    ask: "Could you change the headline to Fast, friendly plumber in Bristol",
    applied: ["Changed the headline to “Fast, friendly plumber in Bristol”"],
    removed: ["Plumber in Bristol"],
    added: ["Fast, friendly plumber in Bristol"],
  },
  {
    page: "plumber",
    ask: "add a section about our 12 month guarantee",
    applied: [
      "Added “12 month guarantee” to the “What we do” section (tell me what to say about it with “add that …”)",
    ],
    removed: [],
    added: ["12 month guarantee"],
  },
  {
    page: "plumber",
    ask: "remove the reviews section",
    applied: ["Removed the “Reviews of Riley Plumbing” section"],
    removed: ["Reviews of Riley Plumbing", "Add a customer's review here (with their permission)"],
    added: [],
    kinds: ["hero", "benefits", "pricing", "offers", "faq", "cta"],
  },
  {
    page: "plumber",
    ask: "make the headline a bit smaller",
    applied: ["Made the headline smaller"],
    removed: [],
    added: [],
    settings: { style: { headline: "smaller" } },
  },
  {
    page: "plumber",
    ask: "can you connect the form to my google sheet",
    refused:
      "“connect the form to my google sheet” — A page made here is one HTML file: it cannot connect to other services; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "saas",
    ask: "rename the middle plan to Team",
    applied: ["Renamed “Plus” to “Team”"],
    removed: ["Plus", "Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month."],
    added: ["Team", "Plans: Basic £15 per month, Team £35 per month, Pro £69 per month."],
  },
  {
    page: "saas",
    ask: "the trial is 30 days now",
    applied: ["Changed 21 days to 30 days everywhere on the page"],
    removed: [
      "Start your 21-day free trial",
      "Start your 21-day free trial",
      "21-day free trial, no credit card needed",
    ],
    added: [
      "Start your 30-day free trial",
      "Start your 30-day free trial",
      "30-day free trial, no credit card needed",
    ],
  },
  {
    page: "saas",
    ask: "change the price of Pro to £79 per month",
    applied: ["Set the price of Pro to £79 per month"],
    removed: ["Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month.", "£69 per month"],
    added: ["Plans: Basic £15 per month, Plus £35 per month, Pro £79 per month.", "£79 per month"],
  },
  {
    page: "saas",
    ask: "add a FAQ: Can I cancel anytime? - Yes, cancel with one click.",
    applied: ["Added the FAQ question “Can I cancel anytime?”"],
    removed: [],
    added: ["FAQ", "Questions and answers", "Can I cancel anytime?", "Yes, cancel with one click."],
    kinds: ["hero", "features", "testimonials", "pricing", "offers", "faq", "signup"],
  },
  {
    page: "saas",
    ask: "swap features and pricing",
    applied: ["Swapped the “Everything in one place” and “Prices” sections"],
    removed: [],
    added: [],
    kinds: ["hero", "pricing", "testimonials", "features", "offers", "signup"],
  },
  {
    page: "saas",
    ask: "add an Enterprise plan, price on request",
    applied: ["Added “Enterprise” to the “Prices” section"],
    removed: [],
    added: ["Sign up", "Enterprise", "Price on request."],
  },
  {
    page: "saas",
    ask: "highlight the Plus plan",
    applied: ["Highlighted “Plus”"],
    removed: [],
    added: [],
    highlighted: ["Plus"],
  },
  {
    page: "saas",
    ask: "make everything blue and use a bigger headline",
    applied: [
      "Set the main colour to blue (text colours adjusted to stay readable)",
      "Made the headline bigger",
    ],
    removed: [],
    added: [],
    settings: { palette: { primary: "#2563eb", accent: "#cf8862" }, style: { headline: "bigger" } },
  },
  {
    page: "saas",
    ask: "replace the subheadline with Rotas done in minutes, not hours",
    applied: ["Changed the subheadline to “Rotas done in minutes, not hours”"],
    removed: [
      "Shiftly is staff scheduling software for restaurants and shops: drag-and-drop rotas, shift swaps in the app and timesheet export to payroll.",
    ],
    added: ["Rotas done in minutes, not hours"],
  },
  {
    page: "saas",
    ask: "add a pricing calculator where people enter their staff numbers",
    refused:
      "“add a pricing calculator where people enter their staff numbers” — A page made here is one HTML file: it cannot calculate prices or quotes for visitors; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "retreat",
    ask: "the retreat is moved to 25 April 2027",
    applied: ["Moved the event to 25 April 2027 at 9:00 (was 18 April 2027 at 9:00)"],
    removed: [
      "Sunrise Yoga Retreat Day on 18 April 2027 at 9:00 at Hilltop Barn, 2 Mill Lane, Totnes.",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00.",
    ],
    added: [
      "Sunrise Yoga Retreat Day on 25 April 2027 at 9:00 at Hilltop Barn, 2 Mill Lane, Totnes.",
      "25 April 2027 at 9:00",
      "25 April 2027 at 9:00",
      "25 April 2027 at 9:00",
      "25 April 2027 at 9:00",
      "25 April 2027 at 9:00.",
    ],
  },
  {
    page: "retreat",
    ask: "we start at 9:30 instead",
    applied: ["Moved the event to 18 April 2027 at 9:30 (was 18 April 2027 at 9:00)"],
    removed: [
      "Sunrise Yoga Retreat Day on 18 April 2027 at 9:00 at Hilltop Barn, 2 Mill Lane, Totnes.",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00",
      "18 April 2027 at 9:00.",
    ],
    added: [
      "Sunrise Yoga Retreat Day on 18 April 2027 at 9:30 at Hilltop Barn, 2 Mill Lane, Totnes.",
      "18 April 2027 at 9:30",
      "18 April 2027 at 9:30",
      "18 April 2027 at 9:30",
      "18 April 2027 at 9:30",
      "18 April 2027 at 9:30.",
    ],
  },
  {
    page: "retreat",
    ask: "concession tickets are now £40",
    applied: ["Set the price of concession tickets to £40 (was £45)"],
    removed: [
      "Tickets £65 · Concession £45",
      "Tickets £65 · Concession £45",
      "Morning flow, breathwork and a vegetarian lunch. Led by Anna Reed, yoga teacher for 12 years. Tickets £65, concession £45. Only 30 places.",
      "Tickets: £65; Concession: £45.",
      "Concession (£45)",
    ],
    added: [
      "Tickets £65 · Concession £40",
      "Tickets £65 · Concession £40",
      "Morning flow, breathwork and a vegetarian lunch. Led by Anna Reed, yoga teacher for 12 years. Tickets £65, concession £40. Only 30 places.",
      "Tickets: £65; Concession: £40.",
      "Concession (£40)",
    ],
  },
  {
    page: "retreat",
    ask: "add the programme: 9:30 Morning flow; 11:00 Breathwork; 12:30 Vegetarian lunch",
    applied: ["Set the agenda to 3 lines as you gave them"],
    removed: ["Add the programme here: times and what happens"],
    added: ["9:30", "Morning flow", "11:00", "Breathwork", "12:30", "Vegetarian lunch"],
  },
  {
    page: "retreat",
    ask: "add a second teacher, Maya Cole, breathwork coach",
    applied: ["Added Maya Cole (breathwork coach) to the “Who you'll meet” section"],
    removed: [],
    added: ["Maya Cole", "breathwork coach"],
  },
  {
    page: "retreat",
    ask: "sorry folks we're all booked up now",
    applied: [
      "Marked the event as “Booked up” and took the registration form off the page (say “add a waiting list” to collect names instead)",
    ],
    removed: [
      "Sunrise Yoga",
      "Register",
      "18 April 2027 at 9:00",
      "2 Mill Lane, Totnes",
      "Book your place",
      "Book your place",
      "When",
      "Where",
      "Price",
      "Tickets £65 · Concession £45",
      "Your name",
      "Email address",
      "Ticket",
      "Choose…",
      "Tickets (£65)",
      "Concession (£45)",
      "Thank you!",
      "Your message has been sent to Sunrise Yoga.",
    ],
    added: ["Booked up · Sunrise Yoga", "Booked up"],
  },
  {
    page: "retreat",
    ask: "only 25 places now",
    applied: ["Changed 30 places to 25 places everywhere on the page"],
    removed: [
      "Only 30 places",
      "Morning flow, breathwork and a vegetarian lunch. Led by Anna Reed, yoga teacher for 12 years. Tickets £65, concession £45. Only 30 places.",
      "Only 30 places.",
    ],
    added: [
      "Only 25 places",
      "Morning flow, breathwork and a vegetarian lunch. Led by Anna Reed, yoga teacher for 12 years. Tickets £65, concession £45. Only 25 places.",
      "Only 25 places.",
    ],
  },
  {
    page: "retreat",
    ask: "remove the countdown please",
    applied: ["Removed the “Counting down” section"],
    removed: [
      "18 April 2027 at 9:00",
      "Countdown",
      "Counting down",
      "00",
      "00",
      "00",
      "00",
      "Days",
      "Hours",
      "Minutes",
      "Seconds",
    ],
    added: [],
    kinds: ["hero", "event-details", "about", "agenda", "speakers", "faq", "registration"],
  },
  {
    page: "retreat",
    ask: "can u make the buttons bigger and orange",
    applied: [
      "Made the buttons bigger",
      "Set the main colour to orange (text colours adjusted to stay readable)",
    ],
    removed: [],
    added: [],
    settings: { palette: { primary: "#ea580c", accent: "#5a7bbf" }, style: { buttons: "bigger" } },
  },
  {
    page: "retreat",
    ask: "send everyone who registers a reminder email the day before",
    refused:
      "“send everyone who registers a reminder email the day before” — A page made here is one HTML file: it cannot send e-mails or reminders to visitors; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "coffee",
    ask: "change the price of the large box to £30",
    applied: ["Set the price of Large box (1 kg) to £30"],
    removed: [
      "Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £16, large box (1 kg) £28.",
      "£28",
      "Large box (1 kg) (£28)",
    ],
    added: [
      "Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £16, large box (1 kg) £30.",
      "£30",
      "Large box (1 kg) (£30)",
    ],
  },
  {
    page: "coffee",
    ask: "free delivery over £30 now",
    applied: ["Changed “free delivery over £25” to “free delivery over £30”"],
    removed: ["Free delivery over £25"],
    added: ["Free delivery over £30"],
  },
  {
    page: "coffee",
    ask: "add an espresso blend (250 g) for £10",
    applied: ["Added “Espresso blend (250 g)” at £10 to the “Highlights” section"],
    removed: [],
    added: ["Order", "Espresso blend (250 g)", "£10"],
  },
  {
    page: "coffee",
    ask: "remove the medium box",
    applied: [
      "Removed “Medium box (500 g)” from the “Highlights” section; your own text still names it: “Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £16, large box (1 kg) £28.” (change that text to remove it there)",
    ],
    removed: ["Order", "Medium box (500 g)", "£16", "Medium box (500 g) (£16)"],
    added: [],
  },
  {
    page: "coffee",
    ask: "the small box is sold out",
    applied: [
      "Marked “Small box (250 g)” as sold out (“£9 · Sold out”) and took it out of the order form's choices",
    ],
    removed: ["£9", "Small box (250 g) (£9)"],
    added: ["£9 · Sold out"],
  },
  {
    page: "coffee",
    ask: "rename the Highlights heading to Our boxes",
    applied: ["Renamed the “Highlights” section to “Our boxes”"],
    removed: ["Highlights"],
    added: ["Our boxes"],
  },
  {
    page: "coffee",
    ask: "can the reviews go right at the end",
    applied: ["Moved the “What people say” section to the end"],
    removed: [],
    added: [],
    kinds: ["hero", "offers", "products", "contact", "reviews"],
  },
  {
    page: "coffee",
    ask: "make it dark pls",
    applied: ["Switched to the dark theme"],
    removed: [],
    added: [],
    settings: { scheme: "dark" },
  },
  {
    page: "coffee",
    ask: "add our instagram https://instagram.com/beanboxcoffee",
    applied: ["Added https://instagram.com/beanboxcoffee to the footer"],
    removed: [],
    added: ["Instagram:", "https://instagram.com/beanboxcoffee"],
  },
  {
    page: "coffee",
    ask: "connect it to stripe so people can pay on the page",
    refused:
      "“connect it to stripe so people can pay on the page” — A page made here is one HTML file: it cannot take payments; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "cafe-de",
    ask: "Neue Telefonnummer: 0761 654321",
    applied: ["Changed the phone number from 0761 123456 to 0761 654321 everywhere on the page"],
    removed: [
      "0761 123456",
      "0761 123456",
      "0761 123456",
      "Geöffnet Mo–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
      "Telefonisch unter 0761 123456, per E-Mail an info@lindenblatt.de oder über das Formular auf dieser Seite.",
    ],
    added: [
      "0761 654321",
      "0761 654321",
      "0761 654321",
      "Geöffnet Mo–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 654321, E-Mail info@lindenblatt.de.",
      "Telefonisch unter 0761 654321, per E-Mail an info@lindenblatt.de oder über das Formular auf dieser Seite.",
    ],
  },
  {
    page: "cafe-de",
    ask: "Samstags haben wir jetzt bis 18 Uhr geöffnet",
    applied: ["Changed the closing time on Saturdays to 18:00 (Sa 9:00–18:00)"],
    removed: [
      "Mo–Fr 8:00–18:00, Sa 9:00–17:00",
      "Geöffnet Mo–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
      "Mo–Fr 8:00–18:00; Sa 9:00–17:00.",
      "Sa 9:00–17:00",
      "Sa 9:00–17:00",
    ],
    added: [
      "Mo–Fr 8:00–18:00, Sa 9:00–18:00",
      "Geöffnet Mo–Fr 8:00–18:00, Sa 9:00–18:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
      "Mo–Fr 8:00–18:00; Sa 9:00–18:00.",
      "Sa 9:00–18:00",
      "Sa 9:00–18:00",
    ],
  },
  {
    page: "cafe-de",
    ask: "Der Apfelstrudel kostet jetzt 4,50 €",
    applied: ["Set the price of Apfelstrudel to 4,50 €"],
    removed: ["4,20 €", "Latte Macchiato: 3,60 €; Apfelstrudel: 4,20 €; Frühstück für zwei: 18,50 €."],
    added: ["4,50 €", "Latte Macchiato: 3,60 €; Apfelstrudel: 4,50 €; Frühstück für zwei: 18,50 €."],
  },
  {
    page: "cafe-de",
    ask: "Bitte benenne Hausgemachten Kuchen in Hausgemachter Kuchen um",
    applied: ["Renamed “Hausgemachten Kuchen” to “Hausgemachter Kuchen”"],
    removed: ["Hausgemachten Kuchen"],
    added: ["Hausgemachter Kuchen"],
  },
  {
    page: "cafe-de",
    ask: "Bitte den Bereich mit den Fragen löschen",
    applied: ["Removed the “Fragen zu Café Lindenblatt” section"],
    removed: [
      "FAQ",
      "Fragen zu Café Lindenblatt",
      "Wann haben Sie geöffnet?",
      "Mo–Fr 8:00–18:00; Sa 9:00–17:00.",
      "Was kostet was?",
      "Latte Macchiato: 3,60 €; Apfelstrudel: 4,20 €; Frühstück für zwei: 18,50 €.",
      "Wie erreiche ich Sie?",
      "Telefonisch unter 0761 123456, per E-Mail an info@lindenblatt.de oder über das Formular auf dieser Seite.",
    ],
    added: [],
    kinds: ["hero", "services", "about", "pricing", "testimonials", "contact"],
  },
  {
    page: "cafe-de",
    ask: "Ab sofort ist montags Ruhetag",
    applied: ["Took Mondays out of the opening hours (“Mo–Fr” is now “Di–Fr”)"],
    removed: [
      "Mo–Fr 8:00–18:00, Sa 9:00–17:00",
      "Geöffnet Mo–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
      "Mo–Fr 8:00–18:00; Sa 9:00–17:00.",
      "Mo–Fr 8:00–18:00",
      "Mo–Fr 8:00–18:00",
    ],
    added: [
      "Di–Fr 8:00–18:00, Sa 9:00–17:00",
      "Geöffnet Di–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
      "Di–Fr 8:00–18:00; Sa 9:00–17:00.",
      "Di–Fr 8:00–18:00",
      "Di–Fr 8:00–18:00",
    ],
  },
  {
    page: "cafe-de",
    ask: "Cambia el botón a verde",
    applied: ["Set the main colour to green (text colours adjusted to stay readable)"],
    removed: [],
    added: [],
    settings: { palette: { primary: "#16a34a", accent: "#9f307b" } },
  },
  {
    page: "cafe-de",
    ask: "Ajoutez un lien Instagram: https://instagram.com/lindenblatt",
    applied: ["Added https://instagram.com/lindenblatt to the footer"],
    removed: [],
    added: ["Instagram:", "https://instagram.com/lindenblatt"],
  },
  {
    page: "cafe-de",
    ask: "Übersetze die Seite ins Englische",
    refused:
      "“Übersetze die Seite ins Englische” — Translating needs the AI provider (LLM_PROVIDER); the built-in composer keeps your own words",
  },
  {
    page: "cafe-de",
    ask: "make the headline say Kaffee & Kuchen in Freiburg",
    applied: ["Changed the headline to “Kaffee & Kuchen in Freiburg”"],
    removed: ["Café Lindenblatt"],
    added: ["Kaffee & Kuchen in Freiburg"],
  },
  {
    page: "bakery",
    ask: "we're closed on saturdays as well now",
    applied: ["Took Saturdays out of the opening hours (“Tue–Sat” is now “Tue–Fri”)"],
    removed: [
      "Tue–Sat 7:00–15:00",
      "Tue–Sat 7:00–15:00",
      "Tue–Sat 7:00–15:00",
      "Open Tue–Sat 7:00–15:00, closed Sundays and Mondays.",
      "Tue–Sat 7:00–15:00.",
    ],
    added: [
      "Tue–Fri 7:00–15:00",
      "Tue–Fri 7:00–15:00",
      "Tue–Fri 7:00–15:00",
      "Open Tue–Fri 7:00–15:00, closed Sundays and Mondays.",
      "Tue–Fri 7:00–15:00.",
    ],
  },
  {
    page: "plumber",
    ask: "on saturdays we now close at 12",
    applied: ["Changed the closing time on Saturdays to 12:00 (Sat 9:00–12:00)"],
    removed: ["Mon–Fri 8:00–18:00, Sat 9:00–13:00", "Mon–Fri 8:00–18:00; Sat 9:00–13:00.", "Sat 9:00–13:00"],
    added: ["Mon–Fri 8:00–18:00, Sat 9:00–12:00", "Mon–Fri 8:00–18:00; Sat 9:00–12:00.", "Sat 9:00–12:00"],
  },
  {
    page: "saas",
    ask: "could you rename the first plan to Starter",
    applied: ["Renamed “Basic” to “Starter”"],
    removed: ["Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month.", "Basic"],
    added: ["Plans: Starter £15 per month, Plus £35 per month, Pro £69 per month.", "Starter"],
  },
  {
    page: "coffee",
    ask: "the medium box is £17 now and the large one £30",
    applied: ["Set the price of Medium box (500 g) to £17", "Set the price of Large box (1 kg) to £30"],
    removed: [
      "Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £16, large box (1 kg) £28.",
      "£16",
      "£28",
      "Medium box (500 g) (£16)",
      "Large box (1 kg) (£28)",
    ],
    added: [
      "Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £17, large box (1 kg) £30.",
      "£17",
      "£30",
      "Medium box (500 g) (£17)",
      "Large box (1 kg) (£30)",
    ],
  },
  {
    page: "retreat",
    ask: "can we have the speakers above the about section",
    applied: ["Moved the “Who you'll meet” section above the “About Sunrise Yoga” section"],
    removed: [],
    added: [],
    kinds: ["hero", "countdown", "event-details", "speakers", "about", "agenda", "faq", "registration"],
  },
  {
    page: "cafe-de",
    ask: "Mittwochs geschlossen",
    applied: ["Took Wednesdays out of the opening hours (“Mo–Fr” is now “Mo–Di, Do–Fr”)"],
    removed: [
      "Mo–Fr 8:00–18:00, Sa 9:00–17:00",
      "Geöffnet Mo–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
      "Mo–Fr 8:00–18:00; Sa 9:00–17:00.",
      "Mo–Fr 8:00–18:00",
      "Mo–Fr 8:00–18:00",
    ],
    added: [
      "Mo–Di, Do–Fr 8:00–18:00, Sa 9:00–17:00",
      "Geöffnet Mo–Di, Do–Fr 8:00–18:00, Sa 9:00–17:00. Telefon 0761 123456, E-Mail info@lindenblatt.de.",
      "Mo–Di, Do–Fr 8:00–18:00; Sa 9:00–17:00.",
      "Mo–Di, Do–Fr 8:00–18:00",
      "Mo–Di, Do–Fr 8:00–18:00",
    ],
  },
  {
    page: "plumber",
    ask: "we open at 7 on mondays",
    applied: ["Changed the opening time on Mondays to 7:00 (Mon 7:00–18:00, Tue–Fri 8:00–18:00)"],
    removed: [
      "Mon–Fri 8:00–18:00, Sat 9:00–13:00",
      "Mon–Fri 8:00–18:00; Sat 9:00–13:00.",
      "Mon–Fri 8:00–18:00",
    ],
    added: [
      "Mon 7:00–18:00, Tue–Fri 8:00–18:00, Sat 9:00–13:00",
      "Mon 7:00–18:00, Tue–Fri 8:00–18:00; Sat 9:00–13:00.",
      "Mon 7:00–18:00, Tue–Fri 8:00–18:00",
    ],
  },
  {
    page: "coffee",
    ask: "integrate the order form with mailchimp please",
    refused:
      "“integrate the order form with mailchimp please” — A page made here is one HTML file: it cannot connect to other services; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "bakery",
    ask: "we are now also open on Sundays 8:00–12:00 and open till 4 on saturdays",
    applied: [
      "Added to the opening hours: Sun 8:00–12:00; your own text still says “Open Tue–Sat 7:00–15:00, closed Sundays and Mondays.” (change that text if it is no longer true)",
      "Changed the closing time on Saturdays to 16:00 (Tue–Fri 7:00–15:00, Sat 7:00–16:00)",
    ],
    removed: [
      "Tue–Sat 7:00–15:00",
      "Tue–Sat 7:00–15:00",
      "Tue–Sat 7:00–15:00",
      "Open Tue–Sat 7:00–15:00, closed Sundays and Mondays.",
      "Tue–Sat 7:00–15:00.",
    ],
    added: [
      "Tue–Fri 7:00–15:00, Sat 7:00–16:00",
      "Tue–Fri 7:00–15:00, Sat 7:00–16:00",
      "Tue–Fri 7:00–15:00, Sat 7:00–16:00",
      "Open Tue–Fri 7:00–15:00, Sat 7:00–16:00, closed Sundays and Mondays.",
      "Tue–Fri 7:00–15:00, Sat 7:00–16:00; Sun 8:00–12:00.",
      "Opening hours",
      "Opening hours",
      "When we're open",
      "Tue–Fri",
      "7:00–15:00",
      "Sat",
      "7:00–16:00",
      "Sun",
      "8:00–12:00",
      "Sun 8:00–12:00",
      "Sun 8:00–12:00",
      "Opening hours:",
    ],
    kinds: ["hero", "about", "services", "pricing", "testimonials", "faq", "hours", "contact"],
  },
  {
    page: "bakery",
    ask: "could you please put the FAQ before the prices",
    applied: ["Moved the “Questions and answers” section before the “Pricing” section"],
    removed: [],
    added: [],
    kinds: ["hero", "about", "services", "faq", "pricing", "testimonials", "contact"],
  },
  {
    page: "bakery",
    ask: "Pouvez-vous changer le titre en Boulangerie artisanale à York",
    applied: ["Changed the headline to “Boulangerie artisanale à York”"],
    removed: ["Crumb & Co Bakery"],
    added: ["Boulangerie artisanale à York"],
  },
  {
    page: "saas",
    ask: "pls change the answer to the 1st question to We reply within a day",
    refused:
      "“change the answer to the 1st question to We reply within a day” — The page has no FAQ answers to change; add a FAQ question: … answer: …",
  },
  {
    page: "coffee",
    ask: "the email should be orders@beanbox.co.uk",
    applied: ["Added the e-mail address orders@beanbox.co.uk to the contact details and the footer"],
    removed: [],
    added: ["Email", "orders@beanbox.co.uk", "orders@beanbox.co.uk", "Email:"],
  },
  {
    page: "plumber",
    ask: 'can we call the callout fee "Call-out charge" instead',
    applied: ["Renamed “Callout” to “Call-out charge”"],
    removed: [
      "Callout £60, free quotes, Gas Safe registered, 20 years' experience.",
      "Callout",
      "Callout: £60.",
    ],
    added: [
      "Call-out charge £60, free quotes, Gas Safe registered, 20 years' experience.",
      "Call-out charge",
      "Call-out charge: £60.",
    ],
  },
  {
    page: "retreat",
    ask: "add a faq: is lunch included? yes, a vegetarian lunch is included",
    applied: ["Added the FAQ question “Is lunch included?”"],
    removed: [],
    added: ["Is lunch included?", "Yes, a vegetarian lunch is included."],
  },
  {
    page: "cafe-de",
    ask: "Könnt ihr die Preise über Auf einen Blick verschieben?",
    applied: ["Moved the “Preise” section above the “Auf einen Blick” section"],
    removed: [],
    added: [],
    kinds: ["hero", "pricing", "services", "about", "testimonials", "faq", "contact"],
  },
  {
    page: "saas",
    ask: "remove the last plan and make the middle one the highlighted one",
    applied: [
      "Removed “Pro” from the “Prices” section; your own text still names it: “Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month.” (change that text to remove it there)",
    ],
    notApplied: [
      "“make the middle one the highlighted one” — The pricing section has 2 items, so none is in the middle; name the one to highlight: “Basic” and “Plus”",
    ],
    removed: ["Sign up", "Pro", "£69 per month"],
    added: [],
  },
  {
    page: "saas",
    ask: "make the whole page green pls",
    applied: ["Set the main colour to green (text colours adjusted to stay readable)"],
    removed: [],
    added: [],
    settings: { palette: { primary: "#16a34a", accent: "#9f307b" } },
  },
  {
    page: "saas",
    ask: "rename the third feature to Payroll export",
    applied: ["Renamed “Timesheet export to payroll” to “Payroll export”"],
    removed: ["Timesheet export to payroll"],
    added: ["Payroll export"],
  },
  {
    page: "plumber",
    ask: "from now on we're closed on mondays",
    applied: ["Took Mondays out of the opening hours (“Mon–Fri” is now “Tue–Fri”)"],
    removed: [
      "Mon–Fri 8:00–18:00, Sat 9:00–13:00",
      "Mon–Fri 8:00–18:00; Sat 9:00–13:00.",
      "Mon–Fri 8:00–18:00",
    ],
    added: [
      "Tue–Fri 8:00–18:00, Sat 9:00–13:00",
      "Tue–Fri 8:00–18:00; Sat 9:00–13:00.",
      "Tue–Fri 8:00–18:00",
    ],
  },
  {
    page: "bakery",
    ask: "can the FAQ go above the reviews",
    applied: ["Moved the “Questions and answers” section above the “Reviews of Crumb & Co” section"],
    removed: [],
    added: [],
    kinds: ["hero", "about", "services", "pricing", "faq", "testimonials", "contact"],
  },
  {
    page: "plumber",
    ask: "add a live chat so customers can message us",
    refused:
      "“add a live chat so customers can message us” — A page made here is one HTML file: it cannot hold a live chat; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
  {
    page: "saas",
    ask: "change the price of the Basic plan to £12 per month and rename Pro to Premium",
    applied: ["Set the price of Basic to £12 per month", "Renamed “Pro” to “Premium”"],
    removed: ["Plans: Basic £15 per month, Plus £35 per month, Pro £69 per month.", "£15 per month", "Pro"],
    added: [
      "Plans: Basic £12 per month, Plus £35 per month, Premium £69 per month.",
      "£12 per month",
      "Premium",
    ],
  },
  {
    page: "saas",
    ask: "make the middle one the highlighted one",
    applied: ["Highlighted “Plus”"],
    removed: [],
    added: [],
    highlighted: ["Plus"],
  },
  {
    page: "coffee",
    ask: "add that we accept PayPal and all cards",
    applied: ["Added “We accept PayPal and all cards.” to the top of the page"],
    removed: [
      "Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £16, large box (1 kg) £28.",
    ],
    added: [
      "Bean Box delivers freshly roasted speciality coffee beans to your door. Small box (250 g) £9, medium box (500 g) £16, large box (1 kg) £28. We accept PayPal and all cards.",
    ],
  },
  {
    page: "coffee",
    ask: "change the checkout button to Order now",
    applied: ["Changed the button text to “Order now”"],
    removed: ["Place my order"],
    added: ["Order now"],
  },
  {
    page: "coffee",
    ask: "can customers pay on the page with apple pay",
    refused:
      "“can customers pay on the page with apple pay” — A page made here is one HTML file: it cannot take payments; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)",
  },
];
