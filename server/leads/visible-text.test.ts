/**
 * A visitor's text reads as what it is (issue 55): direction controls shown, right-to-left values isolated, in the
 * team's e-mail (through a real SMTP receiver) as in the workspace (workspace.test.ts); the stored lead unchanged.
 */
// @vitest-environment node
import { describe, expect, it } from "vitest";
import { emailChannel, notificationSubject } from "./channels.ts";
import { SqliteLeadRepository } from "./sqlite-repository.ts";
import { startSmtpReceiver, testLead } from "./test-helpers.ts";
import { isolatedPlainText, showDirectionControls } from "./visible-text.ts";

const OVERRIDE = "RTL:\u202Egpj.exe";

describe("a visitor's text", () => {
  it("shows each direction control as its code point, and isolates right-to-left values only", () => {
    expect(showDirectionControls(OVERRIDE)).toBe("RTL:[U+202E]gpj.exe");
    expect(showDirectionControls("a\u2066b\u2069c\u200Fd\u061Ce")).toBe("a[U+2066]b[U+2069]c[U+200F]d[U+061C]e");
    expect(isolatedPlainText("Dana Whitfield")).toBe("Dana Whitfield");
    expect(isolatedPlainText("דנה כהן")).toBe("\u2068דנה כהן\u2069");
    // A control cannot close the isolate early: it is shown, not obeyed.
    expect(isolatedPlainText("שלום\u2069 x")).toBe("\u2068שלום[U+2069] x\u2069");
  });

  it("reaches the team's e-mail shown and isolated, and stays in the store as it was typed", async () => {
    const store = new SqliteLeadRepository(":memory:");
    const smtp = await startSmtpReceiver();
    try {
      const lead = await store.insert(
        { ...testLead(1), name: "דנה כהן", company: OVERRIDE, message: `See ${OVERRIDE} attached.` },
        ["email"],
      );
      expect(notificationSubject(lead)).toBe("Contact: \u2068דנה כהן\u2069, RTL:[U+202E]gpj.exe");
      const deliver = emailChannel({ smtpUrl: smtp.url, to: "sales@example.com", from: "site@example.com" });
      expect(await deliver(lead)).toEqual({ ok: true });
      const mail = smtp.messages.join("\n");
      expect(mail).toContain("Company: RTL:[U+202E]gpj.exe");
      expect(mail).toContain("See RTL:[U+202E]gpj.exe attached.");
      expect(mail).not.toContain("\u202E");
      expect(mail.toUpperCase()).not.toContain("=E2=80=AE");
      expect((await store.get(lead.id))?.company).toBe(OVERRIDE);
    } finally {
      await smtp.close();
      await store.close();
    }
  });
});
