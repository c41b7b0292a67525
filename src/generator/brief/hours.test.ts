import { describe, expect, it } from "vitest";
import { type BriefCase, brief, pick } from "./test-helpers.js";

const CASES: BriefCase[] = [
  {
    say: "a day open until a time, after an opening word or as a habit",
    description:
      "Open Mon-Fri 9:00-17:30, late opening Thursday until 19:00. We are open Saturdays till 2pm.",
    expected: {
      hours: [
        { text: "Mon-Fri 9:00-17:30", days: "Mon-Fri", times: "9:00-17:30" },
        { text: "late opening Thursday until 19:00", days: "Thursday", times: "until 19:00" },
        { text: "open Saturdays till 2pm", days: "Saturdays", times: "till 2pm" },
      ],
    },
  },
  {
    say: "days to days with a 24-hour range",
    description: "We are open Tuesday to Sunday 12:00-22:00.",
    expected: {
      hours: [{ text: "Tuesday to Sunday 12:00-22:00", days: "Tuesday to Sunday", times: "12:00-22:00" }],
      dates: [],
    },
  },
  {
    say: "two abbreviated day ranges with bare hours",
    description: "Mon–Fri 8–18, Sat 9–13.",
    expected: {
      hours: [
        { text: "Mon–Fri 8–18", days: "Mon–Fri", times: "8–18" },
        { text: "Sat 9–13", days: "Sat", times: "9–13" },
      ],
    },
  },
  {
    say: "daily with am/pm",
    description: "Open daily 7am–3pm for breakfast.",
    expected: { hours: [{ text: "daily 7am–3pm", days: "daily", times: "7am–3pm" }] },
  },
  {
    say: "open round the clock, with the days as written",
    description: "Call-out from £49. Open 24 hours, 7 days. Our other branch is open 24/7.",
    expected: {
      hours: [
        { text: "Open 24 hours, 7 days", days: "7 days", times: "24 hours" },
        { text: "open 24/7", days: "", times: "24/7" },
      ],
    },
  },
  {
    say: "open round the clock, in words",
    description: "Emergency vets, open round the clock every day.",
    expected: {
      hours: [{ text: "open round the clock every day", days: "every day", times: "round the clock" }],
    },
  },
  {
    say: "24/7 without 'open' is what a gym offers, not its hours",
    description: "24/7 access, free induction with a coach, women-only area.",
    expected: { hours: [], offerings: ["24/7 access", "free induction with a coach", "women-only area"] },
  },
  {
    say: "weekdays with 'to'",
    description: "Phone lines are staffed weekdays 9:00 to 17:00.",
    expected: { hours: [{ text: "weekdays 9:00 to 17:00", days: "weekdays", times: "9:00 to 17:00" }] },
  },
  {
    say: "Hungarian day letters",
    description: "Nyitva H–P 8–18, Szo 9–13.",
    expected: {
      hours: [
        { text: "H–P 8–18", days: "H–P", times: "8–18" },
        { text: "Szo 9–13", days: "Szo", times: "9–13" },
      ],
    },
  },
  {
    say: "times after 'open' without days",
    description: "Open 10:00-18:00, closed on holidays.",
    expected: { hours: [{ text: "Open 10:00-18:00", days: "", times: "10:00-18:00" }] },
  },
  {
    say: "a timed agenda",
    description: "Programme: 10:00 welcome, 10:30 starter dough, 12:00 baking.",
    expected: {
      agenda: [
        { time: "10:00", text: "welcome" },
        { time: "10:30", text: "starter dough" },
        { time: "12:00", text: "baking" },
      ],
      dates: [],
    },
  },
  {
    say: "a day-by-day agenda",
    description: "Day 1: foundations and tools; Day 2: shooting outdoors; Day 3: editing.",
    expected: {
      agenda: [
        { time: "Day 1", text: "foundations and tools" },
        { time: "Day 2", text: "shooting outdoors" },
        { time: "Day 3", text: "editing" },
      ],
    },
  },
  {
    say: "a single event time is no agenda",
    description: "Doors open at 18:00 on 5 June 2027, concert at 19:30.",
    expected: { agenda: [] },
  },
];

