// @vitest-environment node
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("npm start's PUBLISHING", () => {
  it("is on or off: anything else stops the start in a sentence, never a guess either way", () => {
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, "start.ts")], {
      env: { ...process.env, PUBLISHING: "of" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stderr.trim())).toEqual({
      level: "error",
      msg: 'cannot start: PUBLISHING is "of": use on (the default: npm start publishes the team\'s saved changes) or off.',
    });
  });
});
