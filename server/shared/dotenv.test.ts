/**
 * The `.env` reader (issue 56): a value cut at an unquoted # is said, and the settings' example holds none.
 */
// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cutSettings } from "./dotenv.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("a .env file", () => {
  it("has a value cut at an unquoted # found, and a quoted one or a comment after a space left alone", () => {
    expect(
      cutSettings(
        [
          "A=https://x.example/p#part",
          'B="https://x.example/p#part"',
          "C=plain # a comment",
          "# D=https://x.example/#commented-out",
          "export E=a#b",
        ].join("\n"),
      ),
    ).toEqual(["A", "E"]);
  });

  it("is read whole from the settings' example, and one with a cut value is warned about at start", () => {
    expect(cutSettings(readFileSync(path.join(root, ".env.example"), "utf8"))).toEqual([]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "dotenv-")), ".env");
    const read = (text: string) => {
      writeFileSync(file, text);
      return spawnSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          'await import("#server/shared/dotenv.ts"); console.log(process.env.SITE_COOKIE_PRIVACY_URL)',
        ],
        { cwd: root, env: { PATH: process.env.PATH, ENV_FILE: file }, encoding: "utf8" },
      );
    };
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    const whole = read(example);
    expect([whole.stdout.trim(), whole.stderr]).toEqual(["https://about.example.com/privacy-policy#cookies", ""]);
    const cut = read(example.replace(/"(https:\/\/about\.example\.com\/privacy-policy#cookies)"/, "$1"));
    expect(cut.stdout.trim()).toBe("https://about.example.com/privacy-policy");
    expect(cut.stderr).toContain("SITE_COOKIE_PRIVACY_URL's value holds a # without quotes, so it is cut there");
  });

  it("named by ENV_FILE and missing, stops the command in a sentence instead of running on the defaults", () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), "dotenv-")), "site.env");
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", 'await import("#server/shared/dotenv.ts")'], {
      cwd: root,
      env: { PATH: process.env.PATH, ENV_FILE: missing },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stderr.trim()).msg).toBe(
      `cannot start: ENV_FILE names ${missing}, which is not a file this user can read: correct the path (or its permissions), or unset ENV_FILE to read the checkout's .env.`,
    );
  });
});
