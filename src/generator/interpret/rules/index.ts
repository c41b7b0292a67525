/**
 * The rules in the order they are tried: refusals of what no page can do first, then rules that take the
 * owner's own words (texts, quotes, lists) before rules that read page parts and looks from single words.
 */
import type { Rule } from "../rule.js";
import { activityDay } from "./activity-day.js";
import { addAsKind } from "./add-as-kind.js";
import { addButton } from "./add-button.js";
import { addByName } from "./add-by-name.js";
import { addItems } from "./add-items.js";
import { addList } from "./add-list.js";
import { addMention } from "./add-mention.js";
import { addPerson } from "./add-person.js";
import { addPlace } from "./add-place.js";
import { addQuestion } from "./add-question.js";
import { addSection } from "./add-section.js";
import { addSentence } from "./add-sentence.js";
import { addSession } from "./add-session.js";
import { addToLead } from "./add-to-lead.js";
import { addToOccasions } from "./add-to-occasions.js";
import { agendaClass } from "./agenda-class.js";
import { beyondThePage } from "./beyond-the-page.js";
import { changeFact } from "./change-fact.js";
import { companyRenamed } from "./company-renamed.js";
import { contactFact } from "./contact-fact.js";
import { correction } from "./correction.js";
import { dateShift } from "./date-shift.js";
import { doorsTime } from "./doors-time.js";
import { emphasis } from "./emphasis.js";
import { eventDate } from "./event-date.js";
import { eventTimeMove } from "./event-time-move.js";
import { forms } from "./forms.js";
import { frequency } from "./frequency.js";
import { factStandsOut, highlight } from "./highlight.js";
import { hoursShift } from "./hours-shift.js";
import { length } from "./length.js";
import { lineTime } from "./line-time.js";
import { moveItem } from "./move-item.js";
import { moveSection } from "./move-section.js";
import { noAfterAll } from "./no-after-all.js";
import { oldValueMissing } from "./old-value-missing.js";
import { openingHours } from "./opening-hours.js";
import { person } from "./person.js";
import { pricedOffer } from "./priced-offer.js";
import { putAtPrice } from "./put-at-price.js";
import { rangeEnd } from "./range-end.js";
import { remove } from "./remove.js";
import { removeButton } from "./remove-button.js";
import { removeByPeriod } from "./remove-by-period.js";
import { removeByRole } from "./remove-by-role.js";
import { removeFact } from "./remove-fact.js";
import { removeFactKind } from "./remove-fact-kind.js";
import { removeFactLimit } from "./remove-fact-limit.js";
import { removeMention } from "./remove-mention.js";
import { removePricePart } from "./remove-price-part.js";
import { removeQuoted } from "./remove-quoted.js";
import { removeSocial } from "./remove-social.js";
import { renameItem } from "./rename-item.js";
import { replacePhrase } from "./replace-phrase.js";
import { restatedDuration } from "./restated-duration.js";
import { restatedQuantity } from "./restated-quantity.js";
import { restatedSeats } from "./restated-quantity-seats.js";
import { scheduleDay } from "./schedule-day.js";
import { season } from "./season.js";
import { setText } from "./set-text.js";
import { statedContact } from "./stated-contact.js";
import { status } from "./status.js";
import { storeLink } from "./store-link.js";
import { style } from "./style.js";
import { swapItems } from "./swap-items.js";
import { swapSections } from "./swap-sections.js";
import { signedQuote, testimonial } from "./testimonial.js";
import { translate } from "./translate.js";
import { valueCorrection } from "./value-correction.js";
import { variant } from "./variant.js";

