/**
 * A changed date is written the way the page writes its dates: day first or month first as the page does
 * ("20 March 2027" is day first, though it holds "March 20"), a range's dash as tight as the page's, a
 * weekday without a comma when the page writes none.
 */
import { describe, expect, it } from "vitest";
import type { DateFact } from "../../../src/generator/brief/types.js";
import { writeDateLike } from "../../../src/generator/ops/fact-values.js";

const date = (text: string, start: string, end?: string): DateFact =>
  ({ text, start, ...(end ? { end } : {}), zone: "", past: false }) as DateFact;

describe("a new date written like the page's old one", () => {
  it.each([
    [date("20 March 2027", "2027-03-20"), date("", "2027-04-03"), "3 April 2027"],
    [date("March 20, 2027", "2027-03-20"), date("", "2027-04-03"), "April 3, 2027"],
    [
      date("12–16 May 2027", "2027-05-12", "2027-05-16"),
      date("", "2027-05-13", "2027-05-17"),
      "13–17 May 2027",
    ],
    [date("Tuesday 9 February 2027", "2027-02-09"), date("", "2027-02-10"), "Wednesday 10 February 2027"],
    [date("Tuesday, 9 February 2027", "2027-02-09"), date("", "2027-02-10"), "Wednesday, 10 February 2027"],
  ])("%o → %s", (old, next, written) => {
    expect(writeDateLike(old, next, "en")).toBe(written);
  });

  // Months that change case beside a day ("marzec" alone, "15 marca" dated) keep the page's full name;
  // a page that abbreviates keeps abbreviating.
  it.each([
    ["pl", date("15 marca 2027", "2027-03-15"), date("", "2027-04-01"), "1 kwietnia 2027"],
    ["pl", date("15 mar 2027", "2027-03-15"), date("", "2027-04-01"), "1 kwi 2027"],
    ["de", date("15. März 2027", "2027-03-15"), date("", "2027-04-01"), "1. April 2027"],
  ])("%s: %o → %s", (lang, old, next, written) => {
    expect(writeDateLike(old, next, lang)).toBe(written);
  });
});
