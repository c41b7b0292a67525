/** A named rule: a pattern of request it understands, the ops it reads, and the examples that show it. */
import type { Op } from "../ops/schema.js";
import type { ExamplePageId } from "./example-pages.js";
import type { Reading, Scope } from "./reading.js";

export interface Example {
  /** The example page the request is made on (default "cafe"). */
  page?: ExamplePageId;
  /** The selected section, when the owner asks about one. */
  scope?: Scope;
  say: string;
  ops: Op[];
}

export interface Rule {
  name: string;
  examples: Example[];
  /** The ops the clause asks for, or null when the clause is not of this rule's kind. */
  read(r: Reading): Op[] | null;
}
