// @vitest-environment node
import { readFileSync, readdirSync, readlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "#app/content/check.server.ts";
import { createPreviewRenderer, formerAddressesIn, newPagePaths } from "./preview.ts";
import { refusalPath, sentBackPath } from "./preview-states.ts";

/** The processes this one started (by their parent's id in /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // "pid (name) state ppid ...": the name may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // Gone meanwhile.
      }
    })
    .map(Number);
}

/** The TCP ports a process listens on: its sockets' inodes matched to the kernel's tables of listening sockets. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(path.join(`/proc/${pid}/fd`, fd)));
      if (socket) inodes.add(socket[1]!);
    } catch {
      // Closed meanwhile.
    }
  }
  const ports: number[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const columns = line.trim().split(/\s+/);
      // local_address is "ADDRESS:PORT" in hex; st 0A is LISTEN; the inode is the tenth column.
      if (columns[3] === "0A" && inodes.has(columns[9]!)) ports.push(parseInt(columns[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

describe("the preview renderer", () => {
  const renderer = createPreviewRenderer({ pages: [{ path: "/", label: "Home page" }] });
  afterAll(() => renderer.close());

  it("renders a change without opening any port (Vite's WebSocket server stays off)", async () => {
    // A word of the home page's changed: the page is rendered again with it.
    const home = readFileSync(path.join(contentDir, "home.json"), "utf8");
    const changed = home.replace(/"title": "([^"]+)"/, '"title": "$1, changed"');
    expect(changed).not.toBe(home);
    const rendered = await renderer.render("member-1", { "home.json": changed }, contentDir);
    expect(rendered.pages.map((page) => page.label)).toEqual(["Home page"]);
    const workers = childrenOf(process.pid).filter((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("preview-worker"),
    );
    expect(workers).toHaveLength(1);
    expect(listeningPorts(workers[0]!)).toEqual([]);
  }, 90_000);
});

describe("a page the change adds", () => {
  const renderer = createPreviewRenderer({ pages: [{ path: "/", label: "Home page" }] });
  afterAll(() => renderer.close());

  it("is shown at its address, rendered from the changed content", async () => {
    const file = (name: string) => JSON.parse(readFileSync(path.join(contentDir, name), "utf8"));
    const [pages, heroes, industries] = [file("pages.json"), file("heroes.json"), file("industries.json")];
    const industry = Object.keys(industries.industries)[0]!;
    pages.water = { path: "/industries/water", name: "Water", description: "Water utilities." };
    heroes.heroes.water = { ...heroes.heroes[industry], headline: "Water utilities, secured" };
    industries.industries.water = industries.industries[industry];
    const json = (value: unknown) => JSON.stringify(value, null, 2);
    const rendered = await renderer.render(
      "member-1",
      { "pages.json": json(pages), "heroes.json": json(heroes), "industries.json": json(industries) },
      contentDir,
    );
    expect(rendered.pages.map((page) => page.label)).toEqual(["/industries/water"]);
    const shown = rendered.pages[0]!;
    const html = renderer.page("member-1", shown.preview.split("/")[4]!, shown.path)!.html;
    expect(html).toContain("Water utilities, secured");
    expect(newPagePaths(json({ a: { path: "/a" } }), json({ a: { path: "/b" }, c: { path: "/c" } }), ["/c"])).toEqual([
      "/b",
    ]);
    expect(newPagePaths(undefined, "not JSON", [])).toEqual([]);
    expect(formerAddressesIn(json({ a: { path: "/b", formerAddresses: ["/a"] }, c: { path: "/c" } }))).toEqual(
      new Set(["/a"]),
    );
    expect(formerAddressesIn("not JSON")).toEqual(new Set());
  }, 90_000);
});

describe("the preview of a form sent back with its errors", () => {
  const contactSentBack = sentBackPath("/contact", "contact");
  const quoteSentBack = sentBackPath("/pricing", "quote");
  const renderer = createPreviewRenderer({
    pages: [
      { path: "/contact", label: "Contact" },
      { path: contactSentBack, label: "Contact, sent back" },
      { path: "/pricing", label: "Pricing" },
      { path: quoteSentBack, label: "Pricing, the quote sent back" },
      { path: refusalPath("leadForms.rateLimited"), label: "Form refused: too many" },
      { path: refusalPath("leadForms.unavailable"), label: "Form refused: not saved" },
      { path: refusalPath("quotes.busy"), label: "Quote refused: busy" },
    ],
  });
  afterAll(() => renderer.close());
  const file = (name: string) => readFileSync(path.join(contentDir, name), "utf8");
  const pageOf = (rendered: Awaited<ReturnType<typeof renderer.render>>, label: string) => {
    const shown = rendered.pages.find((page) => page.label === label)!;
    const token = shown.preview.split("/")[4]!;
    return renderer.page("member-1", token, shown.path)!.html;
  };

  it("shows words only a sent-back form or a refusal says on that page, and no sent-back page when the page itself changes", async () => {
    // The errors summary's heading: no page as visitors first see it shows it.
    const summary = await renderer.render(
      "member-1",
      { "forms.json": file("forms.json").replace('"title": "Your message was not sent"', '"title": "Not sent yet"') },
      contentDir,
    );
    // The refused form's page of its own has the same heading.
    expect(summary.pages.map((page) => page.label)).toEqual(["Contact, sent back", "Form refused: too many"]);
    expect(pageOf(summary, "Contact, sent back")).toContain("Not sent yet");
    // The quote's refusal, with each field's line in the changed words.
    const quote = await renderer.render(
      "member-1",
      {
        "pricing-page.json": file("pricing-page.json")
          .replace('"problemTitle": "Your quote was not made"', '"problemTitle": "No quote yet"')
          .replace('"tooLong": "{field} has {length} characters', '"tooLong": "{field}: {length} characters'),
      },
      contentDir,
    );
    expect(quote.pages.map((page) => page.label)).toEqual(["Pricing, the quote sent back", "Quote refused: busy"]);
    expect(pageOf(quote, "Pricing, the quote sent back")).toContain("No quote yet");
    expect(pageOf(quote, "Pricing, the quote sent back")).toContain("Organisation: 121 characters");
    // The contact page's own description changes both: the page is shown, not its sent-back state as well.
    const page = await renderer.render(
      "member-1",
      { "pages.json": file("pages.json").replace("We respond within 24 hours.", "We answer within a day.") },
      contentDir,
    );
    expect(page.pages.map((shown) => shown.label)).toEqual(["Contact"]);
    // A refusal's words, on the page of its own it gets; words every such page says, on the first of each kind.
    const busy = await renderer.render(
      "member-1",
      {
        "refusals.json": file("refusals.json").replace(
          "Quotes are being made for many visitors right now.",
          "Many quotes are on their way.",
        ),
      },
      contentDir,
    );
    expect(busy.pages.map((shown) => shown.label)).toEqual(["Quote refused: busy"]);
    expect(pageOf(busy, "Quote refused: busy")).toContain("Many quotes are on their way.");
    const back = await renderer.render(
      "member-1",
      { "refusals.json": file("refusals.json").replace("Use your browser's Back button", "Press Back") },
      contentDir,
    );
    expect(back.pages.map((shown) => shown.label)).toEqual(["Form refused: too many", "Quote refused: busy"]);
  }, 120_000);
});
