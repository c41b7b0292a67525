/**
 * Requests for what a single offline HTML page cannot do — take payments, connect to other services, send
 * visitors e-mails, calculate, chat, log people in — refused with that reason before any rule reads a
 * section name into them ("a pricing calculator where people enter their staff numbers" is not a team and
 * a stats section).
 */
import type { ChangeRule } from "./change-rules.js";

/** Asking for a thing on the page ("add a live chat", "can we have a calculator"), not mentioning it. */
const ASK = "(?:add|put|include|create|build|set up|make|need|want|have|get|embed|install)\\b.*";

const BEYOND: [RegExp, string][] = [
  // "can people book and pay for classes on the page?", "let customers pay online".
  [
    /\bpay\b.{0,30}\b(?:on|through|via|from)\s+the\s+(?:page|site|website)\b|\b(?:people|visitors|customers|clients|patients|members|guests)\s+(?:can\s+|could\s+|to\s+)?pay\s+(?:online|by card|with (?:a )?card)\b/i,
    "take payments",
  ],
  [
    /^(?:can|could)\s+(?:people|visitors|customers|clients|patients|members|guests)\s+(?:book|reserve)\b/i,
    "show live availability or take bookings in a calendar",
  ],
  // The same in the languages the composer writes: "ajouter le paiement en ligne", "pagamento con carta sul
  // sito", "reservar cita online con calendario".
  [
    /(?<![\p{L}])(?:paiements?\s+(?:en\s+ligne|par\s+carte)|payer\s+en\s+ligne|pagamento\s+(?:online|con\s+(?:la\s+)?carta)|pagare\s+online|pagos?\s+(?:online|en\s+línea|con\s+tarjeta)|pagar\s+(?:online|en\s+línea|con\s+tarjeta)|online\s+betal(?:en|ing)|online\s+bezahlen|online-?zahlung|kartenzahlung\s+(?:auf|über)|pagamentos?\s+online|pagar\s+online|płatności?\s+(?:online|kartą)|online\s+fizetés|kártyás\s+fizetés)(?![\p{L}])/iu,
    "take payments",
  ],
  [
    /(?<![\p{L}])(?:r[ée]serv|reservar|prenot|buch|boek|reserveer|rezerw|agend|marca|foglal)\p{L}*(?:\s+\p{L}+){0,4}\s+(?:en\s+ligne|online|en\s+línea|con\s+calendario|avec\s+(?:un\s+)?calendrier|mit\s+(?:einem\s+)?kalender|met\s+(?:een\s+)?(?:agenda|kalender)|z\s+kalendarzem)(?![\p{L}])/iu,
    "show live availability or take bookings in a calendar",
  ],
  [
    new RegExp(
      `\\b(?:${ASK}|connect|integrate|link)\\b(?:stripe|paypal|shopping (?:cart|basket)|checkout|pay(?:ment)?\\s+button)\\b|\\bpay\\s+(?:online\\s+)?(?:on|through|via|from)\\s+the\\s+(?:page|site|website)\\b|\\btake\\s+(?:online\\s+|card\\s+)?payments?\\s+(?:on|through|via|from)\\b`,
      "i",
    ),
    "take payments",
  ],
  [
    /\b(?:connect|link|integrate|sync|hook(?:\s+up)?)\b.*\b(?:to|with|into|up to)\s+(?:my\s+|our\s+|the\s+)?(?:google\s+(?:sheets?|calendar|drive)|sheets?|spreadsheet|crm|mailchimp|hubspot|zapier|salesforce|calendly|slack|airtable|notion)\b/i,
    "connect to other services",
  ],
  [
    /\b(?:send|e-?mail|text|remind)\s+(?:every(?:one|body)|visitors|people|customers|guests|them|attendees|subscribers)\b.*\b(?:e-?mails?|reminders?|sms|texts?|messages?|newsletters?)\b|\b(?:automatic|automated)\s+(?:e-?mails?|reminders?|replies)\b/i,
    "send e-mails or reminders to visitors",
  ],
  [
    new RegExp(`\\b${ASK}\\b(?:calculators?|quote\\s+tool|configurator)\\b`, "i"),
    "calculate prices or quotes for visitors",
  ],
  [
    new RegExp(`\\b${ASK}\\b(?:live\\s+chat|chat\\s?bot|chat\\s+(?:widget|box|window))\\b`, "i"),
    "hold a live chat",
  ],
  [
    new RegExp(
      `\\b${ASK}\\b(?:log\\s?-?in|sign[- ]in|members?(?:'s)?\\s+area|(?:user|customer)\\s+accounts?)\\b`,
      "i",
    ),
    "log visitors in",
  ],
  [
    new RegExp(
      `\\b${ASK}\\b(?:online\\s+)?(?:booking\\s+(?:system|calendar)|live\\s+availability)\\b|\\b${ASK}\\b(?:bookings?|appointments?)\\b.*\\b(?:calendar|time\\s?slots?|availability)\\b`,
      "i",
    ),
    "show live availability or take bookings in a calendar",
  ],
  [
    /\bsend\s+(?:(?:automatic|automated|reminder|confirmation|follow-?up|welcome|thank-?you)\s+)?(?:e-?mails?|reminders?|sms|texts?|messages?)\s+to\s+(?:all\s+)?(?:every(?:one|body)|visitors|people|customers|guests|attendees|subscribers|registrants|those|anyone|readers|clients|patients)\b/i,
    "send e-mails or reminders to visitors",
  ],
];

/** "undo the last change", "go back to the previous version": a change cannot tell which page to go back to. */
const UNDO =
  /^(?:please\s+)?(?:undo|revert|roll\s?back|reverse)\b|\b(?:go|put it|change it|switch)\s+back\s+to\s+(?:the\s+)?(?:previous|last|earlier|old|original|first)\s+(?:version|page|one|design)\b/i;

export const BEYOND_THE_PAGE_RULE: ChangeRule = {
  apply(request) {
    // "add that we accept PayPal": the owner's sentence for the page, not a wish for the page to do it.
    if (/^(?:add|mention|say|write|state)\s+that\b/i.test(request)) return null;
    if (UNDO.test(request))
      return {
        refused:
          "Every version of your page is kept: open its Version history and restore the one you want (restoring is free); a change request cannot tell which earlier page you mean",
      };
    const what = BEYOND.find(([words]) => words.test(request))?.[1];
    if (!what) return null;
    return {
      refused: `A page made here is one HTML file: it cannot ${what}; its forms send what visitors enter to your leads inbox, or to an address you give (“send the form to https://…”)`,
    };
  },
};
