/**
 * What each industry brings to a page: palette, icons, vocabulary and example content a marketer in
 * that field would write. The copy writers mix these with the prompt's own phrases.
 */
import type { Industry } from "../../../core/page-options.js";
import type { Palette } from "../../model.js";
import type { IconName } from "./icon-set.js";

export interface IndustryProfile {
  palette: Palette;
  /** Icons for the illustration and cards, most characteristic first. */
  icons: IconName[];
  /** What the business is, in a word ("studio", "practice"). */
  noun: string;
  /** Who it serves by default ("patients"). */
  customers: string;
  /** Service / feature ideas: [title, one-sentence description]. */
  offerings: [string, string][];
  /** Short outcome phrases ("less time on paperwork"). */
  outcomes: string[];
  stats: [string, string][];
  /** [quote, name, role]. */
  testimonials: [string, string, string][];
  faq: [string, string][];
  /** [name, price in the page currency, one line]. */
  products: [string, number, string][];
  projects: [string, string][];
  skills: string[];
  logos: string[];
  /** Speakers, hosts and team: [name, role]. */
  people: [string, string][];
}

const P = (primary: string, accent: string): Palette => ({ primary, accent });

export const INDUSTRY_PROFILES: Record<Industry, IndustryProfile> = {
  technology: {
    palette: P("#4f46e5", "#06b6d4"),
    icons: ["cpu", "cloud", "zap", "shield-check", "layers", "code"],
    noun: "platform",
    customers: "product teams",
    offerings: [
      ["Automated workflows", "Hand off the repetitive steps and let every release move on its own."],
      ["Real-time insights", "Dashboards that update as things happen, not at the end of the month."],
      ["Enterprise-grade security", "SSO, audit logs and encryption at rest, switched on from day one."],
      ["Open integrations", "Connect the tools you already use with a few clicks or a clean API."],
      ["Scales with you", "From the first prototype to millions of requests, with no re-platforming."],
      ["Human support", "Engineers answer your questions, usually within the hour."],
    ],
    outcomes: [
      "faster releases",
      "fewer late-night incidents",
      "one source of truth",
      "clear, predictable costs",
    ],
    stats: [
      ["99.99%", "uptime last year"],
      ["3×", "faster releases"],
      ["12k+", "teams onboard"],
      ["<50 ms", "median latency"],
    ],
    testimonials: [
      [
        "We cut our release cycle from two weeks to two days. The team finally ships without fear.",
        "Priya Raman",
        "VP Engineering, Northwind",
      ],
      [
        "Setup took an afternoon. Six months later it is the tool nobody wants to give up.",
        "Marcus Lee",
        "CTO, Brightlane",
      ],
      ["The insights alone paid for it in the first quarter.", "Elena Novak", "Head of Product, Quanta"],
    ],
    faq: [
      [
        "How long does onboarding take?",
        "Most teams are up and running the same day; larger rollouts take about a week with our help.",
      ],
      [
        "Is my data secure?",
        "Data is encrypted in transit and at rest, and we support SSO, role-based access and audit logs.",
      ],
      [
        "Can I cancel anytime?",
        "Yes. Plans are month to month and you can export everything whenever you like.",
      ],
      [
        "Do you integrate with our stack?",
        "We connect to the popular tools out of the box and offer a documented REST API for the rest.",
      ],
    ],
    products: [
      ["Starter plan", 19, "For small teams getting started"],
      ["Growth plan", 49, "Everything you need to scale"],
      ["Scale plan", 99, "Advanced controls and priority support"],
      ["Hardware kit", 149, "Plug-and-play device bundle"],
    ],
    projects: [
      ["Realtime analytics console", "A live dashboard for 40k daily users"],
      ["Mobile banking API", "Secure, documented and always on"],
      ["Design system", "120 components shared by six teams"],
      ["Data pipeline rebuild", "Nightly jobs cut from 6 hours to 20 minutes"],
    ],
    skills: [
      "Product strategy",
      "TypeScript",
      "Cloud architecture",
      "UX research",
      "Data engineering",
      "Security reviews",
    ],
    logos: ["Northwind", "Brightlane", "Quanta", "Helix", "Orbital"],
    people: [
      ["Dr. Anna Weber", "Chief Technology Officer"],
      ["Samuel Okafor", "Principal Engineer"],
      ["Lina Park", "Head of Developer Experience"],
    ],
  },
  healthcare: {
    palette: P("#0f766e", "#38bdf8"),
    icons: ["heart-pulse", "stethoscope", "shield-check", "calendar", "users", "phone"],
    noun: "practice",
    customers: "patients",
    offerings: [
      [
        "Same-week appointments",
        "Book online in under a minute and see a clinician within days, not months.",
      ],
      ["Experienced specialists", "Board-certified doctors who take the time to listen and explain."],
      ["Preventive check-ups", "Catch problems early with screenings tailored to your age and history."],
      ["Telehealth visits", "Follow-ups by secure video, from home, at a time that suits you."],
      ["Coordinated care", "One team that shares notes, so you never repeat your story."],
      ["Clear pricing", "Transparent fees and help with insurance paperwork."],
    ],
    outcomes: [
      "shorter waiting times",
      "care that fits your schedule",
      "peace of mind",
      "one team that knows you",
    ],
    stats: [
      ["25+", "years of care"],
      ["4.9/5", "patient rating"],
      ["15k", "patients a year"],
      ["48 h", "average wait"],
    ],
    testimonials: [
      [
        "I felt heard for the first time in years. The follow-up call a day later meant a lot.",
        "Margaret Hill",
        "Patient since 2019",
      ],
      [
        "Booking was effortless and the video consult saved me half a day off work.",
        "Daniel Cruz",
        "Patient",
      ],
      ["Friendly, thorough and always on time. I recommend them to everyone.", "Sofia Martins", "Patient"],
    ],
    faq: [
      [
        "Do you accept my insurance?",
        "We work with most major insurers and will check your cover before your first visit.",
      ],
      [
        "How quickly can I be seen?",
        "Most new patients are seen within the same week; urgent slots are kept free every day.",
      ],
      [
        "Can I book a video appointment?",
        "Yes, follow-ups and many first consultations can take place by secure video.",
      ],
      ["What should I bring?", "Your ID, insurance card and a list of any medicines you take."],
    ],
    products: [
      ["Health check-up", 129, "A complete annual assessment"],
      ["Video consultation", 49, "20 minutes with a doctor"],
      ["Vitamin D test", 35, "Results in 48 hours"],
      ["Family care plan", 39, "Monthly plan for up to four people"],
    ],
    projects: [
      ["Patient app redesign", "Booking time cut by half"],
      ["Clinic wayfinding", "Signage for a three-floor clinic"],
      ["Care pathway study", "Fewer missed follow-ups"],
      ["Health campaign", "Screening rates up 30%"],
    ],
    skills: [
      "Patient experience",
      "Clinical research",
      "Health education",
      "Care coordination",
      "Telemedicine",
      "Compliance",
    ],
    logos: ["CarePoint", "MedAlliance", "VitaLab", "HealthFirst", "Nordic Clinics"],
    people: [
      ["Dr. Helen Carter", "Medical Director"],
      ["Dr. James Osei", "Cardiologist"],
      ["Maria Lopez, RN", "Head of Nursing"],
    ],
  },
  finance: {
    palette: P("#1e40af", "#10b981"),
    icons: ["wallet", "chart-line", "piggy-bank", "shield-check", "scale", "trending-up"],
    noun: "firm",
    customers: "clients",
    offerings: [
      ["Personal financial plan", "A clear plan for saving, investing and retiring, reviewed every year."],
      ["Low-cost investing", "Diversified portfolios with fees you can actually understand."],
      ["Tax-smart strategies", "Keep more of what you earn with allowances used to the full."],
      ["Business accounting", "Bookkeeping, payroll and reports handled by certified accountants."],
      ["Risk protection", "The right cover for your family and your business, nothing you do not need."],
      ["Always-on dashboard", "See every account, goal and transaction in one secure place."],
    ],
    outcomes: [
      "more money kept each year",
      "confidence in every decision",
      "less time on paperwork",
      "a plan you understand",
    ],
    stats: [
      ["€1.2B", "assets advised"],
      ["20 yrs", "of experience"],
      ["4,800", "clients served"],
      ["0.4%", "average annual fee"],
    ],
    testimonials: [
      [
        "For the first time we know exactly where our money goes and where it is heading.",
        "Thomas and Clara Berg",
        "Clients since 2018",
      ],
      [
        "They turned our bookkeeping chaos into monthly reports the board actually reads.",
        "Rachel Kim",
        "CFO, Alder & Co",
      ],
      ["Straight answers, no jargon and no hard sell.", "Omar Haddad", "Business owner"],
    ],
    faq: [
      ["Are you independent?", "Yes. We are paid by our clients only and never take commission on products."],
      ["What does it cost?", "A fixed fee agreed up front. You see the price before any work starts."],
      ["Is my money safe?", "Assets are held by regulated custodians in your name, separate from our firm."],
      ["Can you help my small business?", "We support sole traders and companies of up to 250 people."],
    ],
    products: [
      ["Financial health check", 199, "A one-off review with action plan"],
      ["Monthly bookkeeping", 149, "Accounts kept up to date"],
      ["Tax return service", 249, "Prepared and filed for you"],
      ["Retirement plan", 399, "A plan to the year you stop working"],
    ],
    projects: [
      ["Wealth app launch", "40k sign-ups in the first month"],
      ["Fund factsheets", "Clear reports for 30 funds"],
      ["Budgeting course", "Taught to 5,000 students"],
      ["Payments dashboard", "Real-time cash position for a retailer"],
    ],
    skills: [
      "Financial planning",
      "Tax advice",
      "Investment analysis",
      "Risk management",
      "Accounting",
      "Compliance",
    ],
    logos: ["Alder & Co", "Meridian", "Fairway Capital", "Keystone", "Blue Harbor"],
    people: [
      ["Catherine Moore, CFA", "Chief Investment Officer"],
      ["David Levin", "Senior Tax Adviser"],
      ["Aisha Bello", "Financial Planner"],
    ],
  },
  "e-commerce": {
    palette: P("#db2777", "#f59e0b"),
    icons: ["shopping-bag", "truck", "gift", "refresh-cw", "star", "badge-check"],
    noun: "shop",
    customers: "shoppers",
    offerings: [
      ["Free express delivery", "Orders over €50 ship free and arrive in one to two working days."],
      ["30-day returns", "Changed your mind? Send it back free, no questions asked."],
      ["Curated collections", "Hand-picked products, tested by our team before they reach the shop."],
      ["Secure checkout", "Pay by card, wallet or in instalments with full buyer protection."],
      ["Gift wrapping", "Add a handwritten note and beautiful wrapping at checkout."],
      ["Loyalty rewards", "Earn points on every order and unlock members-only offers."],
    ],
    outcomes: ["fast, free delivery", "easy returns", "quality you can trust", "fair prices every day"],
    stats: [
      ["250k", "happy customers"],
      ["4.8/5", "average review"],
      ["48 h", "delivery"],
      ["30 days", "free returns"],
    ],
    testimonials: [
      [
        "Arrived the next day, beautifully packed, and even better than the photos.",
        "Emma Schultz",
        "Verified buyer",
      ],
      ["Returning a size was painless. I have ordered five times since.", "Lucas Moreau", "Verified buyer"],
      [
        "Great quality for the price and a customer service team that actually replies.",
        "Nora Jensen",
        "Verified buyer",
      ],
    ],
    faq: [
      [
        "How long does delivery take?",
        "Most orders arrive within one to two working days; tracking is sent by e-mail.",
      ],
      ["What is your returns policy?", "You have 30 days to return any item unused, and returns are free."],
      [
        "Which payment methods do you accept?",
        "All major cards, Apple Pay, Google Pay, PayPal and pay-in-three.",
      ],
      ["Do you ship internationally?", "We ship to 30 countries; duties are shown at checkout."],
    ],
    products: [
      ["Everyday Tote", 59, "Recycled canvas, lifetime stitching"],
      ["Classic Sneaker", 89, "Cushioned sole, vegan leather"],
      ["Ceramic Mug Set", 34, "Set of four, dishwasher safe"],
      ["Wool Throw", 79, "Soft merino, woven in Portugal"],
    ],
    projects: [
      ["Store relaunch", "Conversion up 38% after the redesign"],
      ["Checkout revamp", "Cart abandonment down by a quarter"],
      ["Holiday campaign", "Best December on record"],
      ["Product photography", "400 products shot in two weeks"],
    ],
    skills: [
      "Merchandising",
      "Conversion optimisation",
      "Product photography",
      "E-mail marketing",
      "Logistics",
      "Customer service",
    ],
    logos: ["Maison Lune", "Parcelly", "Nordhaus", "Kindred", "Atelier 9"],
    people: [
      ["Chloé Martin", "Head of E-commerce"],
      ["Ben Adler", "Growth Lead"],
      ["Yuki Tanaka", "Brand Director"],
    ],
  },
  education: {
    palette: P("#7c3aed", "#f59e0b"),
    icons: ["graduation-cap", "book-open", "lightbulb", "users", "award", "clock"],
    noun: "academy",
    customers: "learners",
    offerings: [
      ["Expert-led lessons", "Learn from practitioners who teach what they do every day."],
      ["Learn at your pace", "Short video lessons you can fit around work and family."],
      ["Hands-on projects", "Build real work for your portfolio, reviewed by mentors."],
      ["Live Q&A sessions", "Ask questions every week and get answers on the spot."],
      ["Recognised certificate", "Finish the course and earn a certificate employers know."],
      ["Supportive community", "Study groups and forums that keep you motivated."],
    ],
    outcomes: [
      "new skills in weeks",
      "a portfolio to show",
      "more confidence at work",
      "a clear learning path",
    ],
    stats: [
      ["40k", "students enrolled"],
      ["92%", "completion rate"],
      ["4.9/5", "course rating"],
      ["120+", "lessons"],
    ],
    testimonials: [
      [
        "I changed careers six months after finishing. The projects got me the interviews.",
        "Jasmine Patel",
        "Graduate, 2025",
      ],
      ["Clear, practical and genuinely fun. The mentors made all the difference.", "Leo Fischer", "Student"],
      [
        "Our whole team took the course; the results showed within a month.",
        "Hannah Wright",
        "Training Manager",
      ],
    ],
    faq: [
      ["Do I need any experience?", "No. We start from the basics and build up step by step."],
      [
        "How much time does it take?",
        "About four hours a week; lessons stay available whenever you need them.",
      ],
      ["Will I get a certificate?", "Yes, every graduate receives a shareable, verifiable certificate."],
      ["Can I get a refund?", "If the course is not for you, ask within 14 days for a full refund."],
    ],
    products: [
      ["Foundations course", 149, "Eight weeks, self-paced"],
      ["Mentored track", 399, "Weekly one-to-one reviews"],
      ["Team licence", 990, "Up to ten learners"],
      ["Workbook bundle", 29, "Printable exercises"],
    ],
    projects: [
      ["Online course platform", "Used by 40k students"],
      ["STEM workshop series", "Run in 25 schools"],
      ["Language learning app", "Daily streaks for 8k learners"],
      ["Teacher toolkit", "Lesson plans for 300 teachers"],
    ],
    skills: [
      "Curriculum design",
      "Instructional video",
      "Coaching",
      "Assessment",
      "E-learning",
      "Public speaking",
    ],
    logos: ["Brightpath", "Learnwell", "Campus+", "Scholarly", "Open Atlas"],
    people: [
      ["Prof. Miriam Cole", "Lead Instructor"],
      ["Ethan Brooks", "Learning Designer"],
      ["Ana Souza", "Student Success Lead"],
    ],
  },
  "real-estate": {
    palette: P("#b45309", "#0ea5e9"),
    icons: ["house", "key-round", "map-pin", "building-2", "handshake", "search"],
    noun: "agency",
    customers: "buyers and sellers",
    offerings: [
      ["Free valuation", "An honest price estimate based on real local sales, within 48 hours."],
      ["Professional photography", "Bright photos, floor plans and video tours that sell homes faster."],
      ["Local market experts", "Agents who live in the neighbourhoods they sell."],
      ["Accompanied viewings", "We show every buyer around, evenings and weekends included."],
      ["Negotiation support", "We handle offers and paperwork so you get the best terms."],
      ["Mortgage guidance", "Introductions to trusted advisers who find the right loan."],
    ],
    outcomes: ["a faster sale", "the right price", "stress-free moving", "a home that fits your life"],
    stats: [
      ["1,400", "homes sold"],
      ["21 days", "average time to sell"],
      ["98%", "of asking price"],
      ["4.9/5", "client rating"],
    ],
    testimonials: [
      [
        "Sold above asking in under three weeks. They handled everything.",
        "Peter and Julia Young",
        "Sellers",
      ],
      ["They found us a home that was not even on the market yet.", "Ravi Shah", "Buyer"],
      ["Straightforward advice and no pressure at any point.", "Claire Dubois", "First-time buyer"],
    ],
    faq: [
      [
        "How do you value my home?",
        "We compare recent local sales, visit the property and give you a written estimate.",
      ],
      ["What are your fees?", "A fixed percentage agreed up front, paid only when the sale completes."],
      [
        "How long does a sale take?",
        "Our homes sell in about three weeks; completion usually follows within two months.",
      ],
      ["Do you help buyers too?", "Yes, we search on your behalf, including homes not yet listed."],
    ],
    products: [
      ["Garden apartment", 385000, "2 bed · 84 m² · terrace"],
      ["Family house", 620000, "4 bed · 160 m² · garden"],
      ["City loft", 445000, "1 bed · 70 m² · balcony"],
      ["Seaside villa", 1150000, "5 bed · 260 m² · sea view"],
    ],
    projects: [
      ["Riverside lofts", "32 apartments sold off-plan"],
      ["Old town renovation", "A heritage home brought back to life"],
      ["Green quarter", "Energy-class A family homes"],
      ["Harbour offices", "Fully let in four months"],
    ],
    skills: [
      "Property valuation",
      "Negotiation",
      "Home staging",
      "Market analysis",
      "Contracts",
      "Photography",
    ],
    logos: ["Keystone Homes", "UrbanNest", "Harbor Living", "Oakridge", "Meadow & Co"],
    people: [
      ["Olivia Grant", "Senior Agent"],
      ["Marco Rossi", "Valuation Expert"],
      ["Fatima Noor", "Lettings Manager"],
    ],
  },
  consulting: {
    palette: P("#0e7490", "#6366f1"),
    icons: ["briefcase", "target", "chart-line", "users", "lightbulb", "handshake"],
    noun: "consultancy",
    customers: "leadership teams",
    offerings: [
      ["Strategy sprints", "Four focused weeks from question to a plan your board will back."],
      ["Operational excellence", "Find the bottlenecks and fix them with your team, not around it."],
      ["Growth roadmaps", "Clear priorities, owners and numbers for the next 18 months."],
      ["Change management", "Bring people along so the plan survives contact with reality."],
      ["Interim leadership", "Experienced leaders who step in while you hire."],
      ["Workshops and training", "Practical sessions that leave your team with new habits."],
    ],
    outcomes: ["faster decisions", "measurable growth", "aligned teams", "costs under control"],
    stats: [
      ["180+", "projects delivered"],
      ["32%", "average cost saving"],
      ["15", "countries"],
      ["96%", "clients who return"],
    ],
    testimonials: [
      [
        "In six weeks we had the clarity we had been missing for two years.",
        "Robert Hayes",
        "CEO, Stratus Logistics",
      ],
      [
        "They worked alongside our people and left us stronger, not dependent.",
        "Ingrid Larsen",
        "COO, Fjord Foods",
      ],
      [
        "The roadmap is still on my wall. Every milestone has been hit.",
        "Kwame Asante",
        "Founder, Asante Group",
      ],
    ],
    faq: [
      [
        "How does an engagement start?",
        "With a free call to understand your situation, then a short written proposal.",
      ],
      ["How are you priced?", "Fixed fees per phase, agreed before the work starts. No surprise invoices."],
      ["Do you work with smaller companies?", "Yes, from 20-person scale-ups to international groups."],
      ["Can you work on site?", "We combine on-site workshops with remote work to keep costs down."],
    ],
    products: [
      ["Strategy sprint", 9500, "Four weeks, fixed scope"],
      ["Leadership workshop", 2400, "One day, up to 12 people"],
      ["Operations audit", 6800, "Findings and roadmap"],
      ["Advisory retainer", 3000, "Monthly, senior partner"],
    ],
    projects: [
      ["Logistics turnaround", "Margins up 9 points in a year"],
      ["Retail expansion", "Entry into three new markets"],
      ["Post-merger integration", "Two cultures, one company"],
      ["Digital operating model", "Decision time halved"],
    ],
    skills: [
      "Strategy",
      "Operations",
      "Change management",
      "Financial modelling",
      "Facilitation",
      "Leadership coaching",
    ],
    logos: ["Stratus", "Fjord Foods", "Asante Group", "Vantage", "Corvid"],
    people: [
      ["Eleanor Price", "Managing Partner"],
      ["Javier Morales", "Operations Lead"],
      ["Grace Liu", "Strategy Director"],
    ],
  },
  fitness: {
    palette: P("#dc2626", "#f97316"),
    icons: ["dumbbell", "timer", "heart-pulse", "flame", "users", "trending-up"],
    noun: "studio",
    customers: "members",
    offerings: [
      ["Small-group training", "Coached sessions of up to eight people, so your form always gets attention."],
      ["Personal programmes", "A plan built around your goals, schedule and starting point."],
      ["Strength and conditioning", "Build real strength safely with progressive, tracked workouts."],
      ["HIIT and cardio", "Short, intense classes that fit into a lunch break."],
      ["Nutrition coaching", "Simple habits and meal plans that support your training."],
      ["Progress tracking", "Regular check-ins and measurements so you can see the change."],
    ],
    outcomes: [
      "more strength in eight weeks",
      "more energy every day",
      "training you will stick to",
      "results you can measure",
    ],
    stats: [
      ["2,000+", "members trained"],
      ["60+", "classes a week"],
      ["4.9/5", "member rating"],
      ["8 wks", "to visible results"],
    ],
    testimonials: [
      [
        "I have tried every gym in town. This is the first place I have kept going to for a year.",
        "Jake Morrison",
        "Member since 2024",
      ],
      ["Down 9 kg and deadlifting my bodyweight. The coaches are brilliant.", "Amira Haddad", "Member"],
      ["Early classes that fit before work, and a community that makes it fun.", "Chris Bauer", "Member"],
    ],
    faq: [
      [
        "I am a beginner. Is that OK?",
        "Absolutely. Every class has options for all levels and coaches adapt each exercise.",
      ],
      ["Can I try before I join?", "Yes, your first week is free with no commitment."],
      ["What should I bring?", "Comfortable clothes, trainers and a water bottle. Towels are provided."],
      ["Can I freeze my membership?", "You can pause for up to two months a year at no cost."],
    ],
    products: [
      ["Drop-in class", 15, "Any class, any day"],
      ["Monthly unlimited", 89, "All classes, open gym"],
      ["Personal training pack", 299, "Five one-to-one sessions"],
      ["Resistance band set", 29, "Three strengths, travel pouch"],
    ],
    projects: [
      ["Marathon prep programme", "120 runners to the finish line"],
      ["Corporate wellness", "Weekly sessions for 300 staff"],
      ["Studio rebrand", "Memberships up 45%"],
      ["Online coaching app", "Workouts for 10k users"],
    ],
    skills: ["Strength coaching", "Mobility", "Nutrition", "HIIT", "Injury prevention", "Motivation"],
    logos: ["PulseFit", "IronWorks", "CoreLab", "Stride", "Apex Athletics"],
    people: [
      ["Maya Johnson", "Head Coach"],
      ["Diego Alvarez", "Strength Coach"],
      ["Sarah O'Neill", "Nutritionist"],
    ],
  },
  food: {
    palette: P("#c2410c", "#65a30d"),
    icons: ["utensils", "chef-hat", "leaf", "coffee", "star", "map-pin"],
    noun: "kitchen",
    customers: "guests",
    offerings: [
      ["Seasonal menu", "Dishes that change with the market, cooked from scratch every day."],
      ["Local producers", "Vegetables, meat and cheese from farms within 80 km."],
      ["Private dining", "A room for celebrations of up to 24 guests, with a set menu."],
      ["Catering", "Our kitchen at your event, from office lunches to weddings."],
      ["Take-away and delivery", "Order online and collect in 20 minutes or have it delivered."],
      ["Natural wines", "A short list of small-producer wines chosen to match the menu."],
    ],
    outcomes: [
      "food made from scratch",
      "a table that feels like home",
      "honest ingredients",
      "evenings worth remembering",
    ],
    stats: [
      ["12 yrs", "in the neighbourhood"],
      ["80 km", "sourcing radius"],
      ["4.8/5", "guest rating"],
      ["300", "dinners a week"],
    ],
    testimonials: [
      [
        "The best meal we have had this year, and the staff made our anniversary special.",
        "Isabel and Tom Reed",
        "Guests",
      ],
      [
        "They catered our company party for 120 people without a single hiccup.",
        "Paul Schneider",
        "Event organiser",
      ],
      ["My Friday ritual. The seasonal menu never disappoints.", "Lena Kovacs", "Regular guest"],
    ],
    faq: [
      ["Do you take reservations?", "Yes, book online or by phone; we also keep a few tables for walk-ins."],
      ["Do you cater for allergies?", "Tell us when you book and the kitchen will adapt your dishes."],
      ["Are there vegetarian and vegan options?", "Always: at least a third of the menu is plant-based."],
      ["Can I book the whole restaurant?", "Yes, for private events of up to 60 guests."],
    ],
    products: [
      ["Tasting menu", 65, "Seven seasonal courses"],
      ["Sunday brunch", 28, "Bottomless coffee included"],
      ["Gift voucher", 50, "Valid for a year"],
      ["Chef's table", 95, "An evening in the kitchen"],
    ],
    projects: [
      ["Restaurant opening", "Fully booked for the first month"],
      ["Seasonal menu design", "Four menus a year"],
      ["Food festival stand", "1,200 plates in a weekend"],
      ["Cookbook", "60 recipes from our kitchen"],
    ],
    skills: ["Menu design", "Food styling", "Catering", "Wine pairing", "Sourcing", "Hospitality"],
    logos: ["Market Hall", "Green Table", "Casa Nova", "The Larder", "Harvest Co"],
    people: [
      ["Chef Laura Bianchi", "Head Chef"],
      ["Noah Williams", "Sommelier"],
      ["Hana Sato", "Pastry Chef"],
    ],
  },
  travel: {
    palette: P("#0369a1", "#f59e0b"),
    icons: ["plane", "compass", "map-pin", "globe", "camera", "mountain"],
    noun: "travel company",
    customers: "travellers",
    offerings: [
      ["Tailor-made itineraries", "Trips designed around your pace, interests and budget."],
      ["Small-group tours", "Never more than 12 travellers, led by local guides."],
      ["Handpicked stays", "Boutique hotels and guesthouses we have visited ourselves."],
      ["24/7 travel support", "A real person to call, wherever you are in the world."],
      ["Flexible booking", "Change your dates up to 30 days before departure for free."],
      ["Responsible travel", "Local partners, fair wages and carbon-balanced trips."],
    ],
    outcomes: [
      "trips without the planning stress",
      "experiences off the beaten path",
      "support at every step",
      "memories for life",
    ],
    stats: [
      ["60+", "destinations"],
      ["18k", "travellers a year"],
      ["4.9/5", "trip rating"],
      ["24/7", "support"],
    ],
    testimonials: [
      ["Every detail was taken care of. We just had to enjoy Japan.", "Michael and Aiko Grant", "Travellers"],
      ["Our guide in Peru was the highlight of the year.", "Sandra Weiss", "Traveller"],
      [
        "When our flight was cancelled they rebooked everything before we landed.",
        "George Adeyemi",
        "Traveller",
      ],
    ],
    faq: [
      ["Can I change my booking?", "Yes, dates can be changed for free up to 30 days before departure."],
      [
        "Are flights included?",
        "Most trips include flights from major airports; you can also book land-only.",
      ],
      ["How big are the groups?", "Our group tours never exceed 12 travellers."],
      ["Do I need travel insurance?", "We strongly recommend it and can arrange cover for you."],
    ],
    products: [
      ["Lisbon city break", 690, "4 nights, boutique hotel"],
      ["Iceland road trip", 1890, "8 days, self-drive"],
      ["Kyoto culture tour", 2450, "10 days, small group"],
      ["Safari in Kenya", 3290, "9 days, all inclusive"],
    ],
    projects: [
      ["Destination guide", "50 cities, written by locals"],
      ["Tour booking site", "Bookings doubled in a season"],
      ["Photo expedition", "Patagonia in 14 days"],
      ["Brand campaign", "Spring travel sales up 60%"],
    ],
    skills: [
      "Itinerary design",
      "Local partnerships",
      "Travel photography",
      "Logistics",
      "Storytelling",
      "Languages",
    ],
    logos: ["Wanderly", "Atlas Trips", "Blue Horizon", "Nomada", "Summit Tours"],
    people: [
      ["Isla Thompson", "Founder and Trip Designer"],
      ["Kenji Mori", "Asia Specialist"],
      ["Zara Mensah", "Africa Specialist"],
    ],
  },
  automotive: {
    palette: P("#1f2937", "#ef4444"),
    icons: ["car", "wrench", "gauge", "shield-check", "calendar", "zap"],
    noun: "garage",
    customers: "drivers",
    offerings: [
      ["Full servicing", "Manufacturer-approved servicing that keeps your warranty intact."],
      ["Fast diagnostics", "Warning light on? We find the cause in under an hour."],
      ["EV and hybrid care", "Certified technicians for battery checks and electric drivetrains."],
      ["Tyres and alignment", "Premium tyres fitted and balanced while you wait."],
      ["Free courtesy car", "Keep moving while we work on your car."],
      ["Fixed-price quotes", "The price we quote is the price you pay."],
    ],
    outcomes: [
      "a car you can rely on",
      "no surprise bills",
      "a quick return to the road",
      "a higher resale value",
    ],
    stats: [
      ["35 yrs", "in business"],
      ["9,000", "cars serviced a year"],
      ["4.8/5", "customer rating"],
      ["1 h", "average diagnosis"],
    ],
    testimonials: [
      [
        "Honest, quick and cheaper than the dealer. I would not go anywhere else.",
        "Steven Clarke",
        "Customer",
      ],
      [
        "They explained every item on the bill and even showed me the worn parts.",
        "Monika Braun",
        "Customer",
      ],
      ["Our whole fleet is serviced here. Zero breakdowns this year.", "Ahmed Karim", "Fleet Manager"],
    ],
    faq: [
      [
        "Will servicing here affect my warranty?",
        "No. We follow manufacturer schedules and use approved parts.",
      ],
      ["Do you work on electric cars?", "Yes, our technicians are certified for EVs and hybrids."],
      ["How do I book?", "Online in a minute, or call us. Same-week slots are usually available."],
      [
        "Do you offer a courtesy car?",
        "Yes, free of charge for services and repairs, subject to availability.",
      ],
    ],
    products: [
      ["Annual service", 189, "Oil, filters and a 50-point check"],
      ["EV health check", 89, "Battery and drivetrain report"],
      ["Winter tyre set", 520, "Fitted and balanced"],
      ["Detailing package", 149, "Interior and exterior"],
    ],
    projects: [
      ["Classic restoration", "A 1967 coupé back on the road"],
      ["Fleet programme", "120 vans, zero downtime"],
      ["EV workshop launch", "The first certified EV bay in town"],
      ["Showroom redesign", "Visits up 40%"],
    ],
    skills: ["Diagnostics", "EV systems", "Bodywork", "Fleet management", "Detailing", "Customer care"],
    logos: ["Motorline", "VoltDrive", "Roadstar", "Gearhouse", "Autoplex"],
    people: [
      ["Frank Müller", "Master Technician"],
      ["Lucia Garcia", "Service Manager"],
      ["Tom Becker", "EV Specialist"],
    ],
  },
  fashion: {
    palette: P("#9d174d", "#a78bfa"),
    icons: ["shirt", "sparkles", "shopping-bag", "leaf", "star", "gift"],
    noun: "label",
    customers: "customers",
    offerings: [
      ["Timeless pieces", "Designs made to be worn for years, not one season."],
      ["Responsibly made", "Organic fabrics and small ateliers we visit ourselves."],
      ["Perfect fit", "Detailed size guides and free alterations on tailoring."],
      ["Limited drops", "Small runs, so what you wear stays special."],
      ["Personal styling", "Book a free session with our stylists, online or in store."],
      ["Repair service", "We mend what we make, for as long as you own it."],
    ],
    outcomes: ["a wardrobe that lasts", "clothes that fit", "style without waste", "pieces people ask about"],
    stats: [
      ["100%", "organic cotton"],
      ["12", "partner ateliers"],
      ["4.8/5", "customer rating"],
      ["60k", "pieces made"],
    ],
    testimonials: [
      [
        "The coat I bought three winters ago still looks new. Worth every cent.",
        "Camille Laurent",
        "Customer",
      ],
      ["Finally, trousers that fit without alterations.", "Ines Ribeiro", "Customer"],
      ["Beautiful fabrics and a brand I feel good supporting.", "Olga Petrova", "Customer"],
    ],
    faq: [
      [
        "How do I find my size?",
        "Each product has measurements and a fit note; our team is happy to advise.",
      ],
      ["Where are your clothes made?", "In small family-run ateliers in Portugal and Italy."],
      ["Can I return an item?", "Yes, within 30 days, unworn and with tags."],
      ["Do you restock?", "Core pieces are restocked; limited drops are made once."],
    ],
    products: [
      ["Linen Shirt", 95, "Relaxed fit, garment dyed"],
      ["Wool Coat", 320, "Double-faced, made in Italy"],
      ["Wide-leg Trousers", 140, "High waist, organic cotton"],
      ["Silk Scarf", 75, "Hand-rolled edges"],
    ],
    projects: [
      ["Spring collection lookbook", "Shot on location in Lisbon"],
      ["Capsule with a local artist", "Sold out in 48 hours"],
      ["Store interior", "A calm space for slow shopping"],
      ["Runway show", "A fashion week debut"],
    ],
    skills: ["Pattern cutting", "Textile design", "Styling", "Art direction", "Sourcing", "Brand identity"],
    logos: ["Maison Vert", "Atelier Nord", "Linea", "Soft Goods", "Studio Rue"],
    people: [
      ["Élise Fontaine", "Creative Director"],
      ["Matteo Conti", "Head of Design"],
      ["Amara Diallo", "Stylist"],
    ],
  },
  marketing: {
    palette: P("#ea580c", "#8b5cf6"),
    icons: ["megaphone", "target", "trending-up", "chart-line", "message-circle", "sparkles"],
    noun: "agency",
    customers: "brands",
    offerings: [
      ["Performance campaigns", "Paid social and search run against one number: your return."],
      ["Content that converts", "Copy, video and design produced in-house and tested continuously."],
      ["SEO that lasts", "Technical fixes and content that keep you ranking."],
      ["Brand strategy", "Positioning and messaging your whole team can repeat."],
      ["Conversion optimisation", "Landing pages and funnels improved by experiment, not opinion."],
      ["Clear reporting", "One dashboard, weekly updates, no vanity metrics."],
    ],
    outcomes: [
      "more qualified leads",
      "a lower cost per customer",
      "a brand people remember",
      "growth you can measure",
    ],
    stats: [
      ["3.4×", "average ROAS"],
      ["€40M", "ad spend managed"],
      ["120+", "brands grown"],
      ["-38%", "cost per lead"],
    ],
    testimonials: [
      [
        "Cost per lead down 40% in the first quarter, and the leads are better.",
        "Natalie Brooks",
        "CMO, Evergreen",
      ],
      ["They think like owners. Every idea comes with a number attached.", "Sven Olsen", "Founder, Fjell"],
      ["Our organic traffic tripled in a year.", "Priyanka Desai", "Head of Growth, Lumen"],
    ],
    faq: [
      [
        "What budget do I need?",
        "Our clients usually invest from €3,000 a month in media; we will tell you honestly what works.",
      ],
      [
        "How soon will I see results?",
        "Paid campaigns show data within two weeks; SEO builds over three to six months.",
      ],
      [
        "Do you lock me into a contract?",
        "No. After the first three months you can stop with 30 days' notice.",
      ],
      ["Who owns the ad accounts?", "You do. Always."],
    ],
    products: [
      ["Growth audit", 990, "Findings in ten days"],
      ["Campaign management", 2500, "Monthly, all channels"],
      ["Content pack", 1400, "12 assets a month"],
      ["Landing page sprint", 1800, "Design, build and test"],
    ],
    projects: [
      ["Product launch campaign", "25k pre-orders in four weeks"],
      ["Rebrand for a fintech", "Awareness up 60%"],
      ["SEO programme", "Organic traffic tripled"],
      ["Video series", "4M views on social"],
    ],
    skills: ["Paid media", "SEO", "Copywriting", "Analytics", "Brand strategy", "Video production"],
    logos: ["Evergreen", "Fjell", "Lumen", "Kite", "Parallel"],
    people: [
      ["Rebecca Stone", "Strategy Director"],
      ["Ali Rahman", "Head of Paid Media"],
      ["Jonas Berg", "Creative Lead"],
    ],
  },
  legal: {
    palette: P("#1e3a8a", "#b45309"),
    icons: ["scale", "gavel", "file-text", "shield-check", "briefcase", "handshake"],
    noun: "law firm",
    customers: "clients",
    offerings: [
      ["Business law", "Contracts, company formation and disputes handled by specialists."],
      ["Employment law", "Advice for employers and employees, from contracts to tribunals."],
      ["Property and leases", "Purchases, leases and disputes, handled with care and speed."],
      ["Family matters", "Sensitive, discreet support through separation and custody."],
      ["Fixed-fee advice", "Know the cost before we start, with no hourly surprises."],
      ["Plain-English answers", "Clear explanations of where you stand and what happens next."],
    ],
    outcomes: ["clarity on your options", "risks handled early", "fair outcomes", "costs agreed up front"],
    stats: [
      ["30 yrs", "of practice"],
      ["2,500", "cases handled"],
      ["94%", "success rate"],
      ["24 h", "first response"],
    ],
    testimonials: [
      ["They explained every step and the outcome was better than we hoped.", "Jonathan Reid", "Client"],
      [
        "Fast, clear and fairly priced. Our contracts are finally watertight.",
        "Mei Chen",
        "Founder, Tidewater",
      ],
      ["Compassionate support during the hardest year of my life.", "Anna Kowalski", "Client"],
    ],
    faq: [
      [
        "Is the first consultation free?",
        "Yes, a 30-minute call to understand your matter and explain the options.",
      ],
      ["How are fees charged?", "Most matters have a fixed fee agreed in writing before we start."],
      ["How quickly will you reply?", "We answer every enquiry within one working day."],
      ["Is everything confidential?", "Yes, everything you tell us is protected by legal privilege."],
    ],
    products: [
      ["Initial consultation", 0, "30 minutes, no obligation"],
      ["Contract review", 390, "Fixed fee, three working days"],
      ["Company formation", 750, "Articles and registration"],
      ["Employment advice", 290, "One-hour session"],
    ],
    projects: [
      ["Cross-border acquisition", "Closed in 90 days"],
      ["Employment tribunal", "Claim dismissed in full"],
      ["Start-up legal pack", "Used by 200 founders"],
      ["Lease renegotiation", "Rent cut by 18%"],
    ],
    skills: ["Contract law", "Litigation", "Employment law", "Mediation", "Corporate law", "Compliance"],
    logos: ["Tidewater", "Redwood Partners", "Civitas", "Lexford", "Bridge & Co"],
    people: [
      ["Victoria Hale", "Senior Partner"],
      ["Daniel Ortiz", "Employment Lawyer"],
      ["Ruth Adeyemi", "Family Law Partner"],
    ],
  },
  nonprofit: {
    palette: P("#15803d", "#f59e0b"),
    icons: ["hand-heart", "users", "globe", "leaf", "heart", "gift"],
    noun: "charity",
    customers: "supporters",
    offerings: [
      ["Community programmes", "Local projects run with the people they serve."],
      ["Emergency relief", "Food, shelter and care where it is needed most, within 48 hours."],
      ["Education for all", "Scholarships and classrooms for children who would otherwise miss out."],
      ["Volunteer network", "Give your time and skills alongside 3,000 volunteers."],
      ["Transparent impact", "Every euro tracked and reported in our annual review."],
      ["Monthly giving", "A small regular gift that lets us plan for the long term."],
    ],
    outcomes: [
      "real change in real lives",
      "every euro accounted for",
      "communities that thrive",
      "hope where it is needed",
    ],
    stats: [
      ["120k", "people helped"],
      ["89%", "of funds to programmes"],
      ["3,000", "volunteers"],
      ["14", "countries"],
    ],
    testimonials: [
      [
        "The scholarship changed my life. I am the first in my family at university.",
        "Amina Yusuf",
        "Scholarship recipient",
      ],
      ["Volunteering here is the most rewarding thing I do every week.", "Paul Jenkins", "Volunteer"],
      ["I give monthly because I can see exactly where it goes.", "Karin Lindqvist", "Monthly donor"],
    ],
    faq: [
      [
        "How is my donation used?",
        "89% of every euro goes directly to programmes; our accounts are published every year.",
      ],
      [
        "Is my donation tax-deductible?",
        "Yes, we are a registered charity and send a receipt for every gift.",
      ],
      ["Can I volunteer?", "Yes, sign up and we will match you with a project near you or online."],
      ["Can I stop a monthly gift?", "Anytime, with one e-mail or click."],
    ],
    products: [
      ["School kit", 25, "Books and supplies for a year"],
      ["Clean water", 50, "Safe water for a family"],
      ["Meal packs", 15, "A week of meals"],
      ["Sponsor a class", 240, "A teacher for a month"],
    ],
    projects: [
      ["Clean water initiative", "40 wells built in two years"],
      ["Girls' education fund", "1,200 scholarships"],
      ["Winter shelter", "8,000 nights of safe sleep"],
      ["Tree-planting drive", "250,000 trees planted"],
    ],
    skills: [
      "Community organising",
      "Fundraising",
      "Programme design",
      "Advocacy",
      "Volunteer management",
      "Impact reporting",
    ],
    logos: ["Hope Trust", "Common Ground", "Open Hands", "Bright Futures", "Green Earth"],
    people: [
      ["Grace Mwangi", "Executive Director"],
      ["Henrik Dahl", "Programme Lead"],
      ["Leila Farouk", "Volunteer Coordinator"],
    ],
  },
  manufacturing: {
    palette: P("#334155", "#f59e0b"),
    icons: ["factory", "cog", "package", "truck", "shield-check", "gauge"],
    noun: "manufacturer",
    customers: "OEM partners",
    offerings: [
      ["Precision machining", "CNC parts to ±0.01 mm tolerance, from prototype to series."],
      ["Certified quality", "ISO 9001 processes with full traceability on every batch."],
      ["Short lead times", "Quotes in 24 hours and first parts in as little as five days."],
      ["Engineering support", "Design-for-manufacture reviews that cut cost before production."],
      ["Flexible volumes", "From ten pieces to a hundred thousand a year."],
      ["Reliable logistics", "Just-in-time delivery across Europe, tracked end to end."],
    ],
    outcomes: ["parts on time", "consistent quality", "lower unit costs", "one dependable supplier"],
    stats: [
      ["99.6%", "on-time delivery"],
      ["ISO 9001", "certified"],
      ["40 yrs", "of engineering"],
      ["2M", "parts a year"],
    ],
    testimonials: [
      [
        "Zero rejected batches in eighteen months. That is why we keep ordering.",
        "Werner Klein",
        "Procurement Lead, Voltec",
      ],
      [
        "Their engineers suggested a design change that saved 22% per part.",
        "Laura Bennett",
        "Product Engineer, Arcon",
      ],
      ["Quotes in a day, parts in a week. Exactly what a start-up needs.", "Nikhil Rao", "Founder, Rotorix"],
    ],
    faq: [
      [
        "What materials do you work with?",
        "Aluminium, steel, stainless steel, brass, titanium and engineering plastics.",
      ],
      ["What is your minimum order?", "There is none; we are happy to make prototypes and small runs."],
      ["How fast can you quote?", "Send a drawing and you will have a quote within 24 hours."],
      ["Do you ship outside the EU?", "Yes, we ship worldwide with full customs documentation."],
    ],
    products: [
      ["Prototype batch", 450, "Up to 10 parts in 5 days"],
      ["Series production", 2900, "Per 1,000 parts, from"],
      ["Assembly service", 1200, "Kitting and testing"],
      ["Design review", 350, "DFM report in 3 days"],
    ],
    projects: [
      ["E-bike motor housing", "From drawing to 50k units"],
      ["Medical device parts", "Cleanroom assembly"],
      ["Robotic arm joints", "Tolerances of 5 microns"],
      ["Factory automation", "Output up 30%"],
    ],
    skills: [
      "CNC machining",
      "Quality assurance",
      "Lean production",
      "CAD/CAM",
      "Supply chain",
      "Automation",
    ],
    logos: ["Voltec", "Arcon", "Rotorix", "Steelhaus", "Precisa"],
    people: [
      ["Klaus Hoffmann", "Plant Director"],
      ["Irina Popescu", "Quality Manager"],
      ["Mark Evans", "Lead Engineer"],
    ],
  },
  entertainment: {
    palette: P("#6d28d9", "#ec4899"),
    icons: ["film", "music", "ticket", "star", "sparkles", "play"],
    noun: "studio",
    customers: "fans",
    offerings: [
      ["Live shows", "Unforgettable nights with artists you love, up close."],
      ["Premium seating", "The best views in the house, with fast-track entry."],
      ["Exclusive content", "Behind-the-scenes clips, early releases and members-only streams."],
      ["Private events", "Hire our venue and crew for launches, parties and screenings."],
      ["Easy ticketing", "Mobile tickets in seconds, no printing and no queues."],
      ["Fan community", "Meet people who love the same things you do."],
    ],
    outcomes: ["nights to remember", "the best seats", "first access to new releases", "a community of fans"],
    stats: [
      ["500+", "shows a year"],
      ["1.2M", "tickets sold"],
      ["4.8/5", "audience rating"],
      ["80", "artists on tour"],
    ],
    testimonials: [
      ["The best concert experience I have had. Sound, lights, everything.", "Riley Evans", "Ticket holder"],
      ["We held our premiere here. The team made it effortless.", "Sophie Laurent", "Producer, Lumen Films"],
      ["Members' early access means I never miss a show.", "Kai Nakamura", "Member"],
    ],
    faq: [
      ["How do I get my tickets?", "Tickets arrive on your phone instantly after purchase."],
      ["Can I get a refund?", "If an event is cancelled or moved, you get a full refund automatically."],
      [
        "Is the venue accessible?",
        "Yes: step-free access, accessible seating and hearing loops are available.",
      ],
      ["Are there age limits?", "Most shows are all ages; any limits are shown on the event page."],
    ],
    products: [
      ["General admission", 35, "Standing, all areas"],
      ["Premium seat", 79, "Best view, fast-track entry"],
      ["VIP package", 149, "Meet and greet included"],
      ["Season pass", 390, "Every show this season"],
    ],
    projects: [
      ["Summer festival", "40k visitors over three days"],
      ["Film premiere", "A red carpet for 800 guests"],
      ["Album launch tour", "22 cities sold out"],
      ["Immersive exhibition", "100k visitors"],
    ],
    skills: [
      "Event production",
      "Stage design",
      "Sound engineering",
      "Video editing",
      "Talent booking",
      "Promotion",
    ],
    logos: ["Lumen Films", "Soundwave", "Neon Hall", "Starlight", "Encore"],
    people: [
      ["Jordan Blake", "Creative Producer"],
      ["Nia Roberts", "Music Director"],
      ["Felix Wagner", "Stage Designer"],
    ],
  },
  other: {
    palette: P("#2563eb", "#14b8a6"),
    icons: ["sparkles", "star", "users", "shield-check", "clock", "handshake"],
    noun: "company",
    customers: "customers",
    offerings: [
      ["Personal service", "A dedicated contact who knows your needs and answers quickly."],
      ["Quality you can trust", "Careful work, checked twice and backed by our guarantee."],
      ["Fair, clear pricing", "Know the cost up front, with no hidden extras."],
      ["Fast turnaround", "Most requests handled within days, not weeks."],
      ["Flexible options", "Packages that adapt to what you need right now."],
      ["Proven experience", "Years of work for customers who keep coming back."],
    ],
    outcomes: ["time saved", "results you can see", "a partner you can rely on", "real value for money"],
    stats: [
      ["10+", "years of experience"],
      ["5,000", "happy customers"],
      ["4.9/5", "average rating"],
      ["24 h", "response time"],
    ],
    testimonials: [
      [
        "Professional from the first call to the final result. Highly recommended.",
        "Laura Fischer",
        "Customer",
      ],
      ["They listened, delivered on time and the price was exactly as quoted.", "Samuel Green", "Customer"],
      ["The easiest decision we made this year.", "Mira Patel", "Customer"],
    ],
    faq: [
      ["How do I get started?", "Send us a message or book a call; we reply within one working day."],
      ["How much does it cost?", "You get a clear quote before any work begins."],
      ["Do you offer a guarantee?", "Yes, if something is not right we will fix it at no cost."],
      ["Where do you work?", "Locally on site, and remotely for everyone else."],
    ],
    products: [
      ["Essential", 49, "The basics, done right"],
      ["Plus", 99, "Our most popular option"],
      ["Premium", 199, "Everything, with priority"],
      ["Gift card", 50, "For someone special"],
    ],
    projects: [
      ["Brand refresh", "A new look in six weeks"],
      ["Service launch", "500 customers in a month"],
      ["Community project", "Built with local partners"],
      ["Customer portal", "Support requests down 30%"],
    ],
    skills: [
      "Project management",
      "Customer service",
      "Design",
      "Planning",
      "Communication",
      "Problem solving",
    ],
    logos: ["Northstar", "Evergreen", "Bluebird", "Summit", "Lighthouse"],
    people: [
      ["Alex Morgan", "Founder"],
      ["Jamie Chen", "Operations Lead"],
      ["Sam Rivera", "Customer Success"],
    ],
  },
};
