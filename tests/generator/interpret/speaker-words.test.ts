/**
 * A speaker named by a feminine or singular noun of the page's language ("uma oradora", "une intervenante")
 * is a speaker added, as "a speaker" is in English.
 */
import { expect, it } from "vitest";
import { interpret } from "../../../src/generator/interpret/index.js";
import { compose } from "../compose-for-test.js";

const WEBINAR = compose(
  "webinar",
  "Webinar gratuito sobre finanças pessoais a 12 de fevereiro de 2027 às 19:00 (hora de Lisboa). Com Ana Costa, consultora financeira.",
  { companyName: "Contas Certas", title: "Webinar sobre finanças", industry: "finance" },
).model;

it("adds a speaker named by 'oradora'", () => {
  const { ops } = interpret("acrescenta uma oradora: Marta Silva, economista", WEBINAR);
  expect(JSON.stringify(ops)).toContain('"title":"Marta Silva"');
  expect(JSON.stringify(ops)).toContain('"meta":"Economista"');
});
