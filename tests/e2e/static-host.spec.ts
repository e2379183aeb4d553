/**
 * Issue 44: a static build takes leads. Built for a CDN with a Web3Forms-compatible SITE_FORM_ENDPOINT (a local
 * stand-in of the service here), served by a plain static host with its `_headers` applied (tests/static-host.ts),
 * the contact form's lead reaches the service with JavaScript on (JSON, the spec's section 7 fields) and off (a
 * native post, then the service's redirect to our confirmation page), in Chromium and Firefox. Before, the CSP in
 * `_headers` allowed only the site itself: every lead was blocked, and the service received nothing.
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { contactForm } from "#app/content/forms.ts";
import { sentPath } from "#app/lib/forms/lead-forms.ts";
import { freePort, repositoryCopy } from "#tests/local-machine.ts";
import { startStaticHost } from "#tests/static-host.ts";
import { expect, test } from "./fixtures.ts";
import { clickAndLoad, controlByName, fillForm, launchFirefox, openPage, press, waitForText } from "./firefox.ts";
import { leadFormCases, openAndFill, uniqueToken } from "./lead-form-cases.ts";

const contact = leadFormCases.find((item) => item.form === "contact")!;
const ACCESS_KEY = "static-host-test-key";

test.describe.configure({ mode: "serial", timeout: 180_000 });

interface Received {
  type: string;
  body: Record<string, string>;
}

/** The form service's stand-in: answers JSON posts as Web3Forms does (CORS included), a native post with a 303. */
function startFormService(port: number, received: Received[]): Promise<http.Server> {
  const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "content-type, accept" };
  const server = http.createServer((request, response) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...cors, "Access-Control-Allow-Methods": "POST" }).end();
      return;
    }
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const type = request.headers["content-type"] ?? "";
      const body = type.includes("json")
        ? (JSON.parse(text) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(text));
      received.push({ type, body });
      if (type.includes("json")) {
        response.writeHead(200, { ...cors, "Content-Type": "application/json" });
        response.end(JSON.stringify({ success: true, message: "Email sent successfully!" }));
      } else response.writeHead(303, { Location: body.redirect ?? "/" }).end();
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

let copy: string;
let site: string;
let staticHost: http.Server;
let service: http.Server;
const received: Received[] = [];

test.beforeAll(async () => {
  const [sitePort, servicePort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${sitePort}`;
  // The repository's files in a folder of their own (the checkout's build stays as it is for the other tests),
  // configured by a .env as the README says, and built.
  copy = repositoryCopy("static-host-");
  writeFileSync(
    path.join(copy, ".env"),
    `SITE_FORM_ENDPOINT=http://127.0.0.1:${servicePort}/submit\nSITE_FORM_ACCESS_KEY=${ACCESS_KEY}\nSITE_ORIGIN=${site}\n`,
  );
  const { NODE_ENV: _test, ...env } = process.env;
  execFileSync(process.execPath, ["scripts/build.ts"], { cwd: copy, env, stdio: "ignore", timeout: 170_000 });
  staticHost = await startStaticHost(path.join(copy, "build", "client"), sitePort);
  service = await startFormService(servicePort, received);
});

test.afterAll(() => {
  staticHost?.close();
  service?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const lastFor = (email: string) => received.filter((item) => item.body.email === email).at(-1);

test("Chromium, JavaScript on: the lead reaches the service as JSON, with the spec's fields", async ({ page }) => {
  const email = `${uniqueToken("static-on")}@example.com`;
  await page.goto(`${site}/contact`);
  const form = await openAndFill(page, contact, contact.valid(email));
  await form.getByRole("button", { name: contact.submit }).click();
  await expect(page.getByText(contact.success.title).first()).toBeVisible();
  const lead = lastFor(email)!;
  expect(lead.type).toMatch(/^application\/json/);
  expect(lead.body).toMatchObject({
    access_key: ACCESS_KEY,
    name: "Ada Lovelace",
    email,
    company: "Analytical Engines LLC",
    phone: "Not provided",
    message: "We need help with CMMC Level 2.",
  });
});

test("Chromium, JavaScript off: the native post reaches the service, which sends the visitor to our confirmation", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `${uniqueToken("static-off")}@example.com`;
  await page.goto(`${site}/contact`);
  const form = await openAndFill(page, contact, contact.valid(email));
  await form.getByRole("button", { name: contact.submit }).click();
  await expect(page).toHaveURL(`${site}${sentPath("contact")}`);
  const lead = lastFor(email)!;
  expect(lead.type).toMatch(/^application\/x-www-form-urlencoded/);
  // As the form has them: no script joins the names or fills "Not provided" (README, "Static hosting").
  expect(lead.body).toMatchObject({
    access_key: ACCESS_KEY,
    email,
    firstName: "Ada",
    lastName: "Lovelace",
    redirect: `${site}${sentPath("contact")}`,
  });
  await context.close();
});

for (const javaScript of [true, false]) {
  test(`Firefox, JavaScript ${javaScript ? "on" : "off"}: the lead reaches the service`, async () => {
    const browser = await launchFirefox({ javaScript });
    try {
      const page = await openPage(browser, `${site}/contact`, { width: 390, height: 844 }, { consent: javaScript });
      const email = `${uniqueToken(`static-ff-${javaScript}`)}@example.com`;
      await fillForm(page, contact, contact.valid(email));
      const submit = await controlByName(page, "#contact-form", "button", contact.submit);
      if (javaScript) {
        await submit.click();
        await waitForText(page, contactForm.success.title);
        expect(lastFor(email)?.body).toMatchObject({ name: "Ada Lovelace", phone: "Not provided" });
      } else {
        // From the keyboard: puppeteer's mouse waits on script in the page, and there is none.
        await clickAndLoad(page, () => press(page, submit));
        expect(page.url()).toBe(`${site}${sentPath("contact")}`);
        expect(lastFor(email)?.body).toMatchObject({ access_key: ACCESS_KEY, email });
      }
    } finally {
      await browser.close();
    }
  });
}
