/** English: the pack every reading also tries, since owners mix English into every language. */
import { colourTable, type LanguagePack, numberTable, words } from "./types.js";

export const en: LanguagePack = {
  code: "en",
  name: "English",
  languages: Object.fromEntries(
    words(
      "en english|de german|fr french|es spanish|it italian|nl dutch|pt portuguese|pl polish|hu hungarian|sv swedish|da danish|ja japanese|zh chinese|ar arabic|tr turkish|el greek|cs czech|ro romanian|uk ukrainian",
    ).map((entry) => [entry.split(" ")[0], entry.split(" ").slice(1)]),
  ),
  weekdays: [
    words("monday|mondays|mon"),
    words("tuesday|tuesdays|tue|tues"),
    words("wednesday|wednesdays|wed|weds"),
    words("thursday|thursdays|thu|thur|thurs"),
    words("friday|fridays|fri"),
    words("saturday|saturdays|sat"),
    words("sunday|sundays|sun"),
  ],
  dayGroups: {
    weekend: words("weekend|weekends|the weekend|sat and sun"),
    weekdays: words("weekdays|week days|during the week|monday to friday|mon-fri"),
  },
  months: [
    words("january|jan"),
    words("february|feb"),
    words("march|mar"),
    words("april|apr"),
    ["may"],
    words("june|jun"),
    words("july|jul"),
    words("august|aug"),
    words("september|sep|sept"),
    words("october|oct"),
    words("november|nov"),
    words("december|dec"),
  ],
  numbers: numberTable(
    "one 1|two 2|three 3|four 4|five 5|six 6|seven 7|eight 8|nine 9|ten 10|eleven 11|twelve 12|noon 12|midday 12",
  ),
  ordinals: numberTable(
    "first 1|second 2|third 3|fourth 4|fifth 5|sixth 6|1st 1|2nd 2|3rd 3|4th 4|last -1|final -1",
  ),
  verbs: {
    add: words("add|ad|put|include|insert|append|list|show|display|mention|create|need|want"),
    remove: words(
      "remove|delete|drop|take out|take off|take|get rid of|lose|ditch|scrap|cut|kill|can go|has to go|must go|should go",
    ),
    move: words("move|put|place|shift|bring|push|swap"),
    change: words(
      "change|set|update|edit|switch|correct|fix|modify|turn|adjust|use|go|raise|increase|lower|bump up|put up",
    ),
    make: words("make|turn|go|give|use"),
    rename: words("rename|call|retitle"),
    replace: words("replace|swap|substitute"),
    translate: words("translate|localise|localize"),
    shorten: words("shorten|trim|tighten|condense|cut down"),
    lengthen: words("lengthen|expand|extend|flesh out"),
    highlight: words("highlight|feature|mark|label|flag|emphasise|emphasize|badge"),
  },
  sections: {
    hero: words("top banner|banner|hero|header|top|intro|top section"),
    about: words("about|about us|story|our story|who we are"),
    services: words("services|service|what we do|offerings"),
    features: words("features|feature"),
    benefits: words("benefits|benefit|advantages|why us|why choose us"),
    products: words(
      "products|product|shop|items|range|collection|colours|colors|colour|color|flavours|flavour",
    ),
    projects: words("projects|project|portfolio|work|case studies|case study"),
    learn: words("what you will learn|what you'll learn|curriculum|topics|modules|syllabus"),
    skills: words("skills|expertise"),
    offers: words("offers|offer|deals|specials|promotions"),
    pricing: words(
      "pricing|prices|price list|pricing table|plans|plan|tiers|tier|packages|package|rates|tickets",
    ),
    hours: words("opening hours|hours|opening times|times"),
    "event-details": words("event details|details|when and where"),
    countdown: words("countdown|timer"),
    agenda: words("agenda|schedule|programme|program|timetable"),
    speakers: words("speakers|speaker|presenters|presenter"),
    host: words(
      "host|hosts|organiser|organizer|presenter|instructor|teacher|trainer|facilitator|presenters|instructors|teachers",
    ),
    team: words("team|our team|staff|people"),
    testimonials: words("testimonials|testimonial|quotes|quote|what customers say"),
    reviews: words("reviews|review"),
    gallery: words("gallery|photos|pictures|images"),
    faq: words("faq|faqs|questions|frequently asked questions|q&a"),
    download: words("download|downloads|app links"),
    contact: words("contact|contact details|contact us|get in touch|contact section"),
    registration: words("registration|register|sign-up form|booking form|rsvp"),
    signup: words("signup|sign up|waitlist|waiting list"),
    subscribe: words("subscribe|newsletter|mailing list"),
    "lead-form": words("lead form|enquiry form|inquiry form|quote form"),
    cta: words("call to action|cta"),
    stats: words("stats|statistics|numbers|figures"),
    logos: words("logos|clients|brands|partners"),
    ratings: words("ratings|stars"),
    trust: words("trust|guarantees|badges"),
    shipping: words("shipping|delivery"),
    deliverables: words("deliverables|what you get"),
    "how-it-works": words("how it works|steps|process"),
    "problem-solution": words("problem|solution"),
    samples: words("samples|sample"),
  },
  sectionWords: words("section|block|part|bit|area|panel|table|list|sections|blocks|parts"),
  itemWords: words("item|card|entry|line|one|plan|tier|option|box|point|bullet|bullet point"),
  emphasis: words("bold|in bold|italic|italics|in italics|underline|underlined"),
  texts: {
    headline: words("headline|main headline|big headline|main heading|h1|big title|main title"),
    tagline: words("tagline|subheadline|sub headline|subtitle|subheading|slogan|strapline"),
    button: words(
      "button|buttons|button text|cta|cta button|main button|call to action|call-to-action|call to action button",
    ),
    title: words("page title|title|tab title|browser title"),
    heading: words("heading|header|section title|section heading"),
    company: words("company name|business name|brand name|shop name|name of the business"),
    lead: words("intro text|intro|description|blurb|paragraph"),
  },
  colours: colourTable(
    "red #dc2626|dark red #991b1b|burgundy #800020|maroon #7f1d1d|orange #ea580c|burnt orange #cc5500|" +
      "amber #d97706|yellow #ca8a04|mustard #c9a227|gold #b8860b|green #16a34a|forest green #228b22|" +
      "dark green #166534|olive green #556b2f|olive #6b7d2a|sage #77815c|sage green #77815c|" +
      "mint #10b981|emerald #059669|teal #0d9488|turquoise #0e9aa7|cyan #0891b2|blue #2563eb|" +
      "light blue #3b82f6|sky blue #0284c7|dark blue #1e3a8a|navy blue #1e3a8a|navy #1e3a8a|" +
      "royal blue #1d4ed8|indigo #4f46e5|purple #7c3aed|violet #7c3aed|lavender #8b7bb8|lilac #9d7cbf|" +
      "plum #7e3a6e|pink #db2777|hot pink #e11d74|rose #e11d48|coral #f0614f|peach #e98a5d|" +
      "terracotta #c4623d|brown #92400e|chocolate #7b3f00|beige #a8906b|tan #a9825a|grey #4b5563|" +
      "gray #4b5563|charcoal #36454f|slate #475569|black #111111",
  ),
  colourWords: {
    colour: words(
      "colour|color|colours|colors|colour scheme|color scheme|palette|shades of|shades|tones of|hues of",
    ),
    primary: words("main colour|main color|brand colour|brand color|primary colour|primary color|primary"),
    accent: words(
      "details|detail|touches|accents|trim|accent|accent colour|accent color|second colour|secondary colour|highlight colour",
    ),
  },
  schemes: {
    dark: words(
      "dark|dark mode|dark theme|darker|night mode|black background|dark colours|dark colors|darker colours|darker colors",
    ),
    light: words("light|light mode|light theme|lighter|white background|bright"),
  },
  fonts: {
    serif: words("serif|serif font|classic font|times"),
    sans: words("sans|sans serif|sans-serif|modern font|clean font"),
    font: words("font|fonts|typeface|lettering|type|text|body text|text size|letters|writing"),
  },
  designs: {
    editorial: words("editorial|magazine|newsy"),
    bold: words(
      "bold|pop|punchy|loud|vibrant|eye-catching|stand out|striking|energetic|stand out more|pop out|more striking|sporty|sportier|more sporty|athletic|dynamic|more dynamic|more energetic",
    ),
    minimal: words(
      "minimal|minimalist|simple|clean|calm|plain|less busy|cleaner|simpler|modern|more modern|sleek|sleeker|contemporary|calmer|quieter|toned down|muted|peaceful|serene|subtle|more subtle|quiet|cooler colours|cooler colors|cool colours|cool colors|cool tones|cooler tones|colder colours|colder colors",
    ),
    warm: words(
      "earthier|homey|homier|snug|more rustic|warm|friendly|friendlier|cosy|cozy|cosier|cozier|comfy|comfier|welcoming|more welcoming|homely|homelier|warmer|inviting|soft|softer|gentle|gentler|pastel|pastels|soothing|more soothing|calming|relaxing|relaxed|earthy|earth tones|earthy tones|earth-toned|rustic",
    ),
    luxury: words(
      "luxury|luxurious|elegant|premium|upmarket|high-end|posh|classy|fancy|upscale|sophisticated|refined|more luxurious",
    ),
    technical: words("technical|techy|tech|futuristic|developer"),
    playful: words(
      "youthful|more youthful|younger|young|fresher|fresh look|fresh feel|playful|fun|funky|cheerful|quirky|whimsical|colourful|colorful|brighter|lively|livelier|cheerier|happier|more colourful|more colorful",
    ),
    classic: words(
      "nautical|maritime|seaside|coastal|vintage|old-fashioned|classic|traditional|timeless|serious|trustworthy|corporate",
    ),
  },
  professional: words("professional|professionnal|businesslike|business-like|credible|pro"),
  grammar: {
    closed: words("closed|shut|not open|off|no longer open"),
    open: words("open|opening|opens|working|trading|we start|we begin"),
    until: words("until|till|til|to|through|thru|-|–"),
    from: words("from|since|starting"),
    to: words("to|into|as|with|for"),
    and: words("and|&|plus"),
    also: words("also|too|as well|aswell|additionally"),
    only: words("only|just"),
    except: words("except|but not|apart from|other than"),
    sameTime: words("same time|same hours|same times|at the same time|same opening hours"),
    everyDay: words("every day|everyday|daily|all week|7 days a week|seven days a week"),
    now: words("now|from now on|these days|anymore|any more|no longer|actually"),
    new: words("new|another|extra|additional|a further"),
    with: words("with|including|containing"),
    of: words("of|for"),
    in: words("in|into|inside|within"),
    on: ["on"],
    at: ["at"],
    as: ["as"],
    here: words("here|in here|in this section|to this section"),
    this: words("this|this section|this part|this bit|it"),
    next: words("then|after that|afterwards|next"),
    is: words(
      "is|are|'s|was|will be|becomes|costs|goes for|is called|are called|'s called|called|named|is named",
    ),
    says: words("says|said|wrote|writes|quote"),
    instead: words("instead of|rather than|in place of"),
    all: words("all|every|each|everything|whole|entire"),
    not: words("not|no|don't|dont|never"),
    one: words("a|an|one|another|a new|a single|a third|a fourth|a fifth"),
    by: words("from|by"),
  },
  places: {
    first: words(
      "first|top|to the top|the top|start|beginning|right under the top banner|under the banner|right after the banner|after the hero",
    ),
    last: words("last|end|bottom|to the end|to the bottom|the end|the bottom"),
    above: words("above|before|ahead of|over|on top of|in front of"),
    below: words("below|after|beneath|underneath|following"),
    up: words("up|higher|further up"),
    down: words("down|lower|further down"),
    under: words("under|right under|just under|right below|just below|right after|just after"),
    top: words("top banner|banner|hero|header"),
  },
  sizes: {
    bigger: words("bigger|larger|large|big|huge|more prominent|bolder|more visible"),
    smaller: words("smaller|small|tiny|less prominent"),
    more: words("more|extra|additional|increase"),
    less: words("less|fewer|reduce|tighter|tighten"),
    shorter: words(
      "shorter|more concise|concise|briefer|less text|less wordy|too long|too wordy|wordy|snappier|tighter copy",
    ),
    longer: words("longer|more detail|more detailed|more text|too short|fuller"),
  },
  facts: {
    price: words("price|prices|cost|costs|fee|rate|price tag"),
    phone: words("phone|phone number|telephone|tel|number|mobile|cell|landline"),
    email: words("email|e-mail|email address|e-mail address|mail|inbox"),
    address: words("address|location|premises|shop address|studio address"),
    url: words("website|site|url|link|web address|booking link|link to"),
    social: words("social|social media|socials|handle|profile|account"),
    person: words("person|name|contact person|host|owner"),
    date: words("date|day"),
    time: words("time|start time|starting time|starts"),
    hours: words("opening hours|hours|opening times|times|open"),
  },
  socials: {
    instagram: words("instagram|insta|ig"),
    facebook: words("facebook|fb"),
    whatsapp: words("whatsapp|whats app|wa"),
    tiktok: words("tiktok|tik tok"),
    linkedin: words("linkedin|linked in"),
    youtube: words("youtube|yt"),
    x: words("twitter|x"),
    pinterest: ["pinterest"],
    telegram: ["telegram"],
  },
  sentences: {
    verbs: words("write|say|mention|add|state|note|put|include|tell people|let people know"),
    that: words("that"),
    mention: words("mention"),
    lines: words("line|sentence|note|short note|bit|text|paragraph"),
    saying: words("saying|that says|which says|to say|reading"),
  },
  dateRange: words("to|through|till|until|thru|and|-|–|—"),
  noLonger: {
    words: words("no longer|anymore|any more|not anymore"),
    work: words(
      "work|working|trade|trading|do business|do|open|see patients|see clients|take appointments|take clients",
    ),
  },
  remaining: words("only|left|remaining|just|still|available|spots left|places left"),
  left: words("left|remaining|to go|spots left|places left"),
  gone: {
    words: words(
      "anymore|any more|no longer|not anymore|discontinued|stopped doing|stopped offering|is gone|are gone|we dropped|we've dropped|has left|have left|left the team|left the clinic|left the studio|left the shop|left the company|left us|has retired|have retired|retired|has quit|moved on|has moved on|is leaving us|no longer with us",
    ),
    lead: words("no more"),
  },
  capacity: words("maximum|max|max.|up to|at most|no more than|limited to"),
  listAdd: {
    subjects: words("we|we've|we're|i|i'm|now we"),
    verbs: words(
      "accept|accepts|support|supports|take|offer|sell|serve|stock|carry|have|do|started doing|started offering|started selling|doing|offering|selling|integrate with|work with|ship to|deliver to|speak|teach|cover|partner with|are on|sync with",
    ),
    offer: words("offer|sell|serve|teach"),
  },
  memberNouns: words(
    "colour|colours|color|colors|flavour|flavours|flavor|flavors|scent|scents|topic|topics|subject|subjects|language|languages|speaker|speakers|size|sizes",
  ),
  mentionTail: words("bit|part|line|thing|stuff|sentence|mention|paragraph"),
  mentionOf: words(
    "the bit about|the part about|the mention of|the line about|the sentence about|the bit on|the reference to|the mention about|any mention of|mention of|the line on|the sentence on|the part where we say|the bit where we say|the bit that says|the line that says|the part that says|the sentence that says|the paragraph about|the text about|the thing about|the stuff about|the line saying|the bit saying|anything about|everything about|anything mentioning|all mentions of|every mention of|any reference to|the info about|the information about|the note about|the notice about|the line about the",
  ),
  wordEndings: words("s|es|ly"),
  swap: words(
    "swap|swap around|swap round|switch|switch around|switch round|switch places of|exchange|trade places of|flip",
  ),
  badges: words(
    "recommended|most popular|best value|popular choice|our pick|top pick|best seller|bestseller|best-seller",
  ),
  areas: words(
    "cover|covering|serve|serving|deliver to|delivering to|come to|coming to|travel to|visit|visiting|work in|working in|based in|meet at|meeting at|area|areas|towns|villages|neighbourhoods|neighborhoods|districts|suburbs|postcodes",
  ),
  relatives: words("that|which|who"),
  roles: {
    jobs: words(
      "bookkeeper|accountant|supervisor|specialist|therapist|physiotherapist|physio|osteopath|dentist|hygienist|orthodontist|nurse|doctor|surgeon|vet|manager|assistant|adviser|advisor|consultant|designer|developer|engineer|photographer|trainer|coach|teacher|tutor|instructor|guide|chef|cook|baker|barista|stylist|hairdresser|barber|beautician|groomer|walker|mechanic|technician|electrician|plumber|cleaner|receptionist|lawyer|solicitor|architect|editor|writer|artist|musician|director|founder|co-founder|owner|partner|volunteer|midwife|psychologist|counsellor|nutritionist|dietitian|pharmacist|driver|gardener|florist|host|speaker|presenter",
    ),
    colleague: words("colleague|team member|member of staff|staff member|new hire|person|teammate"),
  },
  reasons: words(
    "it's broken|its broken|it is broken|broken|doesn't work|does not work|not working|buggy|too buggy|it's not ready|its not ready|not ready yet|isn't ready|not ready|not available yet|not live yet|we dropped it|we dropped that|we stopped that|we stopped it|we stopped using it|we don't use it|we don't use it anymore|we no longer use it|we don't offer it|we don't offer it anymore|not anymore|no longer|nobody|no one|no demand|not popular|never used|hardly used|didn't sell|doesn't sell|too few",
  ),
  people: words(
    "author|written by|writer|editor|edited by|host|hosted by|teacher|lead teacher|instructor|trainer|coach|speaker|presenter|presented by|led by|run by|taught by|facilitator|guide|founder|owner|chef|head chef|stylist|therapist|teaches|hosts|presents|co-host|co-hosted by|moderator|moderated by|speaking|speaks|is speaking",
  ),
  moves: words(
    "went up|gone up|goes up|go up|went down|gone down|goes down|is up|are up|is down|are down|went|rose|risen|increased|increases|dropped|drops|fell|reduced|lowered|raised|has gone up|have gone up|now costs|costs now|we charge|we now charge|charging",
  ),
  seasons: words(
    "summer|winter|spring|autumn|fall|christmas|easter|the holidays|bank holidays|holiday season|high season|low season|off season",
  ),
  namedNow: words(
    "is now called|are now called|is called|now called|is now named|has been renamed to|was renamed to|renamed to|goes by",
  ),
  free: words("free|free of charge"),
  dayParts: {
    early: words("morning|mornings"),
    midday: words("lunch|lunches|lunchtime|lunchtimes|midday"),
    afternoon: words("afternoon|afternoons"),
    late: words("evening|evenings|night|nights|dinner|dinners|dinnertime"),
  },
  closes: words("close|closes|closing|closing time|shut|shuts"),
  relocated: words(
    "moved to|we moved to|we have moved to|we've moved to|relocated to|new address|we are now at|we're now at|now located at|our new home is",
  ),
  statuses: {
    sold_out: words(
      "sold out|fully booked|booked out|we're full|we are full|we're at capacity|at full capacity|out of stock|no more tickets|no tickets left|all gone|unavailable",
    ),
    available: words(
      "available again|back in stock|available|in stock|back on sale|tickets available|not sold out",
    ),
    cancelled: words("cancelled|canceled|called off|not happening"),
    postponed: words("postponed|delayed|rescheduled|pushed back"),
    past: words("over|past|happened|took place|finished"),
  },
  deadline: words(
    "close|closes|early bird|registration closes|registration deadline|deadline|closing date|book by|register by|sign up by|booking closes|bookings close|registrations close|last day to register",
  ),
  periods: {
    day: ["/day", "per day", "a day", "daily"],
    week: ["/week", "per week", "a week", "weekly", "/wk"],
    month: ["/month", "per month", "a month", "monthly", "/mo"],
    year: ["/year", "per year", "a year", "yearly", "/yr", "annually"],
  },
  scopes: words(
    "outside|outside the eu|outside the uk|outside europe|abroad|international|internationally|worldwide|overseas|rest of the world|on weekends|at weekends|weekends",
  ),
  statusLabels: {
    sold_out: "Sold out",
    booked: "Sold out",
    past: "Has taken place",
    cancelled: "Cancelled",
    postponed: "Postponed",
  },
  styleParts: {
    spacing: words("spacing|space|whitespace|white space|padding|room|breathing room|gaps"),
    buttons: words("buttons|button"),
    menu: words("menu|navigation|nav|nav bar|navbar|top menu|links at the top"),
    heroImage: words(
      "hero image|top image|banner image|main image|big picture|hero picture|header image|top photo",
    ),
    hide: words("hide|remove|no|without|get rid of|drop|lose"),
    headings: words("headings|section headings|section titles|titles|headers"),
  },
  qa: { question: words("question|q"), answer: words("answer|a") },
  forms: {
    form: words("form|sign-up form|signup form|contact form|booking form|enquiry form|order form"),
    field: words("field|box|input|question"),
    required: words("required|mandatory|compulsory|obligatory|must fill|must be filled"),
    optional: words("optional|not required|not mandatory"),
    types: {
      email: words("email|e-mail|email address"),
      tel: words("phone|phone number|telephone|mobile|mobile number"),
      textarea: words("message|comments|notes|details|your message|questions"),
      select: words("choice|dropdown|drop-down|select"),
      text: words("name|company|text"),
    },
    ask: words("ask for|asks for|ask about|ask|asks|collect|request|want to know"),
    dates: words("date|preferred date|day|booking date|event date|start date"),
    sendTo: words(
      "send the form to|send the forms to|form to|submissions to|send submissions to|send sign-ups to|form action|post the form to|forms to",
    ),
  },
  notOffers: words(
    "wifi|wi-fi|internet|parking|car park|playlist|music|music player|background music|discount|discounts|coupon|voucher code|info|information|options|allergy|allergies|allergens|accessibility|wheelchair|toilets|restrooms|air conditioning|charging|animation|animations|emoji|emojis|icons|favicon|chatbot|chat|cookie banner|cookies|popup|pop-up|search bar|search|translation|dark mode|visitor counter|guestbook|widget|player|slider|carousel|banner|logo|sound|video|videos|photos|pictures|images|promo|promos|promotion|promotions",
  ),
  offerings: words(
    "classes|courses|lessons|workshops|sessions|treatments|dishes|menu|food|drinks|offerings|what we offer",
  ),
  sessions: {
    nouns: words("class|classes|session|sessions|lesson|lessons|course|workshop|slot"),
    called: words("called|named"),
    desks: words("office|reception|front desk|shop|store"),
  },
  backRefs: words("it|that|them|this|those|these|one|him|her"),
  buttons: {
    main: words("main|primary|top|big|first|hero|header|banner"),
    say: words("say|says|read|reads|be called|show|display"),
    actions: {
      call: words("call|phone|ring|telephone"),
      book: words("book|booking|reserve|reservation|appointment|schedule|table"),
      buy: words("buy|order|purchase|shop|checkout|cart|basket"),
      preorder: words("pre-order|preorder|pre order"),
      subscribe: words("subscribe|subscription|newsletter|join"),
      register: words(
        "register|registration|sign up|signup|sign-up|enrol|enroll|rsvp|spot|seat|ticket|tickets",
      ),
      download: words("download|install|app"),
      contact: words("contact|enquiry|enquire|inquiry|inquire|message|get in touch|quote|email|ask"),
      trial: words("trial|try|demo|start"),
      donate: words("donate|donation|donations"),
    },
  },
  copyWords: words("text|copy|wording|words|writing|page|it|everything|content|descriptions"),
  tone: words("sound|sounds|sounding|tone|wording|text|texts|copy|written|writing|voice|words"),
  toneNoun: words("tone"),
  lookVerbs: words("look|looks|feel|feels|seem|seems|appear|appears|come across"),
  lookNouns: words("theme|look|design|style|feel|vibe|appearance"),
  lookColours: {
    white: words("white|white background"),
    pale: words("cream|ivory|off-white|off white|eggshell|cream-coloured|cream-colored"),
    moods: words(
      "rustic|more rustic|earthy|earthier|earth tones|earthy tones|nautical|maritime|seaside|coastal",
    ),
    endings: words("en|ish|y"),
  },
  lookMoods: {
    urgent: words("urgent|more urgent|urgency|sense of urgency|pressing|alarming"),
    feminine: words("feminine|more feminine|girly|girlier|romantic|more romantic|womanly"),
    masculine: words("masculine|more masculine|manly|manlier|rugged|more rugged"),
  },
  shades: {
    soft: words("soft|softer|pastel|muted|gentle|dusty|subtle|powder"),
    bright: words("vivid|intense|saturated|electric"),
  },
  lookWholes: words("page|site|website|web page|webpage|homepage|whole page|whole site|landing page"),
  corners: {
    rounder: words(
      "rounder|more rounded|rounded|round corners|rounded corners|softer corners|pill shaped|pill-shaped|pills",
    ),
    sharper: words(
      "sharper|square|squarer|square corners|sharp corners|sharper corners|less rounded|not rounded|boxy|angular",
    ),
  },
  stays: words("stays|stay|remains|remain|is left|are left|keep|we keep"),
  afterAll: { words: words("after all|in the end|eventually|finally"), none: words("no|not any") },
  leanings: words("rather|leaning towards|leaning toward"),
  hedges: words(
    "somehow|kind of|kinda|sort of|maybe|perhaps|really|quite|pretty|very|slightly|little|bit|overall|generally|just|rather|somewhat|more or less",
  ),
  shift: {
    later: words("push it back|push back|pushed back|postpone|postponed|move it back|delay|delayed|later"),
    earlier: words("bring it forward|bring forward|brought forward|move it forward|earlier"),
    units: {
      day: words("day|days"),
      week: words("week|weeks"),
      hour: words("hour|hours"),
      minute: words("minute|minutes|min|mins"),
    },
  },
  placeVerbs: words("come|go|be|sit|appear"),
  ends: words("finish|finishes|we finish|ends|end|end time|finishing time"),
  modals: words("should|must|needs to|need to|has to|have to|can|could|will|would|shall"),
  filler: words(
    "please|pls|plz|thanks|thank you|thx|cheers|could you|can you|would you|can we|could we|i want to|i'd like to|i would like to|i'd like|i want|we want to|we'd like to|let's|lets|just|kindly|maybe|perhaps|hi|hello|hey|ok|okay|also|and|a bit|a little|a little bit|slightly|the|a|an|our|my|your|some|too|really|quite|so|?|!",
  ),
  beyond: [
    {
      words: words("map|a map|google map|google maps|embed a map|location map|map of the area"),
      why: "a page made here loads nothing from other sites, so it cannot show an embedded map; the address on it shows visitors the way",
    },
    {
      words: words(
        "send me an email|email me|send me|notify me|remind me|reminder|reminders|newsletter every|email me every|text me|weekly report",
      ),
      why: "a page cannot send messages by itself; forms can send sign-ups to your own address",
    },
    {
      words: words(
        "crm|mailchimp|hubspot|salesforce|zapier|google sheet|google calendar|calendly|spreadsheet|database|connect|connected|integrate|sync with|automatically import",
      ),
      why: "a page cannot connect to other services; you can send its form to your own address",
    },
    {
      words: words("payment|payments|pay online|checkout|stripe|paypal|take card|accept cards"),
      why: "a page cannot take payments; add a link to your own shop or payment page instead",
    },
    {
      words: words("login|log in|user accounts|members area|password"),
      why: "a page cannot have logins or member areas",
    },
    { words: words("live chat|chatbot|chat widget"), why: "a page cannot run a live chat" },
    {
      words: words("booking calendar|book a slot|calendar booking|online booking system"),
      why: "a page cannot run a booking calendar; link to your booking page instead",
    },
    {
      words: words("seo ranking|google ranking|rank first|ads campaign|run ads"),
      why: "rankings and ads are beyond the page itself",
    },
    {
      words: words("gradient|gradients|colour gradient|color gradient|ombre"),
      why: "the colours are flat — a main colour and an accent — never a gradient: say one colour, e.g. “make the main colour blue”",
    },
    {
      words: words(
        "photo background|background photo|background image|background picture|photo as background|photo as the background|image as background|image as the background|picture as background|picture as the background",
      ),
      why: "a photo cannot be the page's background, which is light or dark with the theme: upload it as the top banner's picture to show it",
    },
  ],
  contactRoles: {
    mobile: words("mobile|mobile number|mobile phone|cell|cell phone|cellphone|cell number"),
    messaging: words(
      "whatsapp|whatsapp number|text|texts|text number|texting|sms|signal|telegram|message us|messages",
    ),
    landline: words(
      "landline|land line|fixed line|office|office number|office line|main line|main number|shop phone|studio phone|reception|reception number|front desk",
    ),
  },
  dateRoles: {
    delivery: words(
      "shipping|ships|ship|shipment|shipments|dispatch|dispatched|delivery|deliveries|deliver|delivered|ship date|delivery date",
    ),
    launch: words(
      "launch|launches|launched|release|released|release date|launch date|available from|availability|preorder|pre-order|on sale",
    ),
    opening: words("opening|opens|grand opening"),
  },
  rather: words("instead|from now on|going forward"),
  restating: {
    with: words("with|by|for"),
    write: words("write|say|put|use|show"),
    becomes: words("becomes|become|turns into|turn into|should become|changes to|change to"),
  },
  noNeed: words(
    "no need to show|no need to mention|no need for|don't show|do not show|stop showing|no longer show|don't mention|do not mention",
  ),
  durations: words("minute|minutes|min|mins|hour|hours|hr|hrs"),
  frequencies: {
    daily: { forms: words("daily"), said: words("every day|each day") },
    weekly: { forms: words("weekly"), said: words("every week|each week|once a week") },
    fortnightly: {
      forms: words("fortnightly"),
      said: words("biweekly|bi-weekly|every two weeks|every 2 weeks|every other week"),
    },
    monthly: { forms: words("monthly"), said: words("every month|each month|once a month") },
    quarterly: { forms: words("quarterly"), said: words("every three months|every 3 months|every quarter") },
    yearly: { forms: words("yearly"), said: words("annually|every year|each year|once a year") },
  },
  lasts: words("lasts|last|runs|run|goes on|go on|goes|carries on"),
  itWords: words("it|that one"),
  durationWords: words("duration|length|running time"),
  sameLength: words(
    "same duration|same length|same running time|keep the length|keep the duration|just as long",
  ),
  doors: words("doors open|doors|door opening|entry from|admission from"),
  adding: {
    doVerbs: words("do|make|run|provide|handle|now do"),
    included: words("included|includes|include|including|what's included|inclusive|comes with|come with"),
    asEndings: words(""),
  },
  seatNouns: words(
    "seat|seats|place|places|spot|spots|participant|participants|attendee|attendees|guest|guests",
  ),
  limitNouns: words("limit|limits|cap|limitation|maximum|minimum|limited"),
  // The colours, sizes or models a product comes in, added or taken out (rules/variant.ts).
  variants: {
    colour: words("colour|color|colours|colors|colourway|colorway"),
    size: words("size|sizes"),
    choice: words("model|models|variant|variants"),
    added: words(
      "new|added|we added|also in|now also in|also available in|now available in|now in|also comes in|now comes in",
    ),
  },
  // Verbs that move the event in time: a time said alone with one is the event's new time (event-date).
  thingName: words("name"),
  renamedAs: words(
    "we're now called|we are now called|we are called|we're called|our new name is|our name is now|we renamed to|we've renamed to|we have renamed to|we renamed ourselves|we changed our name to|we've changed our name to|we have changed our name to|now trading as|rename the company to|rename the business to|rename the shop to|rename us to",
  ),
  reschedule: words(
    "move|moved|moving|moves|move it|push it|pushed|shift it|shifted|reschedule|rescheduled|change it|change it to|bring it|brought",
  ),
  // A noun naming the list of occasions a business serves, and the occasions themselves (add-to-occasions).
  occasions: {
    nouns: words("occasion|occasions|event|events|celebration|celebrations"),
    members: words(
      "wedding|weddings|birthday|birthdays|christening|christenings|baptism|baptisms|seminar|seminars|conference|conferences|party|parties|anniversary|anniversaries|funeral|funerals|reception|receptions|corporate event|corporate events|communion|communions|graduation|graduations|hen party|stag party|baby shower|baby showers",
    ),
  },
  priceParts: {
    hourly: {
      words: words(
        "hourly rate|hourly price|hourly fee|hourly charge|hourly rates|rate per hour|price per hour|per-hour rate|by the hour|hourly",
      ),
      after: words("per hour|an hour|a hour|/hour|/hr|/h|per hr|p/h|hourly"),
    },
    callOut: {
      words: words(
        "call-out fee|call-out charge|callout fee|callout charge|call out fee|call out charge|call-out|callout|call out|travel fee|travel charge|travel costs|travel cost",
      ),
    },
    deposit: { words: words("deposit|deposits|down payment") },
  },
};
