/**
 * The team's workspace from the command line (issue 45): the first owner is invited here, since nobody can sign up.
 *
 *   npm run team -- invite <e-mail address> [--owner]
 *
 * The link is e-mailed through SMTP_URL; without a mail server (a laptop's `npm start`) it is printed here, once.
 */
// First: the settings of `.env`, as the server reads them.
import "#server/dotenv.ts";
import { parseArgs } from "node:util";
import { serverConfig } from "#server/config.ts";
import { openLeadRepository } from "#server/leads/store.ts";
import { SIGN_IN_LINK_SECONDS } from "#server/team/auth.ts";
import { openTeam, teamSettings } from "#server/team/setup.ts";
import { emailAddress, invite } from "#server/team/workspace.ts";

const USAGE = `usage:
  npm run team -- invite <e-mail address> [--owner]   (an owner also invites and removes members)`;

export async function runTeamCommand(argv: string[], env = process.env): Promise<{ code: number; out: string }> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { owner: { type: "boolean", default: false } } });
  } catch (error) {
    return { code: 2, out: `${(error as Error).message}\n${USAGE}\n` };
  }
  const [command, email] = parsed.positionals;
  if (command !== "invite" || !email) return { code: 2, out: `${USAGE}\n` };
  const address = email.trim().toLowerCase();
  if (!emailAddress(address)) return { code: 2, out: `"${email}" is not an e-mail address, like name@example.com.\n` };
  const config = serverConfig(env);
  // Opening the lead store applies its migrations: the workspace's tables are among them.
  const store = await openLeadRepository({ databaseUrl: config.databaseUrl, dbPath: config.dbPath });
  const team = openTeam(teamSettings(config), { printLinks: false });
  try {
    const role = parsed.values.owner ? "owner" : "member";
    let link: string | undefined;
    try {
      link = await invite(team.auth, address, role, team);
    } catch (error) {
      return {
        code: 1,
        out: `${address} is invited, but the e-mail with their link could not be sent: the mail server (SMTP_URL) did not take it (${String(error).split("\n")[0]}). Check SMTP_URL and run this again.\n`,
      };
    }
    await store.audit({ actor: "command line", action: "invite", detail: `${address} as ${role}` });
    const minutes = SIGN_IN_LINK_SECONDS / 60;
    return {
      code: 0,
      out: link
        ? `Invited ${address} as ${role === "owner" ? "an owner" : "a member"}. No SMTP_URL is set, so here is their sign-in link (shown once; it works once, within ${minutes} minutes):\n\n  ${link}\n\nAfter it lapses, they can ask for a new one at ${config.teamOrigin}/team/sign-in.\n`
        : `Invited ${address} as ${role === "owner" ? "an owner" : "a member"}: their sign-in link is on its way by e-mail (it works once, within ${minutes} minutes).\n`,
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
