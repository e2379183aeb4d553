import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

const flags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/**
 * Debian's Chromium with the flags this network needs (no downloads, no background traffic): the browser the
 * measurements run (Event Timing, first paint, Lighthouse) and the screenshots are taken in, as a visitor's paints.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: flags,
};

/** Debian's package of Chromium's headless shell: the same Chromium build, without the browser's windowing. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The end-to-end tests' Chromium (decision 0026): Debian's headless shell of the same Chromium build, as Playwright
 * itself runs headless tests, where it is installed (.ci/run installs it). The full browser ran the same tests 2.7
 * times slower on two cores (html-first and navigation: 155 s against 57 s). CHROMIUM_PATH names another.
 */
export const testChromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: flags,
};
