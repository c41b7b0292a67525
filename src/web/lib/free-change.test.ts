import { describe, expect, it } from "vitest";
import { freeChangeAction, undoneChangeOf } from "./free-change";

describe("the button under a free change in the conversation", () => {
  it("says Redo under an Undo's line, naming the change it brings back", () => {
    expect(freeChangeAction('Undid “The button should say "Order a cake"”')).toEqual({
      label: "Redo",
      name: 'Redo “The button should say "Order a cake"”',
      doneTitle: "Change redone",
      doneLead: '“The button should say "Order a cake"” is redone',
    });
  });

  it.each(["Restored version 2", "Edited by hand", "Applied the brand kit", "Search and sharing"])(
    "says Undo under “%s”",
    (note) => {
      const action = freeChangeAction(note);
      expect(action.label).toBe("Undo");
      expect(action.name).toBe(`Undo “${note}”`);
      expect(action.doneTitle).toBe("Change undone");
    },
  );

  it("reads the undone change whole, quotes and line breaks in it included", () => {
    expect(undoneChangeOf("Undid “Make it “warm”\nand dark”")).toBe("Make it “warm”\nand dark");
    expect(undoneChangeOf("Undid version 4")).toBeNull();
    expect(undoneChangeOf("Restored version 3")).toBeNull();
  });
});
