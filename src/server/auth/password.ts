/**
 * Password rules and hashing. Hashes are argon2id with OWASP's minimum parameters (19 MiB, 2 passes).
 * The common-password list is the 10,000 most frequent passwords of the zxcvbn frequency list (MIT),
 * one per line, shipped in the repository so nothing is fetched at run time.
 */
import { readFileSync } from "node:fs";
import { hash, verify } from "@node-rs/argon2";

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common. Please choose a less predictable password.";

const ARGON2_OPTIONS = {
  // 2 = Algorithm.Argon2id (a const enum, which isolatedModules cannot read).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
    commonPasswords = new Set(text.split("\n").filter(Boolean));
  }
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(input.hash, input.password);
  } catch {
    return false;
  }
}
