/**
 * The scene library: every drawing by id, and which scenes suit each business kind (the first is the
 * hero's). The composer picks from SCENES_BY_KIND; nothing else should need to know the files.
 */

import {
  dogCatBowl,
  donationJar,
  dumbbells,
  hairDryer,
  healthPulse,
  heartHands,
  kennelBone,
  lotus,
  salonTools,
  stethoscopeClipboard,
  stopwatchBottle,
  toothbrush,
  toothMirror,
  yogaMat,
} from "./care.js";
import {
  calendarTicket,
  classroom,
  ferrisWheel,
  festivalStage,
  graduationBooks,
  lanyardBadge,
  meetupCircle,
  microphone,
  stageLectern,
  workbench,
} from "./events.js";
import {
  bottleLeaf,
  breadLoaves,
  cakeStand,
  chefPot,
  cocktails,
  coffeeCup,
  pizza,
  tableSetting,
  wineBottle,
} from "./food.js";
import { bulbPlug, padlockKey, pipeWrench, sprayBucket, toolbox, wateringCan } from "./home-trades.js";
import { abstractOrbits, abstractShapes, envelopeNews, mailbox } from "./messages.js";
import {
  beachUmbrella,
  blueprint,
  campfireTent,
  constructionCrane,
  hotelBed,
  houseKeys,
  houseSign,
  kiteHills,
  mapRoute,
  mountainTrail,
  receptionBell,
  suitcaseMap,
} from "./places.js";
import {
  calculatorDocuments,
  cameraFrames,
  flipchartPresenter,
  freelancerDesk,
  gavel,
  ideaTarget,
  moodboard,
  photoLine,
  piggyBank,
  puzzlePieces,
  scalesJustice,
} from "./professional.js";
import { clothesRail, foldedShirts, marketStall, shoppingBags, storefront } from "./retail.js";
import { dashboardLaptop, mobileCheckout, onlineCourse, phoneApp, videoCall } from "./software.js";
import {
  carLift,
  conveyorBoxes,
  paintLadder,
  phoneRepair,
  robotArm,
  toolboxRoller,
  tyreWrench,
} from "./trades.js";
import type { BusinessKind, Scene } from "./types.js";

export const SCENES = {
  "table-setting": tableSetting,
  "coffee-cup": coffeeCup,
  "bread-loaves": breadLoaves,
  cocktails,
  "bottle-leaf": bottleLeaf,
  pizza,
  "wine-bottle": wineBottle,
  storefront,
  "shopping-bags": shoppingBags,
  "market-stall": marketStall,
  "clothes-rail": clothesRail,
  "folded-shirts": foldedShirts,
  "dashboard-laptop": dashboardLaptop,
  "phone-app": phoneApp,
  "mobile-checkout": mobileCheckout,
  "video-call": videoCall,
  moodboard,
  "flipchart-presenter": flipchartPresenter,
  "calculator-documents": calculatorDocuments,
  "scales-justice": scalesJustice,
  "freelancer-desk": freelancerDesk,
  "camera-frames": cameraFrames,
  "idea-target": ideaTarget,
  "stethoscope-clipboard": stethoscopeClipboard,
  "tooth-mirror": toothMirror,
  "salon-tools": salonTools,
  dumbbells,
  "yoga-mat": yogaMat,
  lotus,
  "dog-cat-bowl": dogCatBowl,
  "heart-hands": heartHands,
  "health-pulse": healthPulse,
  "hotel-bed": hotelBed,
  "reception-bell": receptionBell,
  "mountain-trail": mountainTrail,
  "suitcase-map": suitcaseMap,
  "map-route": mapRoute,
  "campfire-tent": campfireTent,
  "house-sign": houseSign,
  "house-keys": houseKeys,
  "construction-crane": constructionCrane,
  blueprint,
  "stage-lectern": stageLectern,
  "meetup-circle": meetupCircle,
  "festival-stage": festivalStage,
  classroom,
  workbench,
  microphone,
  "calendar-ticket": calendarTicket,
  "car-lift": carLift,
  "tyre-wrench": tyreWrench,
  "phone-repair": phoneRepair,
  "toolbox-roller": toolboxRoller,
  "paint-ladder": paintLadder,
  "robot-arm": robotArm,
  "conveyor-boxes": conveyorBoxes,
  "envelope-news": envelopeNews,
  mailbox,
  "abstract-shapes": abstractShapes,
  "abstract-orbits": abstractOrbits,
  "cake-stand": cakeStand,
  gavel,
  "piggy-bank": piggyBank,
  toothbrush,
  "hair-dryer": hairDryer,
  "stopwatch-bottle": stopwatchBottle,
  "donation-jar": donationJar,
  "kennel-bone": kennelBone,
  "graduation-books": graduationBooks,
  "chef-pot": chefPot,
  "beach-umbrella": beachUmbrella,
  "kite-hills": kiteHills,
  "ferris-wheel": ferrisWheel,
  "lanyard-badge": lanyardBadge,
  "online-course": onlineCourse,
  "photo-line": photoLine,
  "puzzle-pieces": puzzlePieces,
  toolbox,
  "pipe-wrench": pipeWrench,
  "padlock-key": padlockKey,
  "bulb-plug": bulbPlug,
  "spray-bucket": sprayBucket,
  "watering-can": wateringCan,
} satisfies Record<string, Scene>;

