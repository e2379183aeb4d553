/**
 * One rule for an e-mail address, the sign-in library's own (better-auth checks a link's address with zod's
 * `z.email()`): an address the workspace takes is one a sign-in link can be sent to (issue 55: never a member who
 * cannot sign in), and the settings' addresses (the contact address, the lead e-mails') are held to the same rule.
 * A module of its own, so the settings' check loads zod alone, not the workspace.
 */
import * as z from "zod";

const EMAIL = z.email();

/** A typed e-mail address, trimmed, when it is one (at most 254 characters); otherwise undefined. */
export function emailAddress(typed: string | undefined): string | undefined {
  const email = (typed ?? "").trim();
  return email.length <= 254 && EMAIL.safeParse(email).success ? email : undefined;
}
