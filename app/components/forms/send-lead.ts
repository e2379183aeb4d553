import type { toast as Toast } from "sonner";
import type { LeadPayload } from "#app/lib/forms/payload.ts";
import { acceptedLoosely, failureDescription, postLead, type ServiceAnswer } from "#app/lib/forms/submit.ts";

/**
 * The toast library, loaded when there is something to say: it is not part of what a page loads before it is
 * interactive, and the page's toaster (LazyToaster) has usually loaded it by then.
 */
export async function loadToast(): Promise<typeof Toast> {
  return (await import("sonner")).toast;
}

interface Notices {
  success: { title: string; description: string };
  /**
   * `fallback`: the service's message, else "Request failed (status)", else the fallback (spec section 8);
   * `description`: always the same text (the contact page).
   */
  failure: { title: string; fallback: string } | { title: string; description: string };
}

interface SendOptions {
  /** Success for this form (by default: the answer is ok and success is not false). */
  accepted?: (answer: ServiceAnswer) => boolean;
  /** The toaster a failure goes to: a modal dialog's own, so the notice is not under its backdrop. */
  failureToaster?: string;
}

/**
 * Sends a lead and shows the spec's notices. `accepted` decides success; by default the answer is ok and
 * success is not false (the contact page requires success: true). A failure is logged and shown as a
 * destructive toast. Resolves true on success, so the caller can reset or close.
 */
export async function sendLead(
  payload: LeadPayload,
  notices: Notices,
  { accepted = acceptedLoosely, failureToaster }: SendOptions = {},
): Promise<boolean> {
  let answer: ServiceAnswer | undefined;
  try {
    answer = await postLead(payload);
  } catch (error) {
    console.error(`Lead submission (${payload.form}) failed`, error);
  }
  const toast = await loadToast();
  if (answer && accepted(answer)) {
    toast.success(notices.success.title, { description: notices.success.description });
    return true;
  }
  if (answer) console.error(`Lead submission (${payload.form}) was refused`, answer.status, answer.message);
  const { failure } = notices;
  toast.error(failure.title, {
    description: "description" in failure ? failure.description : failureDescription(answer, failure.fallback),
    toasterId: failureToaster,
  });
  return false;
}
