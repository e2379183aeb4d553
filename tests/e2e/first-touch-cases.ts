/**
 * Issue 32's promise, as cases both engines run (first-touch.spec.ts in Chromium, firefox-first-touch.spec.ts in
 * Firefox): nothing a visitor does to an island is lost, whether they act before its scripts run, while they wake
 * or after. Each page gets a sequence of uses of its controls (typed and pasted text, a slider's key and drag, a
 * radio, a checkbox, a switch, a select, a tab's focus, the dialog's opener); the page's state right after the
 * uses (values, choices, caret, focus) must be the state once the islands are live and settled.
 */
import { pricingParams } from "#app/lib/pricing/url-state.ts";
import { pages } from "#app/content/pages.ts";
import { fieldId } from "#app/lib/forms/problem.ts";
import { expect } from "./fixtures.ts";

/** What both engines' page objects (Playwright's, puppeteer's) can do, in the terms the cases need. */
export interface Driver {
  click(selector: string): Promise<void>;
  focus(selector: string): Promise<void>;
  press(key: string): Promise<void>;
  type(text: string): Promise<void>;
  /** Text inserted at once, as a paste puts it in (one input event). */
  insert(text: string): Promise<void>;
  /** A pointer drag across the element, from its left edge to `fraction` of its width. */
  drag(selector: string, fraction: number): Promise<void>;
}

export interface Use {
  /** What the visitor does, in words (the test's name). */
  name: string;
  /** The control it leaves a mark on, whose state is compared. */
  selector: string;
  act: (driver: Driver) => Promise<void>;
}

export interface FirstTouchCase {
  path: string;
  uses: Use[];
}

const field = (form: Parameters<typeof fieldId>[0], name: string) => `#${fieldId(form, name)}`;
const pasted = "Pasted in one go: scope, timeline and the controls in question.";

export const firstTouchCases: FirstTouchCase[] = [
  {
    path: pages.contact.path,
    uses: [
      {
        name: "typed characters",
        selector: field("contact", "firstName"),
        act: async (driver) => {
          await driver.click(field("contact", "firstName"));
          await driver.type("Dana");
        },
      },
      {
        name: "pasted text",
        selector: field("contact", "message"),
        act: async (driver) => {
          await driver.click(field("contact", "message"));
          await driver.insert(pasted);
        },
      },
    ],
  },
  {
    path: pages.pricing.path,
    uses: [
      {
        name: "a plan card's radio",
        selector: "main li:nth-of-type(1) input[type=radio]",
        act: (driver) => driver.click("main li:nth-of-type(1) label"),
      },
      {
        name: "the billing switch",
        selector: "main input[role=switch]",
        act: (driver) => driver.click("main input[role=switch]"),
      },
      {
        name: "the focus on a tab",
        selector: `main form nav a[data-state="active"]`,
        act: (driver) => driver.focus(`main form nav a[data-state="active"]`),
      },
    ],
  },
  {
    path: `${pages.pricing.path}?tab=secops`,
    uses: [
      {
        name: "a slider's drag",
        selector: `main input[name="${pricingParams.storage}"]`,
        act: (driver) => driver.drag(`main input[name="${pricingParams.storage}"]`, 0.5),
      },
      {
        name: "a slider's key",
        selector: `main input[name="${pricingParams.users}"]`,
        act: async (driver) => {
          await driver.focus(`main input[name="${pricingParams.users}"]`);
          await driver.press("ArrowRight");
        },
      },
    ],
  },
  {
    path: `${pages.pricing.path}?tab=cmmc`,
    uses: [
      {
        name: "a checkbox",
        selector: `main input[type=checkbox][name="${pricingParams.addOns}"]`,
        act: (driver) => driver.click(`main input[type=checkbox][name="${pricingParams.addOns}"]`),
      },
    ],
  },
  {
    path: pages.lpGovernance.path,
    uses: [
      {
        name: "a select",
        selector: field("governance-inquiry", "interest"),
        act: async (driver) => {
          await driver.focus(field("governance-inquiry", "interest"));
          await driver.press("ArrowDown");
        },
      },
      {
        name: "typed characters",
        selector: field("governance-inquiry", "name"),
        act: async (driver) => {
          await driver.click(field("governance-inquiry", "name"));
          await driver.type("Dana W");
        },
      },
    ],
  },
  {
    path: pages.lpCmmcAccelerator.path,
    uses: [
      {
        name: "the checklist dialog's opener, then typing in it",
        selector: field("checklist", "fullName"),
        act: async (driver) => {
          await driver.click(`button[commandfor="checklist-dialog"][command="show-modal"]`);
          await driver.type("Dana W");
        },
      },
    ],
  },
];

/** A control's state as the visitor sees it: value, choice, caret, and whether it has the focus. */
export interface ControlState {
  value: string;
  checked: boolean;
  caret: number | null;
  focused: boolean;
  /** For the dialog: whether the control sits in an open modal dialog. */
  inModal: boolean;
}

/** Runs in the page: the state of each control. */
export function readControls(selectors: string[]): (ControlState | null)[] {
  return selectors.map((selector) => {
    const element = document.querySelector(selector) as HTMLInputElement | null;
    if (!element) return null;
    let caret: number | null = null;
    try {
      caret = element.selectionStart;
    } catch {
      caret = null;
    }
    return {
      value: element.value,
      checked: Boolean(element.checked),
      caret,
      focused: document.activeElement === element,
      inModal: Boolean(element.closest("dialog")?.matches(":modal")),
    };
  });
}

/** Runs in the page: true once every island has hydrated (app/islands/hydrate.tsx marks <html>). */
export const islandsLive = () => document.documentElement.dataset.hydrated === "true";

/** Runs in the page: resolves after two frames, once whatever the last input started has been painted. */
export const twoFrames = () =>
  new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));

/** When the visitor acts: before the islands' scripts run, while they wake, or once they are live. */
export type Moment = "before the scripts run" | "while the islands wake" | "after the islands are live";
export const moments: Moment[] = ["before the scripts run", "while the islands wake", "after the islands are live"];

/** A page of either engine, as the check below needs it: its driver, a way to run a function in it, its scripts. */
export interface FirstTouchPage {
  driver: Driver;
  readControls: (selectors: string[]) => Promise<(ControlState | null)[]>;
  waitFor: (predicate: () => boolean | Promise<boolean>) => Promise<unknown>;
  /** Lets the held scripts through (the page was opened with them held). */
  release: () => void;
}

/**
 * The check both engines run: the uses at the moment, then the page's state once the islands are live and have
 * painted must be the state right after the uses, and every use must have changed what it acted on.
 */
export async function checkFirstTouch(page: FirstTouchPage, uses: Use[], moment: Moment) {
  const selectors = uses.map((use) => use.selector);
  const before = await page.readControls(selectors);
  if (moment !== "before the scripts run") page.release();
  if (moment === "after the islands are live") await page.waitFor(islandsLive);
  for (const use of uses) await use.act(page.driver);
  const done = await page.readControls(selectors);
  // Every use changed what it acted on (a value, a choice, the focus): otherwise there is nothing to keep.
  done.forEach((state, index) => expect(state, uses[index]!.name).not.toEqual(before[index]));
  page.release();
  await page.waitFor(islandsLive);
  await page.waitFor(twoFrames);
  expect(await page.readControls(selectors)).toEqual(done);
}
