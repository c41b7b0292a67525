/**
 * A model on loopback that reads a change the way the offline rules did: it answers a change request
 * (the change language's JSON schema) with the rules' reading given in the prompt as its hint, part by part.
 * For tests about something else (a translation, a pipeline) that need a configured model to agree.
 */
import { type FakeAnswer, lastUserText, type RecordedRequest } from "../helpers/fake-llm-server.js";

/** Whether a request to the fake model asks for page changes (and not for copy or a translation). */
export const asksForChanges = (request: RecordedRequest) => JSON.stringify(request.body).includes("set_fact");

/** The rules' reading of each part, as the change prompt lists it: `1. "part" → [ops]` or `→ not understood`. */
export function rulesHint(prompt: string): { part: string; ops: unknown[] | null }[] {
  const start = prompt.indexOf("How the offline rules read the request");
  if (start < 0) return [];
  return prompt
    .slice(start)
    .split("\n")
    .slice(1)
    .flatMap((line) => {
      const match = line.match(/^\d+\. ("(?:[^"\\]|\\.)*") → (.*)$/);
      if (!match) return [];
      const ops = match[2] === "not understood" ? null : (JSON.parse(match[2] as string) as unknown[]);
      return [{ part: JSON.parse(match[1] as string) as string, ops }];
    });
}

/** The answer that keeps the rules' reading of every part (and leaves out what they did not read). */
export function echoRules(request: RecordedRequest): FakeAnswer {
  const parts = rulesHint(lastUserText(request)).flatMap(({ part, ops }) => (ops ? [{ part, ops }] : []));
  return { text: JSON.stringify({ parts }) };
}
