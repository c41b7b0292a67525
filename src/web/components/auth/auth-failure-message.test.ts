import { describe, expect, it } from "vitest";
import { authFailureMessage } from "./auth-failure-message";
import { AUTH_MESSAGES } from "./auth-messages";

describe("the reason an auth call failed", () => {
  it("is Better Auth's own message when it gives one", () => {
    expect(authFailureMessage({ message: "Invalid email or password" })).toBe("Invalid email or password");
  });

  it("is the API's message when a check in front of Better Auth answered (a refused origin)", () => {
    const message =
      "This app's address is http://localhost:3000, but this page was opened at http://127.0.0.1:3000. Open http://localhost:3000 and try again.";
    expect(authFailureMessage({ error: { code: "forbidden_origin", message } })).toBe(message);
  });

  it("falls back to the general words only when neither says anything", () => {
    expect(authFailureMessage({})).toBe(AUTH_MESSAGES.authFailedFallback);
    expect(authFailureMessage({ message: "", error: { message: "" } })).toBe(
      AUTH_MESSAGES.authFailedFallback,
    );
    expect(authFailureMessage({ error: "nope" })).toBe(AUTH_MESSAGES.authFailedFallback);
  });
});
