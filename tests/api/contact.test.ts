import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../src/server/db/schema.js";
import {
  createTestApp,
  queuedMails,
  TestClient,
  type TestContext,
  uniqueEmail,
} from "../helpers/test-app.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CONTACT_EMAIL: "support@landingforge.test" });
});
afterAll(async () => {
  await ctx.close();
});

describe("POST /api/contact", () => {
  it("stores the message and queues a mail to CONTACT_EMAIL with reply-to the sender", async () => {
    const email = uniqueEmail("sender");
    const reply = await new TestClient(ctx.app).post("/api/contact", {
      name: "Kate Bell",
      email,
      message: "Hello!\n\nDo you offer agency plans?",
    });
    expect(reply.status).toBe(201);
    const [stored] = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, reply.body.id));
    expect(stored).toMatchObject({
      name: "Kate Bell",
      email,
      message: "Hello!\n\nDo you offer agency plans?",
    });
    const mails = (await queuedMails(ctx, "support@landingforge.test")).filter((m) => m.replyTo === email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Contact form: message from Kate Bell");
    expect(mails[0].text).toContain("Do you offer agency plans?");
  });

  it.each([
    [{ email: "a@example.com", message: "Hi" }, "name", "Name is required"],
    [{ name: "A", message: "Hi" }, "email", "Email is required"],
    [{ name: "A", email: "nope", message: "Hi" }, "email", "Please enter a valid email address"],
    [{ name: "A", email: "a@example.com", message: "   " }, "message", "Message is required"],
    [
      { name: "A", email: "a@example.com", message: "x".repeat(5001) },
      "message",
      "Message must be at most 5000 characters",
    ],
  ])("refuses %j (%s: %s)", async (body, field, message) => {
    const reply = await new TestClient(ctx.app).post("/api/contact", body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe("validation_failed");
    expect(reply.body.error.fields[field]).toBe(message);
  });

  it("accepts exactly 5,000 characters", async () => {
    const reply = await new TestClient(ctx.app).post("/api/contact", {
      name: "A",
      email: "a@example.com",
      message: "y".repeat(5000),
    });
    expect(reply.status).toBe(201);
  });

  it("refuses a body that is not JSON", async () => {
    const reply = await new TestClient(ctx.app).request("POST", "/api/contact", "not json", {
      "content-type": "application/json",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe("invalid_json");
  });
});
