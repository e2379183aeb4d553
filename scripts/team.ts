/**
 * The team's workspace from the command line (issue 45): the first owner is invited here, since nobody can sign up.
 *
 *   npm run team -- invite <e-mail address> [--owner]
 *
 * The link is e-mailed through SMTP_URL; without a mail server (a laptop's `npm start`) it is printed here, once.
 */
// First: the settings of `.env`, as the server reads them.
import "#server/shared/dotenv.ts";
import { parseArgs } from "node:util";
import { serverConfig } from "#server/shared/config.ts";
import { openLeadRepository } from "#server/leads/store.ts";
import { SIGN_IN_LINK_SECONDS } from "#server/team/auth.ts";
import { openTeam, teamSettings } from "#server/team/setup.ts";
import { ROLES, roleOf } from "#server/team/roles.ts";
import { invite } from "#server/team/sign-in-links.ts";
import { emailAddress } from "#server/shared/email-address.ts";

const USAGE = `usage:
  npm run team -- invite <e-mail address> --role owner|editor|sales
    owner: ${ROLES.owner.does}
    editor: ${ROLES.editor.does}
    sales: ${ROLES.sales.does}
  (--owner is short for --role owner)`;

export async function runTeamCommand(argv: string[], env = process.env): Promise<{ code: number; out: string }> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { owner: { type: "boolean", default: false }, role: { type: "string" } },
    });
  } catch (error) {
    return { code: 2, out: `${(error as Error).message}\n${USAGE}\n` };
  }
  const [command, email] = parsed.positionals;
  if (command !== "invite" || !email) return { code: 2, out: `${USAGE}\n` };
  const address = email.trim().toLowerCase();
  if (!emailAddress(address)) return { code: 2, out: `"${email}" is not an e-mail address, like name@example.com.\n` };
  const role = parsed.values.owner ? "owner" : roleOf(parsed.values.role);
  if (!role) return { code: 2, out: `Say which role they will have, with --role owner, editor or sales.\n${USAGE}\n` };
  const config = serverConfig(env);
  // The server's own settings (.env): one it would refuse to start with makes no link worth sending either.
  if (config.problems.length > 0) return { code: 2, out: `${config.problems.join("\n")}\n` };
  // Opening the lead store applies its migrations: the workspace's tables are among them.
  const store = await openLeadRepository({ databaseUrl: config.databaseUrl, dbPath: config.dbPath });
  const settings = teamSettings(config);
  const team = openTeam(settings, { printLinks: false });
  try {
    let invited;
    try {
      invited = await invite(team.auth, address, role, team);
    } catch (error) {
      return {
        code: 1,
        out: `${address} is invited, but the e-mail with their link could not be sent: the mail server (SMTP_URL) did not take it (${String(error).split("\n")[0]}). Check SMTP_URL and run this again.\n`,
      };
    }
    const minutes = SIGN_IN_LINK_SECONDS / 60;
    const link = invited.link;
    if (invited.existing) {
      const had = invited.existing.role ? ROLES[invited.existing.role].label : "no role";
      await store.audit({
        actor: "command line",
        action: "link-sent",
        detail: `${address}, already on the team as ${had}: role unchanged`,
      });
      const said = `${address} is already on the team (as ${had}; an owner changes roles on the Members page)`;
      return {
        code: 0,
        out: link
          ? `${said}. Here is a new sign-in link (shown once; it works once, within ${minutes} minutes):\n\n  ${link}\n`
          : `${said}: a new sign-in link is on its way by e-mail.\n`,
      };
    }
    await store.audit({ actor: "command line", action: "invite", detail: `${address} as ${ROLES[role].label}` });
    const as = `${role === "owner" ? "an" : "a"} ${ROLES[role].label.toLowerCase()}`;
    return {
      code: 0,
      out: link
        ? `Invited ${address} as ${as}. No SMTP_URL is set, so here is their sign-in link (shown once; it works once, within ${minutes} minutes):\n\n  ${link}\n\n${afterItLapses(settings.secureCookies, config.teamOrigin)}\n`
        : `Invited ${address} as ${as}: their sign-in link is on its way by e-mail (it works once, within ${minutes} minutes).\n`,
    };
  } finally {
    await team.close();
    await store.close();
  }
}

if (import.meta.main) {
  try {
    const { code, out } = await runTeamCommand(process.argv.slice(2));
    (code === 0 ? process.stdout : process.stderr).write(out);
    process.exit(code);
  } catch (error) {
    const { engineerNeeded } = await import("#app/content/problems.ts");
    process.stderr.write(engineerNeeded("npm run team", error));
    process.exit(1);
  }
}

/**
 * What a member does once an unsent link lapses: on a laptop, ask again (the server prints it for the person at its
 * terminal); served over HTTPS, a new link needs SMTP_URL (the server never writes one to its log).
 */
export function afterItLapses(servedOverHttps: boolean, teamOrigin: string): string {
  return servedOverHttps
    ? `After it lapses, a new link needs SMTP_URL set on the server (links asked for at ${teamOrigin}/team/sign-in are e-mailed, never written to its log), or another invitation from here.`
    : `After it lapses, they can ask for a new one at ${teamOrigin}/team/sign-in.`;
}
