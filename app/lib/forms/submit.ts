import { siteConfig } from "#app/site.config.ts";
import { storedAttribution } from "./attribution.ts";
import type { LeadPayload } from "./payload.ts";

/** What the form service answered, read tolerantly: a missing or non-JSON body is not an error here. */
export interface ServiceAnswer {
  ok: boolean;
  status: number;
  success?: boolean;
  message?: string;
}

export async function postLead(
  payload: LeadPayload,
  endpoint: string = siteConfig.forms.endpoint,
): Promise<ServiceAnswer> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    // Where the lead came from, as this visit's first page kept it (nothing the visitor typed).
    body: JSON.stringify({ ...payload, ...storedAttribution() }),
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === "string" && record.message.trim() ? record.message.trim() : undefined;
  return {
    ok: response.ok,
    status: response.status,
    success: typeof record.success === "boolean" ? record.success : undefined,
    message,
  };
}

/** Success for the landing and checklist forms: HTTP ok and success not false. */
export function acceptedLoosely(answer: ServiceAnswer): boolean {
  return answer.ok && answer.success !== false;
}

/** Success for the contact page: the service must say success. */
export function acceptedStrictly(answer: ServiceAnswer): boolean {
  return answer.ok && answer.success === true;
}

/**
 * The spec's failure chain (section 8), literally: the service's message; else "Request failed (status)"
 * whenever an HTTP answer came back (a 200 with success false included); else the form's fallback, which is
 * for when no answer came at all (network failure).
 */
export function failureDescription(answer: ServiceAnswer | undefined, fallback: string): string {
  if (answer?.message) return answer.message;
  if (answer) return `Request failed (${answer.status})`;
  return fallback;
}
