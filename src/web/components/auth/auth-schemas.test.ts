import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES as M } from "./auth-messages";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "./auth-schemas";

/** The first message per field, as the forms show them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    byField[key] ??= issue.message;
  }
  return byField;
}

describe("auth validation (spec §5)", () => {
  it("requires a valid e-mail and a password of at least 6 characters to sign in", () => {
    expect(messages(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: M.emailRequired,
      password: M.passwordTooShort,
    });
    expect(messages(signInSchema.safeParse({ email: "nope", password: "123456" }))).toEqual({
      email: M.emailInvalid,
    });
    expect(signInSchema.safeParse({ email: " a@b.co ", password: "123456" }).success).toBe(true);
  });

  it("requires a full name and matching passwords to sign up", () => {
    const base = { fullName: "Ada", email: "a@b.co", password: "secret1", confirmPassword: "secret1" };
    expect(signUpSchema.safeParse(base).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...base, fullName: "   " }))).toEqual({
      fullName: M.fullNameRequired,
    });
    expect(messages(signUpSchema.safeParse({ ...base, confirmPassword: "secret2" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("asks for the e-mail address when resetting a password", () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: "" }))).toEqual({
      email: "Please enter your email address.",
    });
  });
});
