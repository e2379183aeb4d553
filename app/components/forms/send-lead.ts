import { toast } from "sonner";
import type { LeadPayload } from "~/lib/forms/payload";
import { acceptedLoosely, failureDescription, postLead, type ServiceAnswer } from "~/lib/forms/submit";

interface Notices {
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
}

/**
 * Sends a lead and shows the spec's notices: success when the answer is ok and success is not false;
 * otherwise a destructive toast with the service's message, else "Request failed (status)", else the fallback.
 * Resolves true on success, so the caller can reset or close.
 */
export async function sendLead(payload: LeadPayload, notices: Notices): Promise<boolean> {
  let answer: ServiceAnswer | undefined;
  try {
    answer = await postLead(payload);
  } catch (error) {
    console.error(`Lead submission (${payload.form}) failed`, error);
  }
  if (answer && acceptedLoosely(answer)) {
    toast.success(notices.success.title, { description: notices.success.description });
    return true;
  }
  toast.error(notices.failure.title, { description: failureDescription(answer, notices.failure.fallback) });
  return false;
}
