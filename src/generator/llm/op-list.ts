/**
 * The change prompt's list of operations, generated from the change language's zod schema (decision 0092):
 * one source of truth, so an operation added to `ops/schema.ts` is named to the model without anyone
 * editing the prompt, and one removed is never offered.
 */
import type { z } from "zod";
import { opSchema } from "../ops/schema.js";

interface OpLine {
  name: string;
  fields: string[];
  description: string;
}

/** Each operation of the schema: its name, its fields (optional ones marked "?") and what it does. */
export function schemaOperations(): OpLine[] {
  return opSchema.options.map((option) => {
    const object = option as unknown as z.ZodObject<Record<string, z.ZodType>>;
    const shape = object.shape;
    const name = String((shape.op as unknown as { value: string }).value);
    const fields = Object.keys(shape)
      .filter((key) => key !== "op")
      .map((key) => (shape[key]?.safeParse(undefined).success ? `${key}?` : key));
    return { name, fields, description: object.description ?? "" };
  });
}

/** The operations as the prompt lists them: "- set_text(path, value): Replace one text of the page…". */
export function operationList(): string {
  return schemaOperations()
    .map((op) => `- \`${op.name}\`(${op.fields.join(", ")}): ${op.description}`)
    .join("\n");
}
