/**
 * The owner reads one line per change: a value changed in two places (the hero's button and the form's)
 * is said once. Through a fake model on loopback whose path the page lacks, so the rules' reading stands in.
 */
import { expect, it } from "vitest";
import { renderStoredModel } from "../../src/generator/composer/compose.js";
import { iteratePage } from "../../src/generator/index.js";
import { fakeModelForThisFile } from "../helpers/fake-model-per-file.js";
import { compose } from "./compose-for-test.js";

const WEBINAR =
  "Webinar «Finanzas para autónomos» el 14 de enero de 2027 a las 18:00 (hora de Madrid). Gratis. Ponente: Lucía Ortega, asesora fiscal. Agenda: IVA trimestral, gastos deducibles, preguntas.";
const fake = fakeModelForThisFile();

it("says a change made in two places once", async () => {
  const { model } = compose("webinar", WEBINAR, { companyName: "Finanzas Claras", title: "Finanzas Claras" });
  const request = "Cambia el botón a «Reserva tu plaza»";
  fake.server.enqueue({
    text: JSON.stringify({
      parts: [
        { part: request, ops: [{ op: "set_text", path: "sections.s1.cta", value: "Reserva tu plaza" }] },
      ],
    }),
  });
  const result = await iteratePage(renderStoredModel(model).html, request, {
    provider: "llm",
    llm: fake.llm,
  });
  if (!result.ok) throw new Error(result.message);
  expect(result.applied).toHaveLength(new Set(result.applied).size);
  expect(result.applied.filter((line) => line.includes("Reserva tu plaza"))).toHaveLength(1);
});
