/**
 * The icon of an item, chosen by what the item is about: "Download regions" gets a download-ish map, not
 * the lock that happened to be next in the kind's list. An item whose words name nothing drawable gets no
 * pictogram (its card shows its number instead): a wrong picture says more than none.
 */
import type { BusinessKind } from "../../brief/types.js";
import type { Item } from "../../model.js";
import type { IconName } from "../engine/icon-set.js";
import { KIND_PROFILES } from "../kinds/index.js";

/** Words (several languages) and the icon that shows them, most specific first. */
const MEANINGS: [RegExp, IconName][] = [
  [/\b(coffee|espresso|latte|cappuccino|flat white|tea|matcha|kaffee|café|caffè|koffie|kawa)\b/i, "coffee"],
  [
    /\b(pizza|pasta|lunch|dinner|breakfast|brunch|meals?|dish(es)?|menu|soups?|salads?|burgers?|tapas|food|cuisine|kitchen|cook(ing)?|chef|essen|repas|comida|cibo|eten|jedzenie)\b/i,
    "utensils",
  ],
  [
    /\b(bread|bak(e|ery|ing)|pastr(y|ies)|cakes?|croissants?|sourdough|brot|boulangerie|panader[ií]a|brood|chleb)\b/i,
    "chef-hat",
  ],
  [/\b(wine|beer|cocktails?|bar|drinks?|wein|vin|vino|wijn|wino)\b/i, "flame"],
  [/\b(gifts?|vouchers?|hampers?|gutschein|cadeau|regalo|prezent)\b/i, "gift"],
  [
    /(?<!\p{L})(deliver(y|ies)|shipping|courier|dispatch|(liefer|versand)\p{L}*|livraison|expédition|entrega|envío|env[ií]os|consegna|spedizion[ei]|bezorg\p{L}*|verzend\p{L}*|frete|envio|dostaw\p{L}*|wysyłk\p{L}*|szállítás)(?!\p{L})/iu,
    "truck",
  ],
  [/\b(download|offline|export|sync)\b/i, "cloud"],
  [/\b(maps?|routes?|regions?|trails?|directions|navigation)\b/i, "compass"],
  [
    /\b(tours?|trips?|travel|hik(e|es|ing)|adventures?|excursions?|reisen?|voyages?|viajes?|viaggi)\b/i,
    "mountain",
  ],
  [/\b(flights?|airport|plane)\b/i, "plane"],
  [/\b(rooms?|suites?|stay|nights?|lodges?|hotel|zimmer|chambres?|habitaci(ón|ones)|camere)\b/i, "key-round"],
  [
    /\b(classes|lessons?|courses?|workshops?|tutoring|teach(ing)?|school|curriculum|kurse?|cours|clases|corsi|lekcje)\b/i,
    "graduation-cap",
  ],
  [/\b(books?|reading|guides?|ebooks?|newsletter|articles?|blog|essays?)\b/i, "book-open"],
  [/\b(strength|gym|workouts?|training|fitness|weights|crossfit|hiit|trainer)\b/i, "dumbbell"],
  [/\b(yoga|mobility|stretch(ing)?|pilates|breath(ing|work)?|meditation|wellness|massage|spa)\b/i, "leaf"],
  [/\b(run(s|ning)?|race|marathon|cycling|sprint|timer|minutes)\b/i, "timer"],
  [
    /\b(doctors?|gp|clinic|consultations?|check-?ups?|appointments?|medical|health|nurses?|blood tests?|physio\w*|therapy|arzt|médecin|médico|medico)\b/i,
    "stethoscope",
  ],
  [/\b(dent(al|ist)|teeth|whitening|implants?|orthodont\w*|hygien\w*|zahn\w*)\b/i, "heart-pulse"],
  [
    /\b(hair|cuts?|colou?r(ing)?|styling|nails?|beauty|manicure|facials?|brows?|lashes|barber|friseur|coiffure|peluquer\w*)\b/i,
    "sparkles",
  ],
  [/\b(photos?|photograph\w*|portraits?|shoots?|weddings?|camera|fotos?|fotograf\w*)\b/i, "camera"],
  [/\b(video|films?|streaming|recordings?|replays?|webinars?)\b/i, "film"],
  [/\b(music|concerts?|gigs?|dj|live sets?|bands?|jazz|konzert|concierto)\b/i, "music"],
  [/\b(tickets?|entry|admission|passes|eintritt|billets?|entradas?|biglietti)\b/i, "ticket"],
  [/\b(podcasts?|audio|headphones|sound)\b/i, "headphones"],
  [
    /\b(repairs?|fix(es|ing)?|servic(e|ing)|maintenance|install(ation|s)?|plumb\w*|pipes?|boilers?|leaks?|drains?|reparatur\w*|réparation|reparaci(ón|ones)|riparazion\w*|naprawa)\b/i,
    "wrench",
  ],
  [/\b(locks?|keys?|locksmith\w*|secure|security|encrypt\w*|privacy|gdpr|sso|2fa|passwords?)\b/i, "lock"],
  [/\b(electric\w*|rewir\w*|sockets?|lighting|lights?|solar|ev chargers?|energy)\b/i, "lightbulb"],
  [
    /\b(cars?|mot|tyres?|tires?|brakes?|vehicles?|auto|wash|valet\w*|detailing|garage|fahrzeug|voiture|coche)\b/i,
    "car",
  ],
  [/\b(engines?|diagnostics?|performance|speed|fast|quick)\b/i, "gauge"],
  [
    /(?<!\p{L})(gardens?|gardening|lawns?|hedges?|(house)?plants?|flowers?|monstera|ferns?|figs?|pothos|succulents?|cact(us|i)|bonsai|organic|natural|eco|green|sustainab\p{L}*|vegan|garten|(zimmer)?pflanzen|jardin|jardín|giardino|tuin|plantes?|plantas?|piante|planten|rośliny|növények?)(?!\p{L})/iu,
    "leaf",
  ],
  [/\b(pets?|dogs?|cats?|puppy|puppies|grooming|walk(s|ing)?|hunde?|chiens?|perros?|cani)\b/i, "heart"],
  [
    /\b(clothes|clothing|shirts?|t-shirts?|dresses|jackets?|apparel|wear|fashion|beanies?|knit\w*|hoodies?|kleidung|vêtements|ropa)\b/i,
    "shirt",
  ],
  [/\b(shop|store|buy|orders?|products?|collections?|candles?|jars?|bottles?|boutique)\b/i, "shopping-bag"],
  [/\b(packag\w*|boxes|subscription box|parcels?|bundles?|refills?)\b/i, "package"],
  [
    /\b(houses?|homes?|apartments?|flats?|propert(y|ies)|real estate|valuations?|viewings?|lettings?|rentals?|haus|maison|casa|woning)\b/i,
    "house",
  ],
  [/\b(build(ing|s)?|offices?|construction|renovat\w*|commercial)\b/i, "building-2"],
  [
    /\b(tax(es)?|accounts?|accounting|bookkeeping|payroll|invoic\w*|vat|audits?|steuer\w*|impôts?|impuestos|tasse)\b/i,
    "file-text",
  ],
  [/\b(pensions?|retirement|savings?|invest\w*|wealth|mortgages?|loans?|budget\w*|fees?)\b/i, "piggy-bank"],
  [/\b(payments?|billing|checkout|wallet|cards?|pay)\b/i, "wallet"],
  [
    /\b(legal|law|lawyers?|contracts?|disputes?|litigation|court|employment law|wills?|probate|attorney|anwalt|avocat|abogado|avvocato)\b/i,
    "scale",
  ],
  [
    /\b(analytics|reports?|reporting|dashboards?|insights?|metrics|data|growth|forecast\w*|charts?)\b/i,
    "chart-line",
  ],
  [/\b(automat\w*|workflows?|pipelines?|integrations?|apis?|webhooks?|zapier|slack)\b/i, "zap"],
  [/\b(ai|machine learning|models?|chips?|hardware|processors?|cpu|computing)\b/i, "cpu"],
  [/\b(code|developers?|sdk|open source|github|git|cli|deploy\w*)\b/i, "code"],
  [/\b(cloud|hosting|servers?|backups?|storage|saas)\b/i, "cloud"],
  [/\b(apps?|mobile|iphone|android|ios|smartphones?)\b/i, "smartphone"],
  [/\b(teams?|collaborat\w*|community|members?|groups?|meetups?|networking|people)\b/i, "users"],
  [/\b(chat|messages?|messaging|support|help ?desk|feedback|inbox|comments?)\b/i, "message-circle"],
  [/\b(notifications?|alerts?|reminders?)\b/i, "bell"],
  [/\b(strategy|plans?|planning|roadmaps?|goals?|targets?|focus)\b/i, "target"],
  [/\b(marketing|ads|advertising|campaigns?|seo|social media|brand(ing)?|pr)\b/i, "megaphone"],
  [/\b(design|logos?|illustrat\w*|ux|ui|branding|creative|art)\b/i, "palette"],
  [/\b(consult\w*|advice|advisory|coaching|mentor\w*|interim|partners?)\b/i, "handshake"],
  [/\b(factory|manufactur\w*|production|machining|cnc|fabricat\w*|industrial|welding)\b/i, "factory"],
  [/\b(engineering|precision|parts|components|tooling|calibrat\w*)\b/i, "cog"],
  [
    /\b(donat\w*|volunteer\w*|charity|fundrais\w*|sponsor\w*|care|caring|support(ing)? families)\b/i,
    "hand-heart",
  ],
  [/\b(awards?|certified|accredited|qualified|licensed|guarantee\w*|warrant(y|ies))\b/i, "award"],
  [/\b(safe(ty)?|insured|insurance|protect\w*|compliance|trusted)\b/i, "shield-check"],
  [/\b(launch\w*|start(ing)?|kick-?off|rocket|scale)\b/i, "rocket"],
  [/\b(ideas?|innovation|inspir\w*|tips|advice)\b/i, "lightbulb"],
  [/\b(world|global|international|languages?|remote|online|worldwide)\b/i, "globe"],
  [/\b(talks?|speakers?|keynotes?|panels?|announcements?)\b/i, "megaphone"],
  [/\b(calendar|dates?|schedule|booking|book|reservations?|agenda)\b/i, "calendar"],
  [/\b(hours|opening|open \d|24\/7|same-day|same day|time)\b/i, "clock"],
];

/**
 * Icons that stand for a fact (where, when, how to reach): set by meaning wherever they were set. Not the
 * delivery truck: kinds list it among their decorations, and a fig with a truck is a wrong picture (an
 * offer that names delivery gets the truck from its words).
 */
const FACT_ICONS = new Set<string>(["map-pin", "clock", "calendar", "phone", "mail", "globe", "ticket"]);

/** The icon that says what an item is about, or undefined when its words name nothing drawable. */
export function meaningIcon(text: string): IconName | undefined {
  return MEANINGS.find(([words]) => words.test(text))?.[1];
}

/**
 * The icon an item shows: one its own words call for; else the one it was given when that was not just the
 * next in its business kind's decorative list (a fact's pin or clock stays); else none.
 */
export function itemIcon(item: Item, kind: BusinessKind): string | undefined {
  const byMeaning = meaningIcon(`${item.title} ${item.text ?? ""}`);
  if (byMeaning) return byMeaning;
  const decorative = (KIND_PROFILES[kind] ?? KIND_PROFILES.other).icons.filter((i) => !FACT_ICONS.has(i));
  return item.icon && !(decorative as string[]).includes(item.icon) ? item.icon : undefined;
}
