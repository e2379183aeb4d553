/**
 * Issue 32 in Firefox: the same cases as first-touch.spec.ts in Chromium. What a visitor does to an island before
 * its scripts run, while they wake and after is kept, with the caret and the focus where the visitor left them.
 */
import type { Page } from "puppeteer-core";
import { test, viewports } from "./fixtures.ts";
import { type Driver, checkFirstTouch, firstTouchCases, moments, readControls } from "./first-touch-cases.ts";
import { firefoxForThisFile, waitUntil } from "./firefox.ts";

const firefox = firefoxForThisFile();

function driverFor(page: Page): Driver {
  return {
    click: (selector) => page.click(selector),
    focus: (selector) => page.focus(selector),
    press: (key) => page.keyboard.press(key as Parameters<Page["keyboard"]["press"]>[0]),
    type: (text) => page.keyboard.type(text),
    // BiDi sends one character at a time; the editor's own insertion puts the whole text in with one input event,
    // as a paste does (Firefox has no clipboard to paste from in a headless test).
    insert: async (text) => {
      await page.evaluate((words) => document.execCommand("insertText", false, words), text);
    },
    drag: async (selector, fraction) => {
      const element = (await page.$(selector))!;
      await element.scrollIntoView();
      const box = (await element.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * fraction, y, { steps: 5 });
      await page.mouse.up();
    },
  };
}

for (const { path, uses } of firstTouchCases) {
  for (const moment of moments) {
    test(`Firefox: ${path}: ${uses.map((use) => use.name).join(", ")}, ${moment}`, async () => {
      let release!: () => void;
      const scriptsHeldUntil = new Promise<void>((resolve) => (release = resolve));
      const page = await firefox.open(path, viewports.phone, { scriptsHeldUntil });
      try {
        await checkFirstTouch(
          {
            driver: driverFor(page),
            readControls: (selectors) => page.evaluate(readControls, selectors),
            waitFor: (predicate) => waitUntil(page, predicate),
            release,
          },
          uses,
          moment,
        );
      } finally {
        release();
        await page.close();
      }
    });
  }
}
