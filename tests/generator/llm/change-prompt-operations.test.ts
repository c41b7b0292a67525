/**
 * The change prompt's operations come from the zod schema (decision 0092): every operation the schema
 * accepts is named in the prompt with its fields, and the prompt names none the schema lacks.
 */
import { describe, expect, it } from "vitest";
import { changePrompt } from "../../../src/generator/llm/change.js";
import { schemaOperations } from "../../../src/generator/llm/op-list.js";
import { opSchema } from "../../../src/generator/ops/schema.js";

const accepted = opSchema.options.map((option) => String(option.shape.op.value));

describe("the change prompt names the operations of the schema", () => {
  it("names every operation the schema accepts, with its fields", () => {
    const prompt = changePrompt();
    for (const op of schemaOperations()) expect(prompt).toContain(`\`${op.name}\`(${op.fields.join(", ")})`);
    expect(schemaOperations().map((op) => op.name)).toEqual(accepted);
  });

  it("names no operation the schema does not accept", () => {
    const listed = [...changePrompt().matchAll(/^- `([a-z_]+)`\(/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...accepted].sort());
  });

  it("marks optional fields and keeps required ones plain", () => {
    const addItem = schemaOperations().find((op) => op.name === "add_item");
    expect(addItem?.fields).toEqual(["section", "item", "position?"]);
    expect(schemaOperations().find((op) => op.name === "set_text")?.description).toMatch(/text/i);
  });
});
