/** Every business kind's profile (one data file each in this folder). */
import type { BusinessKind } from "../../brief/types.js";
import { accountancy } from "./accountancy.js";
import { agency } from "./agency.js";
import { bakery } from "./bakery.js";
import { bar } from "./bar.js";
import { cafe } from "./cafe.js";
import { carWash } from "./car-wash.js";
import { charity } from "./charity.js";
import { clinic } from "./clinic.js";
import { coach } from "./coach.js";
import { conference } from "./conference.js";
import { consultancy } from "./consultancy.js";
import { dentist } from "./dentist.js";
import { estateAgent } from "./estate-agent.js";
import { fashion } from "./fashion.js";
import { festival } from "./festival.js";
import { foodProduct } from "./food-product.js";
import { freelancer } from "./freelancer.js";
import { garage } from "./garage.js";
import { gym } from "./gym.js";
import { homeServices } from "./home-services.js";
import { hotel } from "./hotel.js";
import { industrial } from "./industrial.js";
import { kidsCamp } from "./kids-camp.js";
import { lawFirm } from "./law-firm.js";
import { meetup } from "./meetup.js";
import { mobileApp } from "./mobile-app.js";
import { newsletter } from "./newsletter.js";
import { other } from "./other.js";
import { petCare } from "./pet-care.js";
import { photographer } from "./photographer.js";
import { propertyDevelopment } from "./property-development.js";
import { repairShop } from "./repair-shop.js";
import { restaurant } from "./restaurant.js";
import { saas } from "./saas.js";
import { salon } from "./salon.js";
import { school } from "./school.js";
import { shop } from "./shop.js";
import { tour } from "./tour.js";
import type { KindProfile } from "./types.js";
import { webinar } from "./webinar.js";
import { workshop } from "./workshop.js";

export type { KindProfile } from "./types.js";

export const KIND_PROFILES: Record<BusinessKind, KindProfile> = {
  restaurant: restaurant,
  cafe: cafe,
  bakery: bakery,
  bar: bar,
  "food-product": foodProduct,
  shop: shop,
  saas: saas,
  "mobile-app": mobileApp,
  agency: agency,
  consultancy: consultancy,
  accountancy: accountancy,
  "law-firm": lawFirm,
  clinic: clinic,
  dentist: dentist,
  salon: salon,
  gym: gym,
  coach: coach,
  hotel: hotel,
  tour: tour,
  school: school,
  "kids-camp": kidsCamp,
  conference: conference,
  meetup: meetup,
  workshop: workshop,
  festival: festival,
  webinar: webinar,
  charity: charity,
  fashion: fashion,
  photographer: photographer,
  freelancer: freelancer,
  "property-development": propertyDevelopment,
  "estate-agent": estateAgent,
  garage: garage,
  "car-wash": carWash,
  "repair-shop": repairShop,
  "home-services": homeServices,
  "pet-care": petCare,
  industrial: industrial,
  newsletter: newsletter,
  other: other,
};
