/**
 * The report in Hungarian: what was not done and why, then what was done. {name} is a value filled in
 * (the page's own words and values, quoted as written); {Name} is the same value with a capital first letter.
 */
import type { Catalogue } from "./types.js";

export const hu: Catalogue = {
  notUnderstood: "nem értettem",
  closest: "amit ehhez legközelebb értek",
  nothingChanged: "Semmi sem változott, és semmit sem számoltunk fel.",
  nothingAtAll: "Az oldalon semmi sem változott, így semmit sem számoltunk fel.",
  leftOut: "Kihagyva: {facts} – ez nem szerepel sem a kérésében, sem az oldalon",
  modelFailed: "Az MI ezúttal nem tudta értelmezni a kérését, ezért MI nélkül értelmeztük",
  conflict: "Az MI ugyanarra különböző válaszokat adott ({facts}), ezért egyiket sem használtuk",
  outOfScope: "Kihagyva: egy módosítás itt: {section} – Ön ezt jelölte ki: {selected}",
  tooMany: "Az MI több módosítást adott, mint amennyit egy kérés tartalmaz, ezért {count} kimaradt",
  cannotShorten:
    "Ez a szöveg nem rövidíthető mondat- vagy tagmondatvégen anélkül, hogy elveszítené a mondanivalóját: adja meg inkább az új szöveget",
  nothingToShorten: "Nincs mit rövidíteni{where}: minden szöveg rövid, vagy minden mondata tényt közöl",
  notOnPage: "az oldal nem ír erről: „{said}”",
  whichOne: "melyik: {list}? Nevezze meg",
  noSuchPlace: "az oldalon {count} szakasz van a fejléc alatt, {place}. szakasz nincs",
  noListOf:
    "az oldalon nincs „{noun}” lista, amelyhez {member} hozzáadható: mondja meg, melyik listába tartozik",
  formHas: "az űrlap már kéri ezeket: {fields}",
  alreadyThere: "„{section}” már ott van",
  formInBanner: "az űrlap már legfelül van, a fejlécben („{button}”), ami mindig első marad",
  needsProvider:
    "A fordításhoz MI-szolgáltató kell, és ezen a szerveren nincs beállítva; minden szöveget maga is módosíthat a szerkesztőben",
  alreadyLooks: "Nincs mit módosítani: az oldal már így néz ki ({change})",
  tierStatus:
    "„{tier}” az oldal egyik ára, nem az egész esemény, ezért semmi sem lett {status} jelölésű: inkább írja meg, hogyan változzon ez az ár",
  buttonAdded: "Hozzáadtam a(z) „{label}” gombot felül",
  buttonMadeWay: "„{label}” átadta a helyét",
  buttonThere: "ilyen gomb már van a felső sávban",
  donateLabel: "Adományozz",
  buttonWhere: "írja meg, hová vezet a gomb (webcím), pl. „adj hozzá egy adomány gombot ide: https://…”",
};
