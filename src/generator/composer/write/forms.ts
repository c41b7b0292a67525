/**
 * The forms a page asks visitors to fill, fitted to who they are: a consumer is asked for a name, an
 * e-mail address and perhaps a phone number, never for a "work email" or a company.
 */
import { formFieldsAsked } from "../../brief/form-asks.js";
import type { FormField, FormSpec } from "../../model.js";
import type { WriteContext } from "./context.js";
import { asSentence, capitalize } from "./text.js";

/** The fields every form draws on, their labels in the page's language. */
function fieldsOf(c: WriteContext) {
  const email: FormField = {
    name: "email",
    label: c.say("Email address"),
    type: "email",
    required: true,
    autocomplete: "email",
  };
  return {
    NAME: {
      name: "name",
      label: c.say("Your name"),
      type: "text",
      required: true,
      autocomplete: "name",
    } satisfies FormField,
    EMAIL: email,
    WORK_EMAIL: { ...email, label: c.say("Work email") } satisfies FormField,
    PHONE: {
      name: "phone",
      label: c.say("Phone (optional)"),
      type: "tel",
      required: false,
      autocomplete: "tel",
    } satisfies FormField,
    COMPANY: {
      name: "company",
      label: c.say("Company (optional)"),
      type: "text",
      required: false,
      autocomplete: "organization",
    } satisfies FormField,
  };
}

const NAME_WORD =
  /^(?:(?:full|first|last)\s+)?name$|^(?:prénom|nom|vorname|nachname|nombre|nome|naam|voornaam|imię|nazwisko|név)$/iu;
const EMAIL_WORD = /e-?mail|courriel|correo/iu;
const WORK_WORD = /\b(?:work|business|professional|pro|geschäftlich|professionnel|zakelijk|laboral)\b/iu;
const PHONE_WORD = /phone|t[ée]l[ée]phone|telefon|tel[ée]fono|telefoon|telefone|numer/iu;
const COMPANY_WORD =
  /^(?:company|company name|organi[sz]ation|entreprise|société|firma|unternehmen|empresa|azienda|bedrijf|organizacja)$/iu;

/**
 * The fields the owner's description says the form asks for ("Registration asks for name, work email and
 * company size"), labelled in their words; undefined when it says nothing. A way to write back (an
 * e-mail field) is always among them.
 */
function askedFields(c: WriteContext): FormField[] | undefined {
  const asked = [...new Set(c.brief.sentences.flatMap(formFieldsAsked))];
  if (asked.length === 0) return undefined;
  const { NAME, EMAIL, WORK_EMAIL, PHONE, COMPANY } = fieldsOf(c);
  const used = new Set<string>();
  const fields: FormField[] = [];
  for (const word of asked) {
    const label = capitalize(word);
    const field: FormField = NAME_WORD.test(word)
      ? { ...NAME, label }
      : EMAIL_WORD.test(word)
        ? { ...(WORK_WORD.test(word) ? WORK_EMAIL : EMAIL), label }
        : PHONE_WORD.test(word)
          ? { ...PHONE, label, required: true }
          : COMPANY_WORD.test(word)
            ? { ...COMPANY, label, required: true }
            : {
                name:
                  word
                    .toLocaleLowerCase()
                    .replace(/[^\p{L}\p{N}]+/gu, "-")
                    .replace(/^-|-$/g, "") || "field",
                label,
                type: "text",
                required: true,
              };
    if (used.has(field.name)) continue;
    used.add(field.name);
    fields.push(field);
  }
  if (!used.has("email")) fields.splice(Math.min(1, fields.length), 0, EMAIL);
  return fields;
}

function thanks(c: WriteContext): Pick<FormSpec, "thanksTitle" | "thanksText"> {
  return {
    thanksTitle: c.say("Thank you!"),
    thanksText: c.choose("thanks", [
      asSentence(c.say("Your message has been sent to {company}")),
      c.say("{company} has received your details."),
      asSentence(c.say("We have your details. {company} will reply to the address you gave")),
    ]),
  };
}

function contactFields(c: WriteContext, message: string, messageRequired = true): FormField[] {
  const business = c.profile.visitors === "business";
  const { NAME, EMAIL, WORK_EMAIL, PHONE, COMPANY } = fieldsOf(c);
  return [
    NAME,
    business ? WORK_EMAIL : EMAIL,
    business ? COMPANY : PHONE,
    { name: "message", label: message, type: "textarea", required: messageRequired },
  ];
}

/** The message field's label (in English): the trade's own question, or a plain one. */
function messageLabel(c: WriteContext): string {
  return c.choose("message-label", [c.profile.messageLabel, "Your message", "Message"]);
}

