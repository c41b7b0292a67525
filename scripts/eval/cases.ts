/**
 * The eval's cases: descriptions a model writes pages for, and change requests it reads on a page the
 * composer made from one of them. The built-in set covers the page types and the facts owners give
 * (prices, hours, phones, e-mails, dates, people); `--cases <file>` replaces it with a JSON file of the
 * same shape (see README, "Measuring your model").
 */
import { z } from "zod";
import { INDUSTRIES, LANDING_PAGE_TYPES } from "../../src/core/page-options.js";

const requestSchema = z.object({
  prompt: z.string().min(1),
  title: z.string().min(1),
  companyName: z.string().min(1),
  landingPageType: z.enum(LANDING_PAGE_TYPES),
  industry: z.enum(INDUSTRIES),
  targetAudience: z.string().default(""),
});

export const casesSchema = z.object({
  generation: z.array(z.object({ name: z.string().min(1), request: requestSchema })).default([]),
  iteration: z
    .array(
      z.object({
        name: z.string().min(1),
        /** The generation case (by name) whose composer page the change is made on. */
        page: z.string().min(1),
        change: z.string().min(1),
      }),
    )
    .default([]),
});

export type EvalCases = z.output<typeof casesSchema>;
export type GenerationCase = EvalCases["generation"][number];
export type IterationCase = EvalCases["iteration"][number];

const generation: GenerationCase[] = [
  {
    name: "bakery",
    request: {
      prompt:
        "Crumb & Co is a neighbourhood bakery on 14 Mill Lane, Leeds. Sourdough £4.50, croissants £2.20. Open Tuesday to Saturday 8:00–16:00. Call 0113 496 0321 or email hello@crumbandco.co.uk.",
      title: "Crumb & Co Bakery",
      companyName: "Crumb & Co",
      landingPageType: "business-homepage",
      industry: "food",
      targetAudience: "neighbours",
    },
  },
  {
    name: "plumber-ads",
    request: {
      prompt:
        "Riley Plumbing fixes leaks, boilers and blocked drains across Manchester. Call-out £60, boiler service £85. Same-day visits Monday to Friday. Phone 0161 496 0732.",
      title: "Emergency Plumber Manchester",
      companyName: "Riley Plumbing",
      landingPageType: "google-ads",
      industry: "other",
      targetAudience: "homeowners",
    },
  },
  {
    name: "saas",
    request: {
      prompt:
        "Quillnote joins your Zoom and Google Meet calls, transcribes them and sends a summary to Slack. Free for 5 meetings a month; Pro $12 per user per month. 14-day trial, no card needed.",
      title: "Meeting notes that write themselves",
      companyName: "Quillnote",
      landingPageType: "saas-signup",
      industry: "technology",
      targetAudience: "remote teams",
    },
  },
  {
    name: "webinar",
    request: {
      prompt:
        "A free webinar on breathing for desk workers with yoga teacher Maya Okafor, on 14 March 2027 at 18:00 GMT, 45 minutes with live Q&A.",
      title: "Breathe Better at Work",
      companyName: "Peak Studio",
      landingPageType: "webinar",
      industry: "fitness",
      targetAudience: "office workers",
    },
  },
  {
    name: "shop",
    request: {
      prompt:
        "Hand-knitted alpaca socks €18 a pair and wraps €65, made in Cusco by a women's cooperative. Free shipping in the EU over €60. Questions: shop@andeswool.eu",
      title: "Andes Wool",
      companyName: "Andes Wool",
      landingPageType: "e-commerce",
      industry: "fashion",
      targetAudience: "gift buyers",
    },
  },
  {
    name: "event",
    request: {
      prompt:
        "Leeds Jazz Night on Saturday 12 June 2027 at 19:30, Brudenell Social Club. Tickets £15 in advance, £18 on the door. Featuring the Nina Hart Quartet.",
      title: "Leeds Jazz Night",
      companyName: "Brudenell Jazz",
      landingPageType: "event-registration",
      industry: "entertainment",
      targetAudience: "jazz fans",
    },
  },
  {
    name: "dentist-leads",
    request: {
      prompt:
        "Smile Studio Dental in Bath: check-up £55, hygienist £70, whitening £250. Book a free 15-minute consultation. 3 Queen Square, Bath BA1 2HN, 01225 496 100.",
      title: "Free whitening consultation",
      companyName: "Smile Studio Dental",
      landingPageType: "lead-generation",
      industry: "healthcare",
      targetAudience: "adults in Bath",
    },
  },
  {
    name: "newsletter",
    request: {
      prompt:
        "The Weekly Brew: a coffee newsletter for home baristas every Friday, with brewing tips, bean reviews and one recipe. Free, unsubscribe any time.",
      title: "The Weekly Brew",
      companyName: "The Weekly Brew",
      landingPageType: "newsletter",
      industry: "food",
      targetAudience: "home baristas",
    },
  },
  {
    name: "portfolio",
    request: {
      prompt:
        "I'm Lena Vogt, a wedding and portrait photographer in Hamburg. Wedding packages from €1,900, portrait sessions €240. Write to lena@vogt-foto.de.",
      title: "Lena Vogt Photography",
      companyName: "Lena Vogt Photography",
      landingPageType: "portfolio",
      industry: "other",
      targetAudience: "couples",
    },
  },
  {
    name: "app",
    request: {
      prompt:
        "Tidy is a budgeting app for students: link your bank, set a weekly limit and get a nudge before you overspend. Free on iOS and Android.",
      title: "Tidy — budgeting for students",
      companyName: "Tidy",
      landingPageType: "app-download",
      industry: "finance",
      targetAudience: "students",
    },
  },
];

const iteration: IterationCase[] = [
  {
    name: "warmer",
    page: "bakery",
    change: "Make the page feel warmer and tell people why they will love us",
  },
  { name: "testimonial", page: "bakery", change: "Add a testimonial from a happy customer" },
  { name: "new-price", page: "bakery", change: "Sourdough is £4.80 now" },
  { name: "urgency", page: "plumber-ads", change: "Make the headline more urgent and reassuring" },
  { name: "features", page: "saas", change: "Explain better what the Pro plan gives a team" },
  { name: "speaker-bio", page: "webinar", change: "Say a bit more about Maya and why people should attend" },
  { name: "gift", page: "shop", change: "Pitch the wraps as a Christmas gift" },
  { name: "dark", page: "event", change: "Go dark and make the ticket button bigger" },
  { name: "trust", page: "dentist-leads", change: "Add something that makes nervous patients trust us" },
  { name: "shorter", page: "newsletter", change: "Make everything shorter and punchier" },
];

export const BUILT_IN_CASES: EvalCases = { generation, iteration };
