import { MAX_PROMPT_LENGTH } from "../../../core/generation-request";
import { formatTokens, GENERATION_BASE_COST, promptCharactersCovered } from "../../../core/pricing";

/**
 * How long a description the user's tokens pay for, updated as they type: a new account's 500 free
 * tokens cover 99 characters, and a longer description costs more than that (spec pricing, src/core).
 */
export function PromptCoverage({
  promptLength,
  cost,
  balance,
}: {
  promptLength: number;
  /** What the description costs now (generationCost). */
  cost: number;
  balance: number | undefined;
}) {
  if (balance === undefined) return null;
  const covered = promptCharactersCovered(balance, MAX_PROMPT_LENGTH);
  const tokens = formatTokens(balance);
  let text: string;
  let over = false;
  if (covered === 0) {
    over = true;
    text = `Your balance of ${tokens} tokens does not cover a page (from ${formatTokens(GENERATION_BASE_COST)} tokens).`;
  } else if (promptLength <= covered) {
    text = `Your ${tokens} tokens cover a description of up to ${formatTokens(covered)} characters: ${formatTokens(covered - promptLength)} left.`;
  } else {
    over = true;
    text = `This description costs ${formatTokens(cost)} tokens; your ${tokens} tokens cover up to ${formatTokens(covered)} characters.`;
  }
  return (
    <p
      className={over ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"}
      data-testid="prompt-coverage"
      data-over={over}
    >
      {text}
    </p>
  );
}
