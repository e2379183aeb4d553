/**
 * The team's own visits are not the site's traffic (issue 57). The workspace's session cookie is sent to /team only,
 * so the workspace also marks a signed-in member's browser with this cookie, sent with every page of the site, that
 * says one thing: "a member of the team; do not count". It holds no identifier (every member's is the same word), it
 * is set only for members, never for visitors, lasts as long as a session can, and signing out removes it.
 */
export const TEAM_MARK = "team_visits";
const VALUE = "uncounted";

export const teamMarkCookie = (maxSeconds: number, secure: boolean) =>
  `${TEAM_MARK}=${VALUE}; Path=/; Max-Age=${maxSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

export const teamMarkRemoved = (secure: boolean) =>
  `${TEAM_MARK}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

const MARKED = new RegExp(`(?:^|;\\s*)${TEAM_MARK}=${VALUE}(?:;|$)`);

/** Whether a request's Cookie header carries the mark. */
export const hasTeamMark = (cookieHeader: string | undefined) =>
  cookieHeader !== undefined && MARKED.test(cookieHeader);
