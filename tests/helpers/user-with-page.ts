/** A signed-up user with one generated page, the bakery unless `request` says otherwise (the welcome grant pays for it). */
import { expect } from "vitest";
import type { App } from "../../src/server/app.js";
import { bakeryRequest } from "./generation-request.js";
import { TestClient } from "./test-app.js";

export async function userWithPage(app: App, request: Record<string, unknown> = bakeryRequest()) {
  const client = new TestClient(app);
  await client.signUp();
  const reply = await client.post("/api/templates", request);
  expect(reply.status).toBe(201);
  const template = reply.body.template as { id: string; htmlContent: string; version: number };
  return { client, id: template.id, template };
}
