import { toast as sonner } from "sonner";
import { describe, expect, it } from "vitest";
import { markToasterReady, toast } from "./toast";

const titles = () => sonner.getHistory().map((t) => ("title" in t ? t.title : undefined));

describe("toast", () => {
  it("holds toasts raised before the Toaster listens and shows them, in order, once it does", async () => {
    toast.error("The reset link is invalid", { description: "Request a new one." });
    toast.success("Welcome back!");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(titles()).toEqual([]);

    markToasterReady();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(titles()).toEqual(["The reset link is invalid", "Welcome back!"]);
    const [first] = sonner.getHistory();
    expect("type" in first && first.type).toBe("error");
    expect("description" in first && first.description).toBe("Request a new one.");
  });

  it("shows a toast at once when the Toaster already listens", async () => {
    toast.success("Message sent!");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(titles()).toContain("Message sent!");
  });
});
