/**
 * The variant rule's table: a colour, size or model added to or taken out of what the product comes in, on
 * pages whose top banner shows it; the look stays the style rule's ("make it red", "a red colour scheme").
 */
import type { Example } from "../rule.js";

export const examples: Example[] = [
  {
    page: "jacket",
    say: "add a fourth colour: Coral",
    ops: [{ op: "add_variant", kind: "colour", value: "Coral" }],
  },
  {
    page: "jacket",
    say: "we added a fourth colour, forest green",
    ops: [{ op: "add_variant", kind: "colour", value: "forest green" }],
  },
  { page: "jacket", say: "now also in coral", ops: [{ op: "add_variant", kind: "colour", value: "coral" }] },
  { page: "jacket", say: "add red", ops: [{ op: "add_variant", kind: "colour", value: "red" }] },
  {
    page: "jacket",
    say: "remove the Oat colour",
    ops: [{ op: "remove_variant", kind: "colour", value: "Oat" }],
  },
  { page: "jacket", say: "remove Moss", ops: [{ op: "remove_variant", kind: "colour", value: "Moss" }] },
  {
    page: "rower",
    say: "dodaj kolor czerwony",
    ops: [{ op: "add_variant", kind: "colour", value: "czerwony" }],
  },
  {
    page: "rower",
    say: "usuń kolor piaskowy",
    ops: [{ op: "remove_variant", kind: "colour", value: "piaskowy" }],
  },
  {
    page: "rucksack",
    say: "nimm die Farbe Sand raus",
    ops: [{ op: "remove_variant", kind: "colour", value: "Sand" }],
  },
  {
    page: "rucksack",
    say: "neue Farbe: Bordeaux",
    ops: [{ op: "add_variant", kind: "colour", value: "Bordeaux" }],
  },
  {
    page: "sac",
    say: "ajoute la couleur rouge",
    ops: [{ op: "add_variant", kind: "colour", value: "rouge" }],
  },
  {
    page: "camiseta",
    say: "ya no tenemos el color arena",
    ops: [{ op: "remove_variant", kind: "colour", value: "arena" }],
  },
  { page: "camiseta", say: "también en talla XL", ops: [{ op: "add_variant", kind: "size", value: "XL" }] },
  { page: "felpa", say: "aggiungi la taglia XL", ops: [{ op: "add_variant", kind: "size", value: "XL" }] },
  {
    page: "felpa",
    say: "togli il colore panna",
    ops: [{ op: "remove_variant", kind: "colour", value: "panna" }],
  },
  {
    page: "caneca",
    say: "adicione a cor amarelo",
    ops: [{ op: "add_variant", kind: "colour", value: "amarelo" }],
  },
  {
    page: "caneca",
    say: "já não temos a cor verde",
    ops: [{ op: "remove_variant", kind: "colour", value: "verde" }],
  },
  {
    page: "bogre",
    say: "add hozzá a piros színt",
    ops: [{ op: "add_variant", kind: "colour", value: "piros" }],
  },
  {
    page: "bogre",
    say: "töröld a zöld színt",
    ops: [{ op: "remove_variant", kind: "colour", value: "zöld" }],
  },
];
