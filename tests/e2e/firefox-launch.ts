/**
 * Launching Debian's firefox-esr for the end-to-end tests, through puppeteer-core over WebDriver BiDi (Playwright's
 * own Firefox build cannot be downloaded here), and the worker's pool of launched ones (fixtures.ts).
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export interface LaunchOptions {
  /** Off sets Firefox's `javascript.enabled` preference to false: no page runs any script. */
  javaScript?: boolean;
  /** Where downloads are saved, without asking (otherwise Firefox's download prompt takes the keyboard). */
  downloadDir?: string;
  /** Firefox's "override the colours specified by the page: always", which makes `forced-colors: active` match. */
  forcedColors?: boolean;
  /** Firefox's "tell websites not to sell or share my data": every request says `Sec-GPC: 1`. */
  globalPrivacyControl?: boolean;
}

export function launchFirefox({
  javaScript = true,
  downloadDir = tmpdir(),
  forcedColors = false,
  globalPrivacyControl = false,
}: LaunchOptions = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      "javascript.enabled": javaScript,
      "browser.download.folderList": 2,
      "browser.download.dir": downloadDir,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.alwaysOpenPanel": false,
      ...(forcedColors ? { "browser.display.document_color_use": 2 } : {}),
      ...(globalPrivacyControl ? { "privacy.globalprivacycontrol.enabled": true } : {}),
    },
  });
}

/** Where a worker's Firefox with these preferences saves downloads: the same for each file the worker runs. */
export function workersDownloadDir({ javaScript = true, forcedColors = false }: LaunchOptions): string {
  const dir = path.join(
    tmpdir(),
    `firefox-downloads-${process.pid}-${javaScript ? "js" : "nojs"}-${forcedColors ? "forced" : "own"}-colours`,
  );
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A worker's Firefoxes, one per set of preferences, launched when first asked for and closed with the worker. A
 * browser outlives the file that asked for it: each file closes the contexts it opened (`closeContexts`), so no page
 * of one file, nor its timers, runs on under the next.
 */
export class FirefoxPool {
  readonly #browsers = new Map<string, Promise<Browser>>();

  /** The worker's Firefox with these preferences; downloads go to the worker's directory for them unless named. */
  launched(options: LaunchOptions = {}): Promise<Browser> {
    const settled: Required<LaunchOptions> = {
      javaScript: options.javaScript ?? true,
      forcedColors: options.forcedColors ?? false,
      globalPrivacyControl: options.globalPrivacyControl ?? false,
      downloadDir: options.downloadDir ?? workersDownloadDir(options),
    };
    const key = JSON.stringify(settled);
    let browser = this.#browsers.get(key);
    if (!browser) {
      browser = launchFirefox(settled);
      this.#browsers.set(key, browser);
      // A launch that failed is tried again by the next file, not handed to it.
      browser.catch(() => this.#browsers.delete(key));
    }
    return browser;
  }

  /** Closes every context opened in this browser (their pages with them), leaving the browser for the next file. */
  static async closeContexts(browser: Browser | undefined): Promise<void> {
    if (!browser) return;
    const opened = browser.browserContexts().filter((context) => context !== browser.defaultBrowserContext());
    await Promise.allSettled(opened.map((context) => context.close()));
  }

  async closeAll(): Promise<void> {
    const browsers = [...this.#browsers.values()];
    this.#browsers.clear();
    await Promise.allSettled(browsers.map(async (browser) => (await browser).close()));
  }
}
