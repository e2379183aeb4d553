/**
 * Sign-in links: the one the sign-in page sends a member, and an invitation (a member's record, then their link),
 * which the Members page and `npm run team -- invite` both make.
 */
import { type TeamAuth, TEAM_PATH } from "./auth.ts";
import { type Role, roleOf } from "./roles.ts";

/** Sends a member a sign-in link that ends on `next` (by default the first section their role opens); a spent or lapsed one on the sign-in page. */
export function sendSignInLink(auth: TeamAuth, email: string, next = TEAM_PATH) {
  return auth.api.signInMagicLink({
    body: { email, callbackURL: next, errorCallbackURL: `${TEAM_PATH}/sign-in?error=link` },
    headers: new Headers(),
  });
}

/** What an invitation did: a new member, or a new link for one already on the team (whose role it leaves alone). */
export interface Invitation {
  existing?: { role: Role | undefined };
  /** Their sign-in link, to be shown once, when no mail server is set up to e-mail it. */
  link?: string;
}

/**
 * Invites a member: their record (nobody signs up), then a sign-in link, e-mailed, or returned to be shown once when
 * no mail server is set up. An address already on the team gets a new link, and keeps its role.
 */
export async function invite(
  auth: TeamAuth,
  email: string,
  role: Role,
  options: {
    /** Whether sign-in links are e-mailed (SMTP_URL). */
    mailsLinks: boolean;
    /** Links the sender could not e-mail, by address. */
    unsentLinks: Map<string, string>;
  },
): Promise<Invitation> {
  const ctx = await auth.$context;
  const existing = (await ctx.internalAdapter.findUserByEmail(email))?.user as { role?: string } | undefined;
  if (!existing) {
    await ctx.internalAdapter.createUser(
      { email, name: email.split("@")[0]!, emailVerified: false, role },
      { method: "invitation" },
    );
  }
  await sendSignInLink(auth, email);
  const invitation: Invitation = existing ? { existing: { role: roleOf(existing.role) } } : {};
  if (options.mailsLinks) return invitation;
  invitation.link = options.unsentLinks.get(email);
  options.unsentLinks.delete(email);
  return invitation;
}
