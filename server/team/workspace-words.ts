/**
 * What the workspace says when it refuses or cannot read something, and how it reads what a member types: in one
 * place, so every page of the workspace says a thing the same way.
 */
import { isWorkspacePath } from "./auth.ts";
import { AREA_WORDS, ROLES, type Role, areaOf } from "./roles.ts";

/** What a typed search or address may hold at most (a longer one is refused in words, never cut). */
const TEXT_MAX = 200;

export const messages = {
  crossSite: "This form was sent from another website, so nothing was done. Please use the workspace's own pages.",
  forged: "This form is out of date (your session changed). Go back, reload the page and try again.",
  tooLarge: "What was sent is too large for this form.",
  rateLimited: "Too many sign-in attempts from here. Please wait 15 minutes and try again.",
  badEmail: "Enter an e-mail address, like name@example.com.",
  badLink: "That sign-in link has expired or was already used. Ask for a new one below.",
  noRole: "Your account has no role on this team, so it can only sign out. Ask an owner to give you one.",
  chooseRole: "Choose the role they will have.",
  downloadElsewhere:
    "This download was started by another website, so it was not made. Download it from the workspace's own page.",
  notFound: "There is no such page in the workspace.",
  exportBusy: "A download is already being made. Please wait for it to finish, then try again.",
  broke:
    "Something went wrong on our side, so this was not done. Please try again; if it happens again, tell whoever runs the server (the log says what broke).",
  mailFailed:
    "The member is invited, but the e-mail with their link could not be sent (the mail server, SMTP_URL, did not take it). Try again in a minute, or ask them to request a link on the sign-in page.",
};

/** Why a member's role does not reach a path, in their words. */
export function refusalText(role: Role | undefined, path: string, method = "GET"): string {
  const area = areaOf(method, path);
  if (!role) return messages.noRole;
  if (!area) return messages.notFound;
  return `Your role, ${ROLES[role].label}, does not include ${AREA_WORDS[area]}. Ask an owner if you need it.`;
}

/** What is wrong with a typed filter or search, in words: too long, or holding characters nobody types. */
export function textProblem(text: string): string | undefined {
  if (text.length > TEXT_MAX) return `Use ${TEXT_MAX} characters or fewer (this has ${text.length}).`;
  // Control characters (a NUL, a line break) are in no name, address or campaign, and PostgreSQL refuses a NUL.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(text)) return "Remove the invisible characters (such as line breaks or tabs).";
  return undefined;
}

/** Where a sign-in ends: a page of the workspace that was asked for, checked; otherwise nowhere in particular. */
export const nextOf = (value: string | undefined) =>
  value && value.length <= 500 && isWorkspacePath(value) ? value : undefined;
