/**
 * The owners' pages: the members (invited, given a role, removed) and the audit log, which says who did what.
 */
import type { Context, Hono } from "hono";
import type { LeadRepository } from "#server/leads/repository.ts";
import { type TeamAuth, TEAM_PATH } from "./auth.ts";
import { ROLES, roleOf } from "./roles.ts";
import type { Member } from "./session.ts";
import { type Invitation, invite } from "./sign-in-links.ts";
import type { PageOptions } from "./views/layout.ts";
import { type MemberRow, auditList, memberList } from "./views/sections.ts";
import type { WorkspaceKit } from "./workspace-kit.ts";
import { emailAddress } from "#server/shared/email-address.ts";
import { messages } from "./workspace-words.ts";

/** Entries on one page of the audit log. */
const AUDIT_ENTRIES_PER_PAGE = 50;

export interface MembersPagesOptions {
  store: LeadRepository;
  auth: TeamAuth;
  timeZone: string;
  /** Whether sign-in links are e-mailed (SMTP_URL); without, an invitation shows its link to the owner once. */
  mailsLinks: boolean;
  /** Links the sender could not e-mail, by address, taken once by the invitation that made them. */
  unsentLinks: Map<string, string>;
}

export function mountMembersPages(app: Hono, kit: WorkspaceKit, options: MembersPagesOptions) {
  const { send, problem, audit, signedIn, formOf } = kit;
  const { store, auth, timeZone } = options;

  async function membersPage(
    c: Context,
    member: Member,
    extra: { inviteError?: string; inviteEmail?: string; inviteRoleError?: string; shownLink?: string } = {},
    status = 200,
    notice?: PageOptions["notice"],
  ) {
    const members = await memberRows();
    return send(
      c,
      {
        title: "Members",
        viewer: member,
        section: "/team/members",
        notice,
        body: memberList({ members, viewer: member, csrf: member.csrf, passkeyScript: true, ...extra }),
      },
      status,
    );
  }

  async function memberRows(): Promise<MemberRow[]> {
    const ctx = await auth.$context;
    const users = (await ctx.adapter.findMany({
      model: "user",
      limit: 500,
      sortBy: { field: "email", direction: "asc" },
    })) as {
      id: string;
      email: string;
      role?: string;
    }[];
    const passkeys = (await ctx.adapter.findMany({ model: "passkey", limit: 5000 })) as { userId: string }[];
    return users.map((user) => ({
      id: user.id,
      email: user.email,
      role: roleOf(user.role),
      passkeys: passkeys.filter((key) => key.userId === user.id).length,
    }));
  }

  const membersSaid: Record<string, string> = {
    invited: "Invitation sent.",
    "sent-again": "They are already on the team (their role is unchanged): a new sign-in link is on its way.",
    removed: "Removed.",
    "role-changed": "Role changed: it applies from their next click.",
    passkey: "Passkey added.",
  };

  app.get(`${TEAM_PATH}/members`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const said = membersSaid[c.req.query("done") ?? ""];
    return membersPage(c, member, {}, 200, said ? { kind: "status", text: said } : undefined);
  });

  app.post(`${TEAM_PATH}/members/invite`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const email = emailAddress(form.email)?.toLowerCase();
    const role = roleOf(form.role);
    if (!email || !role)
      return membersPage(
        c,
        member,
        {
          inviteError: email ? undefined : messages.badEmail,
          inviteRoleError: role ? undefined : messages.chooseRole,
          inviteEmail: (form.email ?? "").slice(0, 254),
        },
        400,
        { kind: "error", text: email ? messages.chooseRole : "Check the e-mail address." },
      );
    let invited: Invitation;
    try {
      invited = await invite(auth, email, role, options);
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "invitation not e-mailed", error: String(error) }));
      await audit(member, "invite", `${email} as ${ROLES[role].label} (their sign-in link could not be e-mailed)`);
      // Only a mail server that refused is the mail server's fault; anything else broke on our side.
      return membersPage(c, member, {}, 502, {
        kind: "error",
        text: options.mailsLinks ? messages.mailFailed : messages.broke,
      });
    }
    if (invited.existing) {
      const had = invited.existing.role ? ROLES[invited.existing.role].label : "no role";
      await audit(member, "link-sent", `${email}, already on the team as ${had}: role unchanged`);
    } else await audit(member, "invite", `${email} as ${ROLES[role].label}`);
    const done = invited.existing ? "sent-again" : "invited";
    if (invited.link)
      return membersPage(c, member, { shownLink: invited.link }, 200, { kind: "status", text: membersSaid[done]! });
    return c.redirect(`${TEAM_PATH}/members?done=${done}`, 303);
  });

  /** The member an owner acts on, or the answer that says why not (themselves, or nobody). */
  async function otherMember(c: Context, member: Member, notYourself: string) {
    const id = c.req.param("id") ?? "";
    if (id === member.id) return problem(c, 400, notYourself, member);
    const ctx = await auth.$context;
    const user = (await ctx.internalAdapter.findUserById(id)) as { id: string; email: string; role?: string } | null;
    if (!user) return problem(c, 404, "There is no such member.", member);
    return user;
  }

  app.post(`${TEAM_PATH}/members/:id/remove`, async (c) => {
    const member = await signedIn(c, await formOf(c));
    if (member instanceof Response) return member;
    const user = await otherMember(c, member, "You cannot remove yourself; another owner can.");
    if (user instanceof Response) return user;
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteUserSessions(user.id);
    await ctx.internalAdapter.deleteUser(user.id);
    await audit(member, "remove-member", user.email);
    return c.redirect(`${TEAM_PATH}/members?done=removed`, 303);
  });

  app.post(`${TEAM_PATH}/members/:id/role`, async (c) => {
    const form = await formOf(c);
    const member = await signedIn(c, form);
    if (member instanceof Response) return member;
    const user = await otherMember(c, member, "You cannot change your own role; another owner can.");
    if (user instanceof Response) return user;
    const role = roleOf(form.role);
    if (!role) return problem(c, 400, messages.chooseRole, member);
    const had = roleOf(user.role);
    if (had === role) return c.redirect(`${TEAM_PATH}/members`, 303);
    const ctx = await auth.$context;
    await ctx.internalAdapter.updateUser(user.id, { role });
    await audit(member, "role-changed", `${user.email}: ${had ? ROLES[had].label : "no role"} to ${ROLES[role].label}`);
    return c.redirect(`${TEAM_PATH}/members?done=role-changed`, 303);
  });

  // --- Audit log ------------------------------------------------------------------------------------------------

  app.get(`${TEAM_PATH}/audit`, async (c) => {
    const member = await signedIn(c);
    if (member instanceof Response) return member;
    const before = Number.parseInt(c.req.query("before") ?? "", 10);
    const entries = await store.auditLog(
      AUDIT_ENTRIES_PER_PAGE + 1,
      Number.isSafeInteger(before) && before > 0 ? before : undefined,
    );
    const shown = entries.slice(0, AUDIT_ENTRIES_PER_PAGE);
    return send(c, {
      title: "Audit log",
      viewer: member,
      section: "/team/audit",
      body: auditList(shown, timeZone, entries.length > AUDIT_ENTRIES_PER_PAGE ? shown.at(-1)!.id : undefined),
    });
  });
}
