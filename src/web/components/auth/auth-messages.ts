import { WELCOME_GRANT_TOKENS } from "../../../core/pricing";

/** User-facing wording of the auth screens (spec §5 and §8), in one place for forms and tests. */
export const AUTH_MESSAGES = {
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  passwordTooShort: "Password must be at least 6 characters.",
  fullNameRequired: "Please enter your full name",
  passwordsDoNotMatch: "Passwords do not match",
  agreementsRequired: "Please accept the Terms & Conditions and the Privacy Policy.",
  allPoliciesRequired: "You must accept all policies to create an account.",
  authFailedTitle: "Authentication failed",
  authFailedFallback: "An error occurred during authentication.",
  welcomeBack: "Welcome back!",
  accountCreatedTitle: "Account created!",
  accountCreatedDescription: `You received ${WELCOME_GRANT_TOKENS} free tokens. Please check your email to confirm your address.`,
  /** Sign-up answered, but signing in with the same password did not work: the address already had an account. */
  checkEmailTitle: "Please check your email",
  checkEmailDescription:
    "We sent you a message about this address. If you already have an account, sign in instead.",
  resetSentTitle: "Password reset sent!",
  resetSentDescription: "Check your email for a link to reset your password.",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
