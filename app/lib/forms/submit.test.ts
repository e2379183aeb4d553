import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptedLoosely, acceptedStrictly, failureDescription, postLead } from "./submit.ts";
import type { LeadPayload } from "./payload.ts";

const payload = { form: "checklist" } as LeadPayload;

function answerWith(body: string, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("postLead", () => {
  it("posts JSON and reads success and message", async () => {
    answerWith('{"success":true,"message":"Thanks"}');
    const answer = await postLead(payload, "/api/submit");
    expect(answer).toEqual({ ok: true, status: 200, success: true, message: "Thanks" });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/submit");
    expect(init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
    });
  });

  it("tolerates a body that is not JSON", async () => {
    answerWith("<html>Bad gateway</html>", 502);
    expect(await postLead(payload)).toEqual({ ok: false, status: 502, success: undefined, message: undefined });
  });
});

describe("success and failure text", () => {
  it("follows the spec's rules", () => {
    expect(acceptedLoosely({ ok: true, status: 200 })).toBe(true);
    expect(acceptedLoosely({ ok: true, status: 200, success: false })).toBe(false);
    expect(acceptedStrictly({ ok: true, status: 200 })).toBe(false);
    expect(acceptedStrictly({ ok: true, status: 200, success: true })).toBe(true);
    expect(failureDescription({ ok: false, status: 400, message: "Bad email" }, "x")).toBe("Bad email");
    expect(failureDescription({ ok: false, status: 500 }, "x")).toBe("Request failed (500)");
    expect(failureDescription(undefined, "Please try again.")).toBe("Please try again.");
    // An answer came back, so the status is what the visitor is told, even for a 200 that says success false.
    expect(failureDescription({ ok: true, status: 200, success: false }, "x")).toBe("Request failed (200)");
  });
});
