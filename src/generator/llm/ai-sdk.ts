/**
 * The AI SDK and its two providers, loaded on the first model call instead of at start-up: the built-in
 * composer (the default) never needs them, and together they hold about 20 MB of a server's memory.
 */
export interface AiSdk {
  ai: typeof import("ai");
  anthropic: typeof import("@ai-sdk/anthropic");
  openaiCompatible: typeof import("@ai-sdk/openai-compatible");
}

let loading: Promise<AiSdk> | undefined;

export function loadAiSdk(): Promise<AiSdk> {
  loading ??= Promise.all([
    import("ai"),
    import("@ai-sdk/anthropic"),
    import("@ai-sdk/openai-compatible"),
  ]).then(
    ([ai, anthropic, openaiCompatible]) => ({ ai, anthropic, openaiCompatible }),
    (error) => {
      loading = undefined; // a failed load is tried again by the next call
      throw error;
    },
  );
  return loading;
}
