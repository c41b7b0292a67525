import { COST_PER_FULL_100_CHARS, formatTokens, ITERATION_BASE_COST } from "../../core/pricing";

/**
 * One wording for a change's price, before, during and after, with the same figure throughout: the button
 * says what it costs, the tokens are "on hold" while it runs and until it is kept, then "charged" or "given
 * back". A refusal or a cancel charges nothing, and says so.
 */
export const priceWords = {
  /**
   * Under the composer, before anything is asked, as one sentence in two halves: a phone shows the second alone
   * (the button says the exact price as it is typed).
   */
  ruleCost: `${ITERATION_BASE_COST} tokens, plus ${COST_PER_FULL_100_CHARS} per full 100 characters;`,
  ruleKept: "charged only if you keep the change.",
  running: (tokens: number) => `${formatTokens(tokens)} tokens on hold while it runs`,
  held: (tokens: number) =>
    `${formatTokens(tokens)} tokens on hold: you pay for them only if you keep this change.`,
  charged: (tokens: number) => `${formatTokens(tokens)} tokens charged.`,
  givenBack: (tokens: number) => `${formatTokens(tokens)} tokens given back.`,
  refused: "Change not applied: no tokens charged",
} as const;