export type SceneId = keyof typeof SCENES;
export type { BusinessKind, Scene };

/**
 * Scenes that suit each business kind, best first: the first is the hero's, the others go to feature
 * sections. A software dashboard appears only under "saas": a trattoria must never get one.
 */
export const SCENES_BY_KIND: Record<BusinessKind, SceneId[]> = {
  restaurant: ["table-setting", "chef-pot", "pizza"],
  cafe: ["coffee-cup", "cake-stand", "bread-loaves"],
  bakery: ["bread-loaves", "cake-stand", "coffee-cup"],
  bar: ["cocktails", "wine-bottle", "microphone"],
  "food-product": ["bottle-leaf", "market-stall", "shopping-bags"],
  shop: ["storefront", "shopping-bags", "mobile-checkout"],
  saas: ["dashboard-laptop", "phone-app", "idea-target"],
  "mobile-app": ["phone-app", "mobile-checkout"],
  agency: ["moodboard", "idea-target", "camera-frames"],
  consultancy: ["flipchart-presenter", "puzzle-pieces", "idea-target"],
  accountancy: ["calculator-documents", "piggy-bank"],
  "law-firm": ["scales-justice", "gavel"],
  clinic: ["stethoscope-clipboard", "health-pulse"],
  dentist: ["tooth-mirror", "toothbrush"],
  salon: ["salon-tools", "hair-dryer"],
  gym: ["dumbbells", "stopwatch-bottle"],
  coach: ["yoga-mat", "lotus", "stopwatch-bottle"],
  hotel: ["hotel-bed", "reception-bell", "beach-umbrella"],
  tour: ["mountain-trail", "map-route", "suitcase-map"],
  school: ["classroom", "graduation-books", "online-course"],
  "kids-camp": ["campfire-tent", "kite-hills"],
  conference: ["stage-lectern", "lanyard-badge", "calendar-ticket"],
  meetup: ["meetup-circle", "lanyard-badge", "microphone"],
  workshop: ["workbench", "calendar-ticket"],
  festival: ["festival-stage", "ferris-wheel", "microphone"],
  webinar: ["video-call", "online-course", "calendar-ticket"],
  charity: ["heart-hands", "donation-jar"],
  fashion: ["clothes-rail", "folded-shirts", "shopping-bags"],
  photographer: ["camera-frames", "photo-line"],
  freelancer: ["freelancer-desk", "moodboard", "idea-target"],
  "property-development": ["construction-crane", "blueprint"],
  "estate-agent": ["house-sign", "house-keys"],
  garage: ["car-lift", "tyre-wrench"],
  "car-wash": ["spray-bucket"],
  "repair-shop": ["toolbox"],
  "home-services": ["toolbox"],
  "pet-care": ["dog-cat-bowl", "kennel-bone"],
  industrial: ["robot-arm", "conveyor-boxes"],
  newsletter: ["envelope-news", "mailbox"],
  other: ["abstract-shapes", "abstract-orbits"],
};

/**
 * Kinds that cover several trades, and the scenes of each trade, found by its words in the description:
 * a plumber gets pipes, a painter a ladder, a locksmith a padlock. The first matching trade wins; a
 * description that names none keeps the kind's own scenes, which belong to no single trade.
 */
export const TRADE_SCENES: Partial<Record<BusinessKind, [RegExp, SceneId[]][]>> = {
  "home-services": [
    [
      /\b(?:plumb\w*|pipes?|boilers?|taps?|leak\w*|drains?|radiators?|heating|bathrooms?|showers?)\b/i,
      ["pipe-wrench", "toolbox"],
    ],
    [/\b(?:locksmiths?|locks?|locked|keys?)\b/i, ["padlock-key", "toolbox"]],
    [/\b(?:electrici\w*|electrical|wiring|rewir\w*|sockets?|fuse\w*|lighting)\b/i, ["bulb-plug", "toolbox"]],
    [/\b(?:paint\w*|decorat\w*|wallpaper\w*|plaster\w*)\b/i, ["paint-ladder", "toolbox-roller"]],
    [/\b(?:clean\w*|maids?|housekeep\w*|window washing)\b/i, ["spray-bucket", "toolbox"]],
    [/\b(?:garden\w*|landscap\w*|lawns?|hedges?|tree surgeon\w*|mowing)\b/i, ["watering-can", "toolbox"]],
  ],
  "repair-shop": [
    [
      /\b(?:phones?|iphones?|smartphones?|screens?|laptops?|tablets?|computers?|consoles?)\b/i,
      ["phone-repair", "toolbox"],
    ],
    [/\b(?:windscreens?|windshields?|cars?|vehicles?)\b/i, ["car-lift", "toolbox"]],
  ],
};

/** The scenes of the trade the words of `text` name, for a kind that covers several trades. */
export function tradeScenes(kind: BusinessKind, text: string): SceneId[] | undefined {
  return TRADE_SCENES[kind]?.find(([words]) => words.test(text))?.[1];
}

/** The scenes for a business of this kind described by `text`: its trade's when the words say which. */
export function scenesFor(kind: BusinessKind, text: string): SceneId[] {
  return tradeScenes(kind, text) ?? SCENES_BY_KIND[kind] ?? SCENES_BY_KIND.other;
}
