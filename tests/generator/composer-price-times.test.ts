/** A price's own clause keeps its times whole: "1,50 € de 19:00 a 23:00" was shown "1,50 € de 19". */
import { expect, it } from "vitest";
import { compose, pageWords } from "./compose-for-test.js";

it("shows the hours written after a price without cutting them at the colon", () => {
  const { html } = compose(
    "facebook-ads",
    "Cada martes, tacos al pastor a 1,50 € de 19:00 a 23:00. Calle Embajadores 45, Madrid. Sin reserva.",
    { companyName: "Taquería El Güero", title: "Martes de tacos", industry: "food" },
  );
  expect(pageWords(html)).toContain("1,50 € de 19:00 a 23:00");
  expect(pageWords(html)).not.toMatch(/1,50 € de 19(?!:)/);
});
