import { describe, expect, it } from "vitest";
import { type BriefCase, brief, pick } from "./test-helpers.js";

// NOW is Monday 2026-11-23 10:00 UTC (11:00 in Budapest).
const CASES: BriefCase[] = [
  {
    say: "a bare hour range that ends its phrase is the day's time ('dalle 10 alle 13.'), a count is not",
    description:
      "Open day sabato 13 novembre 2027 dalle 10 alle 13. Kennismaking op 20 november 2027 van 12 tot 14 deelnemers.",
    expected: {
      dates: [
        {
          text: "sabato 13 novembre 2027 dalle 10 alle 13",
          start: "2027-11-13",
          startTime: "10:00",
          endTime: "13:00",
          zone: "Europe/Budapest",
          startsAt: "2027-11-13T10:00:00+01:00",
          past: false,
        },
        { text: "20 november 2027", start: "2027-11-20", zone: "Europe/Budapest", past: false },
      ],
    },
  },
  {
    say: "a start with no am/pm of its own takes the half-day that makes the shorter span ('from 10 to 1pm')",
    description:
      "Open day on Saturday 13 November 2027 from 10 to 1pm. Closing party on 20 November 2027 from 10 to 2am. Fair on 4 December 2027 from 9 to 9pm.",
    expected: {
      dates: [
        {
          text: "Saturday 13 November 2027 from 10 to 1pm",
          start: "2027-11-13",
          startTime: "10:00",
          endTime: "13:00",
          zone: "Europe/Budapest",
          startsAt: "2027-11-13T10:00:00+01:00",
          past: false,
        },
        {
          text: "20 November 2027 from 10 to 2am",
          start: "2027-11-20",
          startTime: "22:00",
          end: "2027-11-21",
          endTime: "02:00",
          zone: "Europe/Budapest",
          startsAt: "2027-11-20T22:00:00+01:00",
          past: false,
        },
        {
          text: "4 December 2027 from 9 to 9pm",
          start: "2027-12-04",
          startTime: "09:00",
          endTime: "21:00",
          zone: "Europe/Budapest",
          startsAt: "2027-12-04T09:00:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "a Hungarian date keeps its case ending and the time after it ('12-én 18 órától')",
    description:
      "Őszi borkóstoló a pincénkben 2026. december 12-én 18 órától. Koncert 2027. március 3-án 19:30-kor.",
    expected: {
      dates: [
        {
          text: "2026. december 12-én 18 órától",
          start: "2026-12-12",
          startTime: "18:00",
          zone: "Europe/Budapest",
          startsAt: "2026-12-12T18:00:00+01:00",
          past: false,
        },
        {
          text: "2027. március 3-án 19:30-kor",
          start: "2027-03-03",
          startTime: "19:30",
          zone: "Europe/Budapest",
          startsAt: "2027-03-03T19:30:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "a single date with a time gets startsAt in the request's zone (winter offset)",
    description: "Sourdough workshop on Saturday 6 March 2027 at 10:00.",
    expected: {
      dates: [
        {
          text: "Saturday 6 March 2027 at 10:00",
          start: "2027-03-06",
          startTime: "10:00",
          zone: "Europe/Budapest",
          startsAt: "2027-03-06T10:00:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "the same wall time after the spring change gets the summer offset",
    description: "Open day on 10 April 2027 at 10:00.",
    expected: {
      dates: [
        {
          text: "10 April 2027 at 10:00",
          start: "2027-04-10",
          startTime: "10:00",
          zone: "Europe/Budapest",
          startsAt: "2027-04-10T10:00:00+02:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "no time in the text means no startTime and no startsAt (never an invented 18:00)",
    description: "Harvest festival on 12 September 2027.",
    expected: {
      dates: [{ text: "12 September 2027", start: "2027-09-12", zone: "Europe/Budapest", past: false }],
    },
  },
  {
    say: "a day range in one month gives start and end",
    description: "Join the summit 14–16 May 2027 in Lisbon.",
    expected: {
      dates: [
        {
          text: "14–16 May 2027",
          start: "2027-05-14",
          end: "2027-05-16",
          zone: "Europe/Budapest",
          past: false,
        },
      ],
    },
  },
  {
    say: "a range written with two month names",
    description: "Pop-up market May 14 to May 16.",
    expected: {
      dates: [
        {
          text: "May 14 to May 16",
          start: "2027-05-14",
          end: "2027-05-16",
          zone: "Europe/Budapest",
          past: false,
        },
      ],
    },
  },
  {
    say: "a range with weekdays before the day numbers",
    description: "The fair runs from Friday 3 to Sunday 5 October.",
    expected: {
      dates: [
        {
          text: "Friday 3 to Sunday 5 October",
          start: "2027-10-03",
          end: "2027-10-05",
          zone: "Europe/Budapest",
          past: false,
        },
      ],
    },
  },
  {
    say: "a range across months",
    description: "Festival 30 May – 2 June 2027.",
    expected: {
      dates: [
        {
          text: "30 May – 2 June 2027",
          start: "2027-05-30",
          end: "2027-06-02",
          zone: "Europe/Budapest",
          past: false,
        },
      ],
    },
  },
  {
    say: "a time range on one day gives start and end times",
    description: "Tasting on June 3, 18:00–20:00.",
    expected: {
      dates: [
        {
          text: "June 3, 18:00–20:00",
          start: "2027-06-03",
          startTime: "18:00",
          endTime: "20:00",
          zone: "Europe/Budapest",
          startsAt: "2027-06-03T18:00:00+02:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "CET in the text keeps the request's zone when it has the same offsets",
    description: "Webinar on March 14 at 18:00 CET.",
    expected: {
      dates: [
        {
          text: "March 14 at 18:00 CET",
          start: "2027-03-14",
          startTime: "18:00",
          zone: "Europe/Budapest",
          startsAt: "2027-03-14T18:00:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "CET with a request from New York becomes a Central European zone",
    description: "Webinar on March 14 at 18:00 CET.",
    input: { timeZone: "America/New_York" },
    expected: {
      dates: [
        {
          text: "March 14 at 18:00 CET",
          start: "2027-03-14",
          startTime: "18:00",
          zone: "Europe/Berlin",
          startsAt: "2027-03-14T18:00:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "'London time' is Europe/London, with British summer time in June",
    description: "Live Q&A on 12 June 2027 at 6 pm London time.",
    expected: {
      dates: [
        {
          text: "12 June 2027 at 6 pm London time",
          start: "2027-06-12",
          startTime: "18:00",
          zone: "Europe/London",
          startsAt: "2027-06-12T18:00:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "'Budapest time' and an IANA name are zones",
    description:
      "Doors open 2027-05-14 at 19:30 Budapest time. The stream starts May 20 at 9:00 Europe/Berlin.",
    input: { timeZone: "America/Chicago" },
    expected: {
      dates: [
        {
          text: "2027-05-14 at 19:30 Budapest time",
          start: "2027-05-14",
          startTime: "19:30",
          zone: "Europe/Budapest",
          startsAt: "2027-05-14T19:30:00+02:00",
          past: false,
        },
        {
          text: "May 20 at 9:00 Europe/Berlin",
          start: "2027-05-20",
          startTime: "09:00",
          zone: "Europe/Berlin",
          startsAt: "2027-05-20T09:00:00+02:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "GMT+1 is the fixed zone Etc/GMT-1",
    description: "Kick-off on 1 July 2027 at 14:00 GMT+1.",
    expected: {
      dates: [
        {
          text: "1 July 2027 at 14:00 GMT+1",
          start: "2027-07-01",
          startTime: "14:00",
          zone: "Etc/GMT-1",
          startsAt: "2027-07-01T14:00:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "ET and PST after a time are US zones",
    description: "Launch stream on January 12, 2027 at 9:00 ET. Replay on January 13, 2027 at 10 am PST.",
    expected: {
      dates: [
        {
          text: "January 12, 2027 at 9:00 ET",
          start: "2027-01-12",
          startTime: "09:00",
          zone: "America/New_York",
          startsAt: "2027-01-12T09:00:00-05:00",
          past: false,
        },
        {
          text: "January 13, 2027 at 10 am PST",
          start: "2027-01-13",
          startTime: "10:00",
          zone: "America/Los_Angeles",
          startsAt: "2027-01-13T10:00:00-08:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "no zone in the text and none from the request: zone '' and no startsAt",
    description: "Meetup on 5 February 2027 at 19:00.",
    input: { timeZone: undefined },
    expected: {
      dates: [
        { text: "5 February 2027 at 19:00", start: "2027-02-05", startTime: "19:00", zone: "", past: false },
      ],
    },
  },
  {
    say: "a relative date resolves against now",
    description: "Grand opening next Friday at 6 pm!",
    expected: {
      dates: [
        {
          text: "next Friday at 6 pm",
          start: "2026-12-04",
          startTime: "18:00",
          zone: "Europe/Budapest",
          startsAt: "2026-12-04T18:00:00+01:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "a date already gone is past",
    description: "Our charity run took place on 3 May 2025 at 9:00.",
    expected: {
      dates: [
        {
          text: "3 May 2025 at 9:00",
          start: "2025-05-03",
          startTime: "09:00",
          zone: "Europe/Budapest",
          startsAt: "2025-05-03T09:00:00+02:00",
          past: true,
        },
      ],
    },
  },
  {
    say: "a day-first numeric date outside the US",
    description: "Launch party 03/04/2027 19:00.",
    expected: {
      dates: [
        {
          text: "03/04/2027 19:00",
          start: "2027-04-03",
          startTime: "19:00",
          zone: "Europe/Budapest",
          startsAt: "2027-04-03T19:00:00+02:00",
          past: false,
        },
      ],
    },
  },
  {
    say: "prices, phones, opening hours, years and quantities are never dates",
    description:
      "Fuel £2.20 per litre. Call 020 7946 0958. Open Tuesday to Sunday 12:00-22:00. Since 1994, 12 places, built in 5 minutes, opening in March.",
    input: { timeZone: "Europe/London" },
    expected: { dates: [] },
  },
  {
    say: "a date without its year takes the year of the dated event beside it, even once that has passed",
    description: "Night run on Saturday 12 September 2026 at 20:30. Register by 5 September.",
    expected: {
      dates: [
        {
          text: "Saturday 12 September 2026 at 20:30",
          start: "2026-09-12",
          startTime: "20:30",
          zone: "Europe/Budapest",
          startsAt: "2026-09-12T20:30:00+02:00",
          past: true,
        },
        { text: "5 September", start: "2026-09-05", zone: "Europe/Budapest", past: true },
      ],
    },
  },
];

/** A date in another language: the description, and the text, day and time the brief must read from it. */
interface IntlDateCase {
  lang: string;
  description: string;
  text: string;
  start: string;
  end?: string;
  startTime?: string;
  /** The startsAt offset in Budapest on that day. */
  offset?: string;
  past?: boolean;
}

// All in March 2026 or February 2026 (before the spring change, so +01:00), gone by NOW.
const INTL_CASES: IntlDateCase[] = [
  { lang: "de", description: "Konzert am 14. März 2026.", text: "14. März 2026", start: "2026-03-14" },
  {
    lang: "de",
    description: "Frühlingsfest am Samstag, 14. März 2026 um 19 Uhr im Hof.",
    text: "Samstag, 14. März 2026 um 19 Uhr",
    start: "2026-03-14",
    startTime: "19:00",
  },
  {
    lang: "de",
    description: "Elternabend am 5. Februar 2026 um 18:30 Uhr.",
    text: "5. Februar 2026 um 18:30 Uhr",
    start: "2026-02-05",
    startTime: "18:30",
  },
  {
    lang: "de",
    description: "Sommerfest am Samstag, 4. Juli 2027 ab 15 Uhr.",
    text: "Samstag, 4. Juli 2027 ab 15 Uhr",
    start: "2027-07-04",
    startTime: "15:00",
    offset: "+02:00",
    past: false,
  },
  {
    lang: "fr",
    description: "Concert le 20 mars 2026 à 19h.",
    text: "20 mars 2026 à 19h",
    start: "2026-03-20",
    startTime: "19:00",
  },
  {
    lang: "fr",
    description: "Soirée dansante samedi 14 mars 2026 à 19h30.",
    text: "samedi 14 mars 2026 à 19h30",
    start: "2026-03-14",
    startTime: "19:30",
  },
  { lang: "fr", description: "Vernissage le 1er mars 2026.", text: "1er mars 2026", start: "2026-03-01" },
  {
    lang: "es",
    description: "Fiesta de primavera el 21 de marzo de 2026.",
    text: "21 de marzo de 2026",
    start: "2026-03-21",
  },
  {
    lang: "es",
    description: "Concierto el sábado 21 de marzo de 2026 a las 19:00.",
    text: "sábado 21 de marzo de 2026 a las 19:00",
    start: "2026-03-21",
    startTime: "19:00",
  },
  {
    lang: "it",
    description: "Festa sabato 14 marzo 2026.",
    text: "sabato 14 marzo 2026",
    start: "2026-03-14",
  },
  {
    lang: "it",
    description: "Concerto il 14 marzo 2026 alle 19.",
    text: "14 marzo 2026 alle 19",
    start: "2026-03-14",
    startTime: "19:00",
  },
  {
    lang: "nl",
    description: "Open dag zaterdag 14 maart 2026.",
    text: "zaterdag 14 maart 2026",
    start: "2026-03-14",
  },
  {
    lang: "nl",
    description: "Concert op 14 maart 2026 om 19.00 uur.",
    text: "14 maart 2026 om 19.00 uur",
    start: "2026-03-14",
    startTime: "19:00",
  },
  {
    lang: "pt",
    description: "Festa em 14 de março de 2026.",
    text: "14 de março de 2026",
    start: "2026-03-14",
  },
  {
    lang: "pt",
    description: "Jantar no sábado, 14 de março de 2026 às 19h.",
    text: "sábado, 14 de março de 2026 às 19h",
    start: "2026-03-14",
    startTime: "19:00",
  },
  { lang: "pl", description: "Koncert 14 marca 2026.", text: "14 marca 2026", start: "2026-03-14" },
  {
    lang: "pl",
    description: "Koncert w sobotę 14 marca 2026 o 19:00.",
    text: "sobotę 14 marca 2026 o 19:00",
    start: "2026-03-14",
    startTime: "19:00",
  },
  {
    lang: "de",
    description: "Konzert am 14. März 2026, 19 Uhr.",
    text: "14. März 2026, 19 Uhr",
    start: "2026-03-14",
    startTime: "19:00",
  },
  {
    lang: "it",
    description: "Cena il 14 marzo 2026 alle ore 20.",
    text: "14 marzo 2026 alle ore 20",
    start: "2026-03-14",
    startTime: "20:00",
  },
  {
    lang: "pl",
    description: "Zapraszamy 14 marca 2026 o godz. 19.",
    text: "14 marca 2026 o godz. 19",
    start: "2026-03-14",
    startTime: "19:00",
  },
  // Day ranges in one month.
  {
    lang: "de",
    description: "Festival 14.–16. März 2027.",
    text: "14.–16. März 2027",
    start: "2027-03-14",
    end: "2027-03-16",
    past: false,
  },
  {
    lang: "fr",
    description: "Fête du 14 au 16 mars 2027.",
    text: "14 au 16 mars 2027",
    start: "2027-03-14",
    end: "2027-03-16",
    past: false,
  },
  {
    lang: "es",
    description: "Feria del 14 al 16 de marzo de 2027.",
    text: "14 al 16 de marzo de 2027",
    start: "2027-03-14",
    end: "2027-03-16",
    past: false,
  },
  {
    lang: "pl",
    description: "Warsztaty 14-16 marca 2027 o 19:00.",
    text: "14-16 marca 2027 o 19:00",
    start: "2027-03-14",
    end: "2027-03-16",
    startTime: "19:00",
    past: false,
  },
  // Two days joined by "and": both kept, as their span (the second day was read alone, the first lost).
  {
    lang: "de",
    description: "Lötkurs am 14. und 15. Mai 2027 in Hamburg.",
    text: "14. und 15. Mai 2027",
    start: "2027-05-14",
    end: "2027-05-15",
    past: false,
  },
  {
    lang: "fr",
    description: "Stage les 14 et 15 mai 2027 à Nantes.",
    text: "14 et 15 mai 2027",
    start: "2027-05-14",
    end: "2027-05-15",
    past: false,
  },
  {
    lang: "es",
    description: "Taller el 14 y 15 de mayo de 2027 en Sevilla.",
    text: "14 y 15 de mayo de 2027",
    start: "2027-05-14",
    end: "2027-05-15",
    past: false,
  },
  // No year: the next such day after NOW (Monday 2026-11-23).
  { lang: "de", description: "Konzert am 14. März.", text: "14. März", start: "2027-03-14", past: false },
  {
    lang: "de",
    description: "Gegründet 1994. Tag der offenen Tür am 3. Oktober.",
    text: "3. Oktober",
    start: "2027-10-03",
    past: false,
  },
  {
    lang: "fr",
    description: "Marché de Noël le 12 décembre.",
    text: "12 décembre",
    start: "2026-12-12",
    past: false,
  },
  // An hour that is no time stays out of the text; a bare number followed by a word is no hour.
  { lang: "de", description: "Am 14. März um 25 Uhr.", text: "14. März", start: "2027-03-14", past: false },
  {
    lang: "pl",
    description: "Koncert 14 marca o 5 osób więcej.",
    text: "14 marca",
    start: "2027-03-14",
    past: false,
  },
];

/** Descriptions in which nothing is a date. */
const INTL_NOT_DATES = [
  "Eintritt 14,50 € pro Person, Konzert im März.",
  "Unser Laden in der Hauptstraße 14, März bis Oktober täglich geöffnet.",
  "Seit 2012 backen wir Brot.",
  "Wir pflanzen 14 Mai-Bäume.",
  "Kurs ab 3 Personen, 14 Teilnehmer, um 19 Uhr.",
  "Le menu à 14,50 € en mars.",
  "Festa il 31 febbraio 2027.",
  "Koncert o 19:00, 14 osób.",
  "Ruf an: 0176-14 März-Aktion.",
];

describe("dates", () => {
  for (const c of CASES) {
    it(c.say, () => {
      expect(pick(brief(c.description, c.input), c.expected)).toEqual(c.expected);
    });
  }
});

describe("dates in other languages", () => {
  for (const c of INTL_CASES) {
    it(`${c.lang}: ${c.description}`, () => {
      const zone = "Europe/Budapest";
      const expected = c.startTime
        ? {
            text: c.text,
            start: c.start,
            startTime: c.startTime,
            zone,
            startsAt: `${c.start}T${c.startTime}:00${c.offset ?? "+01:00"}`,
            past: c.past ?? true,
          }
        : { text: c.text, start: c.start, zone, past: c.past ?? true };
      expect(brief(c.description).dates).toEqual([c.end ? { ...expected, end: c.end } : expected]);
    });
  }
  for (const description of INTL_NOT_DATES) {
    it(`no date: ${description}`, () => {
      expect(brief(description).dates).toEqual([]);
    });
  }
});

describe("weekdays and day parts that are no date", () => {
  const CASES: [string, string, string[]][] = [
    [
      "a name ending in 'Night' before the date",
      "Jazz Night on 14 March 2027 at 19:30 at The Old Mill.",
      ["14 March 2027 at 19:30"],
    ],
    [
      "…and with a weekday",
      "Northern Lights Jazz Night on Saturday 14 March 2027 at 19:30 at The Old Mill.",
      ["Saturday 14 March 2027 at 19:30"],
    ],
    ["a name ending in 'Morning'", "Quiz Morning on 3 April 2027.", ["3 April 2027"]],
    [
      "a count of weekday mornings",
      "8 Saturday mornings of pottery, starting 16 January 2027.",
      ["16 January 2027"],
    ],
    ["a weekday naming a dish", "Sunday roast at The Drovers Arms, £18.", []],
    ["a weekday naming a market", "Come to our Friday market for fresh veg.", []],
    ["a weekday that is a date stays one", "Join us this Saturday at 7pm.", ["this Saturday at 7pm"]],
    ["a weekday and a part of the day", "Open day on Saturday morning.", ["Saturday morning"]],
  ];
  for (const [say, description, expected] of CASES) {
    it(`${say}: ${description}`, () => {
      expect(brief(description).dates.map((d) => d.text)).toEqual(expected);
    });
  }
});

describe("a range that ends at midnight", () => {
  it.each([
    [
      "Street party on Saturday 26 June 2027, 4pm to midnight. Tickets £15.",
      "Saturday 26 June 2027, 4pm to midnight",
    ],
    [
      "Street party. Saturday 26 June 2027 from 4pm until midnight.",
      "Saturday 26 June 2027 from 4pm until midnight",
    ],
  ])("keeps its day, its start and its end: %s", (description, text) => {
    const [date] = brief(description, { landingPageType: "event-registration" }).dates;
    expect(date).toMatchObject({ text, start: "2027-06-26", startTime: "16:00", endTime: "00:00" });
  });
});

describe("a range whose end is written as 24", () => {
  it.each([
    [
      "Festa de Verão no Porto. Sábado, 26 de junho de 2027, das 16h às 24h.",
      "Sábado, 26 de junho de 2027, das 16h às 24h",
    ],
    ["Sommerfest. Samstag, 26. Juni 2027, 16–24 Uhr.", "Samstag, 26. Juni 2027, 16–24 Uhr"],
    ["Festa. Sabato 26 giugno 2027 dalle 18:00 alle 24:00.", "Sabato 26 giugno 2027 dalle 18:00 alle 24:00"],
  ])("ends at midnight, the time kept with its day: %s", (description, text) => {
    const [date] = brief(description, { landingPageType: "event-registration" }).dates;
    expect(date).toMatchObject({ text, start: "2027-06-26", end: "2027-06-27", endTime: "00:00" });
  });
});