describe("opening hours and agendas", () => {
  for (const c of CASES) {
    it(c.say, () => {
      expect(pick(brief(c.description, c.input), c.expected)).toEqual(c.expected);
    });
  }
});

/** Hours as owners write them: habits in the plural, appointments, late evenings. */
const HOURS_FAMILIES: [string, string, { text: string; days: string; times: string }[]][] = [
  [
    "days in the plural",
    "Open Tuesdays and Thursdays 10am–2pm at the hall.",
    [{ text: "Tuesdays and Thursdays 10am–2pm", days: "Tuesdays and Thursdays", times: "10am–2pm" }],
  ],
  ["a short plural day", "Open Weds–Sun 9–5.", [{ text: "Weds–Sun 9–5", days: "Weds–Sun", times: "9–5" }]],
  [
    "days, then by appointment",
    "Mon-Fri 9-5.30, Saturday mornings by appointment only.",
    [
      { text: "Mon-Fri 9-5.30", days: "Mon-Fri", times: "9-5.30" },
      {
        text: "Saturday mornings by appointment only",
        days: "Saturday mornings",
        times: "by appointment only",
      },
    ],
  ],
  [
    "by appointment, then days",
    "By appointment only, Tuesday to Saturday.",
    [
      {
        text: "By appointment only, Tuesday to Saturday",
        days: "Tuesday to Saturday",
        times: "By appointment only",
      },
    ],
  ],
  // Hours that hold only in some months, for some people or for one part of the business say so.
  [
    "a run of days, where, then two ranges",
    "Taco truck. Find us Tue–Sat at the Rainey Street food park, 11am–3pm and 5pm–10pm.",
    [
      {
        text: "Tue–Sat at the Rainey Street food park, 11am–3pm and 5pm–10pm",
        days: "Tue–Sat",
        times: "11am–3pm and 5pm–10pm",
      },
    ],
  ],
  [
    "hours for part of the year",
    "Open Mon–Fri 8–6, and Saturdays 9–1 from February to April.",
    [
      { text: "Mon–Fri 8–6", days: "Mon–Fri", times: "8–6" },
      { text: "Saturdays 9–1 from February to April", days: "Saturdays", times: "9–1" },
    ],
  ],
  [
    "hours for members and hours of the front desk",
    "Open 24/7 for members; front desk Mon–Fri 9–5.",
    [
      { text: "Open 24/7 for members", days: "", times: "24/7" },
      { text: "front desk Mon–Fri 9–5", days: "Mon–Fri", times: "9–5" },
    ],
  ],
  [
    "hours of the lessons",
    "Beginners from age 6. Lessons Mon–Thu 3pm–8pm and Saturday mornings.",
    // The day said without times is the same hours' ("and Saturday mornings"), never a line of its own.
    [{ text: "Lessons Mon–Thu 3pm–8pm and Saturday mornings", days: "Mon–Thu", times: "3pm–8pm" }],
  ],
  [
    "German class times after their name",
    "Theorieunterricht Mo und Mi 18:30–20:00. Büro: Georg-Schumann-Straße 120.",
    [{ text: "Theorieunterricht Mo und Mi 18:30–20:00", days: "Mo und Mi", times: "18:30–20:00" }],
  ],
  [
    "by appointment alone",
    "Viewings by appointment.",
    [{ text: "Viewings by appointment", days: "", times: "by appointment" }],
  ],
  [
    "late evenings",
    "Evening appointments until 8pm.",
    [{ text: "Evening appointments until 8pm", days: "", times: "until 8pm" }],
  ],
  [
    "open for something, and closed days",
    "Open for drop-off and collection 9–11am and 4–6pm, closed Sundays.",
    [{ text: "Open for drop-off and collection 9–11am and 4–6pm", days: "", times: "9–11am and 4–6pm" }],
  ],
];

