/**
 * The page's headline when the title field talks to us (issue 27.1): "gutter cleaning page", "Landing page
 * for my bakery", "new product" are never published. What is left of the title once its page talk is
 * gone, widened by the business the owner's request names ("gutter cleaning" → "Gutter cleaning around
 * Leeds"), else that business, else the company's name. A title that is the business's own stays as written.
 */
import { afterOpeningPageWord, requestedBusiness, titleWithoutPageTalk } from "../../brief/instructions.js";
import { capitalize } from "./text.js";

export function headlineTitle(title: string, sentences: readonly string[], company: string): string {
  const own = titleWithoutPageTalk(title);
  const business = requestedBusiness(sentences);
  const widens = (name: string) => business?.toLocaleLowerCase().includes(name.toLocaleLowerCase()) ?? false;
  // "Page yoga" beside "une page pour mon studio de yoga": the page word goes when the request names the rest.
  const rest = afterOpeningPageWord(title);
  if (rest && business && widens(rest)) return capitalize(business);
  // "Hundesalon" beside "Ich brauche eine Webseite für meinen Hundesalon in Freiburg": the request says where.
  if (own === title.trim())
    return own && widens(own) && business !== own ? capitalize(business ?? own) : title;
  // The request says more of the same business ("gutter cleaning business around Leeds").
  if (business && (!own || widens(own))) return capitalize(business);
  return own ? capitalize(own) : company;
}
