import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config.js";

const tmp = () => mkdtempSync(path.join(os.tmpdir(), "lpb-config-"));

describe("loadConfig", () => {
  it("runs on embedded defaults and keeps a generated auth secret in DATA_DIR", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PORT: 3000, APP_URL: "http://localhost:3000", LLM_PROVIDER: "composer" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.outboxDir).toBe(path.join(path.resolve(dir), "outbox"));
    expect(config.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(config.AUTH_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).AUTH_SECRET).toBe(config.AUTH_SECRET);
  });

  it("stops with one line per bad variable", () => {
    try {
      loadConfig({
        DATA_DIR: tmp(),
        PORT: "http",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "mail.example.com",
        CONTACT_EMAIL: "nope",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const lines = (error as ConfigError).lines;
      expect(lines).toHaveLength(4);
      expect(lines.find((l) => l.startsWith("PORT:"))).toContain('(got "http")');
      expect(lines.find((l) => l.startsWith("DATABASE_URL:"))).toContain(
        "must be a postgres:// or postgresql:// URL",
      );
      expect(lines.find((l) => l.startsWith("SMTP_URL:"))).toContain("must be an smtp:// or smtps:// URL");
      expect(lines.find((l) => l.startsWith("CONTACT_EMAIL:"))).toContain("must be an e-mail address");
    }
  });

  it("requires AUTH_SECRET in production and never writes one there", () => {
    const dir = tmp();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: "production" })).toThrow(
      "AUTH_SECRET: is required when NODE_ENV=production",
    );
    expect(existsSync(path.join(dir, "auth-secret"))).toBe(false);
  });

  it("refuses production over http unless ALLOW_INSECURE_HTTP=true", () => {
    const production = { DATA_DIR: tmp(), NODE_ENV: "production", AUTH_SECRET: "s".repeat(40) };
    expect(() => loadConfig({ ...production, APP_URL: "http://app.example.com" })).toThrow(
      "APP_URL: must be an https:// URL when NODE_ENV=production (session cookies are Secure); set ALLOW_INSECURE_HTTP=true to serve production over http",
    );
    expect(() => loadConfig(production)).toThrow(/APP_URL: must be an https:\/\/ URL/);
    expect(loadConfig({ ...production, APP_URL: "https://app.example.com" }).APP_URL).toBe(
      "https://app.example.com",
    );
    const insecure = loadConfig({
      ...production,
      APP_URL: "http://app.example.com",
      ALLOW_INSECURE_HTTP: "true",
    });
    expect(insecure.ALLOW_INSECURE_HTTP).toBe(true);
  });

  it("requires the LLM settings that the chosen provider needs", () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), LLM_PROVIDER: "openai-compatible" })).toThrow(
      /LLM_MODEL: is required when LLM_PROVIDER=openai-compatible[\s\S]*LLM_BASE_URL: is required/,
    );
    const ok = loadConfig({
      DATA_DIR: tmp(),
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: "http://127.0.0.1:11434/v1",
      LLM_MODEL: "llama3.1",
    });
    expect(ok.LLM_MODEL).toBe("llama3.1");
  });
});