describe("hours wording families", () => {
  for (const [say, description, expected] of HOURS_FAMILIES) {
    it(`${say}: ${description}`, () => {
      const b = brief(description);
      expect(b.hours).toEqual(expected);
      expect(b.dates).toEqual([]);
    });
  }

  it("reads one day at a place as an event's date, not opening hours", () => {
    const b = brief("Craft fair on Saturday at the Town Hall, 10am–4pm.");
    expect(b.hours).toEqual([]);
    expect(b.dates.map((d) => d.text)).toEqual(["Saturday at the Town Hall, 10am–4pm"]);
  });
});

/**
 * Every day the owner lists, in the languages the composer writes: after hours, a short day alone ("za",
 * "sob", "sam") is a day too, as are short days in a list ("ma, wo en vr"), and two times a day stay two.
 */
const EVERY_DAY_LISTED: [string, string, [string, string, string][]][] = [
  [
    "Dutch short days, a range then one day",
    "Open ma–vr 8:30–18:00, za 9:00–16:00. Bel 030 231 4455.",
    [
      ["ma–vr 8:30–18:00", "ma–vr", "8:30–18:00"],
      ["za 9:00–16:00", "za", "9:00–16:00"],
    ],
  ],
  [
    "Dutch short days in a list, and Sunday",
    "Geopend ma, wo en vr 9:00–17:00, za 9:00–16:00, zo gesloten.",
    [
      ["ma, wo en vr 9:00–17:00", "ma, wo en vr", "9:00–17:00"],
      ["za 9:00–16:00", "za", "9:00–16:00"],
      ["zo gesloten", "zo", "gesloten"],
    ],
  ],
  [
    "Dutch long days",
    "Open maandag t/m vrijdag 8:30–18:00, zaterdag 9:00–16:00.",
    [
      ["maandag t/m vrijdag 8:30–18:00", "maandag t/m vrijdag", "8:30–18:00"],
      ["zaterdag 9:00–16:00", "zaterdag", "9:00–16:00"],
    ],
  ],
  [
    "Polish short days, with and without dots",
    "Otwarte pon–pt 9:00–19:00, sob 9:00–15:00. Czynne też pon.–pt. 9–17, sob. 9–13, niedz. zamknięte.",
    [
      ["pon–pt 9:00–19:00", "pon–pt", "9:00–19:00"],
      ["sob 9:00–15:00", "sob", "9:00–15:00"],
      ["pon.–pt. 9–17", "pon.–pt.", "9–17"],
      ["sob. 9–13", "sob.", "9–13"],
      ["niedz. zamknięte", "niedz.", "zamknięte"],
    ],
  ],
  [
    "Polish long days",
    "Otwarte poniedziałek–piątek 9:00–19:00, sobota 9:00–15:00.",
    [
      ["poniedziałek–piątek 9:00–19:00", "poniedziałek–piątek", "9:00–19:00"],
      ["sobota 9:00–15:00", "sobota", "9:00–15:00"],
    ],
  ],
  [
    "French short days",
    "Ouvert lun–ven 9h–19h, sam 9h–13h. Atelier lun, mer et ven 14h–17h.",
    [
      ["lun–ven 9h–19h", "lun–ven", "9h–19h"],
      ["sam 9h–13h", "sam", "9h–13h"],
      ["Atelier lun, mer et ven 14h–17h", "lun, mer et ven", "14h–17h"],
    ],
  ],
  [
    "French long days, then a short one",
    "Ouvert du mardi au samedi de 9h à 19h, dim 9h–13h.",
    [
      ["du mardi au samedi de 9h à 19h", "du mardi au samedi", "9h à 19h"],
      ["dim 9h–13h", "dim", "9h–13h"],
    ],
  ],
  [
    "Spanish short days after long ones, joined with 'y'",
    "Abierto de lunes a viernes de 9:00 a 14:00 y sáb 10:00–13:00. También lun–vie 16:00–20:00, sáb 10:00–14:00.",
    [
      ["de lunes a viernes de 9:00 a 14:00", "de lunes a viernes", "9:00 a 14:00"],
      ["sáb 10:00–13:00", "sáb", "10:00–13:00"],
      ["lun–vie 16:00–20:00", "lun–vie", "16:00–20:00"],
      ["sáb 10:00–14:00", "sáb", "10:00–14:00"],
    ],
  ],
  [
    "Italian short days, two times a day, a closed day",
    "Orari: mar–sab 9:00–13:00 e 15:30–19:30, dom chiuso.",
    [
      ["mar–sab 9:00–13:00 e 15:30–19:30", "mar–sab", "9:00–13:00 e 15:30–19:30"],
      ["dom chiuso", "dom", "chiuso"],
    ],
  ],
  [
    "Portuguese short days",
    "Horário: seg a sex 9h–18h, sáb 9h–13h.",
    [
      ["seg a sex 9h–18h", "seg a sex", "9h–18h"],
      ["sáb 9h–13h", "sáb", "9h–13h"],
    ],
  ],
  [
    "German short days in a list",
    "Geöffnet Mo, Mi und Fr 9–12 Uhr, Sa 10–14 Uhr.",
    [
      ["Mo, Mi und Fr 9–12 Uhr", "Mo, Mi und Fr", "9–12 Uhr"],
      ["Sa 10–14 Uhr", "Sa", "10–14 Uhr"],
    ],
  ],
  [
    "Hungarian day letters and a closed day",
    "Nyitva H–P 8–18, Szo 9–13, V zárva.",
    [
      ["H–P 8–18", "H–P", "8–18"],
      ["Szo 9–13", "Szo", "9–13"],
      ["V zárva", "V", "zárva"],
    ],
  ],
  [
    "Hungarian long days",
    "Nyitva hétfőtől péntekig 8–18, szombaton 9–13.",
    [
      ["hétfőtől péntekig 8–18", "hétfőtől péntekig", "8–18"],
      ["szombaton 9–13", "szombaton", "9–13"],
    ],
  ],
  [
    "English mornings and evenings",
    "Class schedule: Mon–Fri 7:00–9:00 and 18:00–21:00, Sat 9:00–12:00.",
    [
      ["Mon–Fri 7:00–9:00 and 18:00–21:00", "Mon–Fri", "7:00–9:00 and 18:00–21:00"],
      ["Sat 9:00–12:00", "Sat", "9:00–12:00"],
    ],
  ],
  [
    "English hours with a break at noon",
    "Open Mon–Fri 9:00–12:00, 14:00–18:00, Sat 9–13.",
    [
      ["Mon–Fri 9:00–12:00, 14:00–18:00", "Mon–Fri", "9:00–12:00, 14:00–18:00"],
      ["Sat 9–13", "Sat", "9–13"],
    ],
  ],
];

describe("every day the owner lists", () => {
  for (const [say, description, expected] of EVERY_DAY_LISTED) {
    it(`${say}: ${description}`, () => {
      const b = brief(description);
      expect(b.hours.map((h) => [h.text, h.days, h.times])).toEqual(expected);
      expect(b.dates).toEqual([]);
    });
  }

  it("takes a short day alone only after hours or an opening word, never a month or a word", () => {
    expect(brief("Sconto di 10–20% a marzo. Tour 15 mar 2027.").hours).toEqual([]);
    expect(brief("Prezzi: taglio 20, piega 15–25 euro.").hours).toEqual([]);
    expect(brief("Geopend za 9:00–16:00.").hours).toEqual([
      { text: "za 9:00–16:00", days: "za", times: "9:00–16:00" },
    ]);
  });
});
