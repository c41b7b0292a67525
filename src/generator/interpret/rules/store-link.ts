/**
 * A link to the app in a store ("add a link to the app store https://apps.apple.com/…", "unser Google
 * Play Link: https://play.google.com/…"): the download section gets that store's badge, linked. The store
 * is read from the link's host, so the owner's words in any language do not matter.
 */
import { sectionRef } from "../reading.js";
import type { Rule } from "../rule.js";
import { urls } from "../values.js";

const STORES: [RegExp, string][] = [
  [/^(?:https?:\/\/)?(?:apps|itunes)\.apple\.com\//i, "App Store"],
  [/^(?:https?:\/\/)?play\.google\.com\//i, "Google Play"],
];

export const storeLink: Rule = {
  name: "store-link",
  examples: [
    {
      page: "app",
      say: "add a link to the app store https://apps.apple.com/app/pocket-budget/id555",
      ops: [
        {
          op: "add_item",
          section: "download",
          item: { title: "App Store", href: "https://apps.apple.com/app/pocket-budget/id555" },
        },
      ],
    },
    {
      page: "app",
      say: "unser Google Play Link: https://play.google.com/store/apps/details?id=pocket.budget",
      ops: [
        {
          op: "add_item",
          section: "download",
          item: { title: "Google Play", href: "https://play.google.com/store/apps/details?id=pocket.budget" },
        },
      ],
    },
    {
      page: "app",
      say: "voici le lien App Store : apps.apple.com/fr/app/pocket-budget/id555",
      ops: [
        {
          op: "add_item",
          section: "download",
          item: { title: "App Store", href: "https://apps.apple.com/fr/app/pocket-budget/id555" },
        },
      ],
    },
  ],
  read(r) {
    const download = r.model.sections.find((s) => s.kind === "download");
    if (!download) return null;
    for (const url of urls(r.raw)) {
      const store = STORES.find(([host]) => host.test(url))?.[1];
      if (!store || download.items.some((i) => i.title === store)) continue;
      const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
      return [{ op: "add_item", section: sectionRef(r.model, download), item: { title: store, href } }];
    }
    return null;
  },
};