/** The optional message field of a short form: the trade's question, or a plain two-word label. */
function optionalMessageLabel(c: WriteContext): string {
  const label = messageLabel(c);
  return label === c.profile.messageLabel
    ? c.say("{label} (optional)", { label: c.t(label).replace(/[?？]$/, "") })
    : c.say("Message (optional)");
}

/** The button of a form that sends a message (not a registration or an order). */
function sendLabel(c: WriteContext): string {
  return c.say(c.choose("send-label", ["Send message", "Send enquiry", "Send request"] as const));
}

export function contactForm(c: WriteContext, submitLabel = sendLabel(c), id = "form-contact"): FormSpec {
  return { id, fields: contactFields(c, c.t(messageLabel(c))), submitLabel, ...thanks(c) };
}

/** An order form for a shop page: which product, how to reach the customer. */
export function orderForm(c: WriteContext, products: string[], id = "form-order"): FormSpec {
  const { NAME, EMAIL, PHONE } = fieldsOf(c);
  const fields: FormField[] = [NAME, EMAIL, PHONE];
  if (products.length > 0)
    fields.push({
      name: "product",
      label: c.say("Product"),
      type: "select",
      required: true,
      options: products,
    });
  fields.push({
    name: "message",
    label: c.say(
      c.choose("order-message", ["Anything we should know? (optional)", "Message (optional)"] as const),
    ),
    type: "textarea",
    required: false,
  });
  return {
    id,
    fields,
    submitLabel: c.say(c.choose("order-label", ["Send my order", "Place my order"] as const)),
    ...thanks(c),
  };
}

/** Registration for an event or webinar; several ticket prices become a ticket choice. */
export function registrationForm(c: WriteContext, submitLabel: string, tickets: string[]): FormSpec {
  const { NAME, EMAIL, WORK_EMAIL, COMPANY } = fieldsOf(c);
  const asked = askedFields(c);
  const fields: FormField[] = asked ?? [NAME, c.profile.visitors === "business" ? WORK_EMAIL : EMAIL];
  if (tickets.length > 1)
    fields.push({ name: "ticket", label: c.say("Ticket"), type: "select", required: true, options: tickets });
  if (!asked && c.profile.visitors === "business") fields.push(COMPANY);
  return { id: "form-registration", fields, submitLabel, ...thanks(c) };
}

/** What the description promises about signing up, verbatim ("no card needed", "cancel any time"). */
const SIGNUP_TERMS =
  /\b(?:no (?:credit )?card (?:needed|required)|no credit card|cancel (?:any ?time|whenever you like)|no contract)\b/iu;

export function signupForm(c: WriteContext, submitLabel: string): FormSpec {
  const { NAME, EMAIL, WORK_EMAIL, COMPANY } = fieldsOf(c);
  const asked = askedFields(c);
  const fields: FormField[] = asked ?? [NAME, c.profile.visitors === "business" ? WORK_EMAIL : EMAIL];
  if (!asked && c.profile.visitors === "business") fields.push(COMPANY);
  const terms = SIGNUP_TERMS.exec(c.brief.description)?.[0];
  return {
    id: "form-signup",
    fields,
    submitLabel,
    ...(terms ? { note: asSentence(capitalize(terms)) } : {}),
    ...thanks(c),
  };
}

export function subscribeForm(c: WriteContext, submitLabel: string, id = "form-subscribe"): FormSpec {
  return {
    id,
    fields: [
      {
        ...fieldsOf(c).EMAIL,
        label: c.say(c.choose("subscribe-label", ["Your email address", "Email address"] as const)),
      },
    ],
    submitLabel,
    thanksTitle: c.say(c.choose("subscribe-thanks", ["You're on the list!", "Thank you!"] as const)),
    thanksText: asSentence(c.say("Thank you for subscribing to {company}")),
  };
}

/** The short form of lead and ad pages: name, a way to reach them and, optionally, what they need. */
export function leadForm(c: WriteContext, id: string, submitLabel?: string): FormSpec {
  const business = c.profile.visitors === "business";
  const { NAME, EMAIL, WORK_EMAIL, PHONE, COMPANY } = fieldsOf(c);
  return {
    id,
    fields: [
      NAME,
      business ? WORK_EMAIL : EMAIL,
      business ? COMPANY : PHONE,
      {
        name: "message",
        label: optionalMessageLabel(c),
        type: "textarea",
        required: false,
      },
    ],
    submitLabel: submitLabel ?? sendLabel(c),
    ...thanks(c),
  };
}
