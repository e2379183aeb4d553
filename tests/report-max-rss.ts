/**
 * Loaded with `node --import` by tests that bound a command's memory (scripts/leads/export.test.ts): when the
 * process ends, it writes its peak resident memory to stderr as `max-rss-kb N`.
 */
import { writeSync } from "node:fs";

process.on("exit", () => writeSync(2, `\nmax-rss-kb ${process.resourceUsage().maxRSS}\n`));