export const RULES: Rule[] = [
  // First: a class added to or taken off a timetable shown as cards, by its day ("togli il sabato"); the
  // mention and person rules would read the day as words of a card.
  agendaClass,
  // A quote alone, signed "— Ana, Porto": its words are the quote's, read by no other rule.
  signedQuote,
  // Before the removals and additions of things: on a page showing what its product comes in, "remove the
  // colour Sand" or "add a fourth colour: Coral" is a colour of the product, never a card or the page's look.
  variant,
  // Before the removals of parts: "remove the pre-order button" names a button, never a card or a section.
  removeButton,
  // Before the removals by role and by name: "drop the monthly price" is the card priced per month.
  removeByPeriod,
  // Before the removals by role: "take out the hourly rate" is the clause priced per hour, not a role's line.
  removePricePart,
  removeByRole,
  removeFactLimit,
  // After the facts named by role: "enlève la durée", "entferne den Preis" name only the fact's kind.
  removeFactKind,
  // Before the mention rule: a profile is one fact shown in several places, not one card's words.
  removeSocial,
  // "pas de replay finalement": a thing said with "no" and "after all" goes, as "no more X" does.
  noAfterAll,
  removeMention,
  addPlace,
  addMention,
  // "ajoute les baptêmes aux occasions": the list of occasions named by its noun, found by its members.
  addToOccasions,
  // "add airport pick-up to what's included": a list named by its lead words, before the sections' names.
  addToLead,
  addPerson,
  // Before the things a page cannot do: "add a donate button linking to …" is a link, not a payment.
  addButton,
  // Before the things a page cannot do and the looks: "adicione: modo escuro, lembretes por voz" are features.
  addList,
  // Before the things a page cannot do: "añade una función: recordatorios" names a feature, sends nothing.
  addAsKind,
  beyondThePage,
  translate,
  // Before the texts and the looks: "pon el título en negrita" is a text's weight, never its new words.
  emphasis,
  addQuestion,
  forms,
  setText,
  companyRenamed,
  replacePhrase,
  // Before the hours and the facts: "£55 instead of £49" names the old value, and only it.
  // Before the corrections: "30 days, not 21" where the page says no 21 is refused, never another changed.
  oldValueMissing,
  valueCorrection,
  addSentence,
  removeQuoted,
  testimonial,
  addSession,
  eventTimeMove,
  doorsTime,
  // Before the class times and the hours: "das Fest geht bis 23:00" on an event's one range is its end.
  rangeEnd,
  // Before the hours: "Salsa ist jetzt montags um 19:30" is the class's time, not Monday's hours.
  lineTime,
  // Before the hours: "closed on Tuesdays in winter" is a statement for later, not today's hours.
  season,
  // Before the hours: "eine Stunde später" moves the page's hours by a span, it names no new time.
  hoursShift,
  openingHours,
  scheduleDay,
  // Before the status and the event's date: "push it back a week", "repousse le stage d'une semaine" name a
  // span to move the date by, never a date, a time or a postponed event.
  dateShift,
  status,
  storeLink,
  contactFact,
  // Before the items: "put the brunch plate up to £10.50" names an item the page prices — its new price.
  putAtPrice,
  // "we now do croissants too, £1.90 each": a new priced thing said as news, before the price rules.
  pricedOffer,
  addItems,
  // Before the event's date and the counts: "la durée passe à 1 h 30" is how long, not half past one.
  restatedDuration,
  // Before the event's date: "i posti sono ora 15" is a count of places, not three o'clock.
  restatedSeats,
  eventDate,
  changeFact,
  // After the facts said with a command or "now": a contact fact stated with its one value ("our instagram
  // is @x", "die Telefonnummer hat sich geändert: …") sets or adds it.
  statedContact,
  restatedQuantity,
  frequency,
  correction,
  person,
  removeFact,
  renameItem,
  factStandsOut,
  highlight,
  // Before items: "swap the order of the first two sections" names sections by place, though "order"
  // is also the tail of an item ("Pre-order").
  swapSections,
  moveItem,
  // After the sections: "tausche Bronzekurs und Silberkurs" names two items of one list.
  swapItems,
  moveSection,
  remove,
  addSection,
  length,
  style,
  addByName,
  // Last: "metti le degustazioni anche la domenica" adds a day to a sentence the page writes, only when no
  // other rule reads the clause (an item added on a day is the items' own).
  activityDay,
];
