/**
 * What one operation handler answers: the line it applied in the owner's words, or why it did not apply.
 * Handlers work on the clone `applyOps` gives them; a handler that cannot apply its operation throws
 * `NotApplied` (from anywhere: a ref that does not resolve, a value it cannot read) and leaves the clone
 * to be thrown away.
 */
import type { PageModel } from "../model.js";
import { type Key, reportLine } from "./report-words.js";
import type { Op, OpName, OpOf } from "./schema.js";

export interface OpContext {
  /** The owner's request as typed: "same time", the words a fact must come from. */
  request: string;
  /** The clock for dates without a year and for "past". */
  now: Date;
}

/** The reason an operation was not applied, in the owner's words. */
export class NotApplied extends Error {}

export const notApplied = (why: string): never => {
  throw new NotApplied(why);
};

/** Not applied, for the reason `key` says in the page's language (its first letter in capitals). */
export const refuse = (lang: string | undefined, key: Key, values: Record<string, string> = {}): never =>
  notApplied(reportLine(lang, key, values));

/** Applies one operation to the model in place; answers the report line. */
export type OpHandler<N extends OpName> = (model: PageModel, op: OpOf<N>, context: OpContext) => string;

export type HandlerTable = { [N in OpName]?: OpHandler<N> };

export type AnyOp = Op;
