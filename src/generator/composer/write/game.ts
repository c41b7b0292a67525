/**
 * A game on an app or launch page (issue 27.2): it is played and wishlisted on a store such as Steam, so
 * its page speaks of the game ("The game", "Lantern Keep on Steam", "Wishlist on Steam"), not of "the
 * app" or "your phone", and never of a business's "work email". A game is one the description calls a
 * game, or asks visitors to wishlist, and sells on a game store or console it names.
 */
import type { WriteContext } from "./context.js";

const GAME =
  /(?<![\p{L}])(?:\p{L}*game|\p{L}*spiel|jeu|juego|videojuego|gioco|videogioco|jogo|gra|\p{L}*játék|\p{L}*spel)(?![\p{L}])/iu;

/** Game stores and consoles, in the order a page names them (the first named is the one it leads with). */
const STORES: [RegExp, string][] = [
  [/\bsteam\b/i, "Steam"],
  [/\bitch\.io\b/i, "itch.io"],
  [/\bepic games store\b/i, "Epic Games Store"],
  [/\bgog(?:\.com)?\b/i, "GOG"],
  [/\bnintendo switch\b/i, "Nintendo Switch"],
  [/\bplaystation(?: ?\d)?\b|\bps[45]\b/i, "PlayStation"],
  [/\bxbox\b/i, "Xbox"],
];

/** The store a game's page leads to ("Steam"), or undefined when the page is not a game's. */
export function gameStore(c: Pick<WriteContext, "brief">): string | undefined {
  const text = c.brief.description;
  // "Wishlist it on Steam" says it is a game even when the description never says "game".
  if (!GAME.test(text) && !asksForWishlist(c)) return undefined;
  const named = STORES.map(([pattern, name]) => ({ name, at: text.search(pattern) })).filter(
    (s) => s.at >= 0,
  );
  named.sort((a, b) => a.at - b.at);
  return named[0]?.name;
}

/** Whether the owner asks visitors to wishlist the game (then the main button says so). */
export function asksForWishlist(c: Pick<WriteContext, "brief">): boolean {
  return /(?<![\p{L}])(?:wishlist|wunschliste|liste de souhaits|lista de deseos|lista dei desideri|lista de desejos|verlanglijst|listy? życzeń|kívánságlist)/iu.test(
    c.brief.description,
  );
}
