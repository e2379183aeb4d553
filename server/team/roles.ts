/**
 * Who on the team may do what (issue 55, ASVS 8.1/8.2: least privilege, checked at every endpoint). A member has one
 * role; every path of the workspace belongs to one area, and a path in no area is refused to everyone (deny by
 * default). The README's "Roles" table says the same in words; roles.test.ts holds every role against every action.
 */

/** The roles, in the order an owner chooses among them, each said as the members page says it. */
export const ROLES = {
  owner: { label: "Owner", does: "the leads, content and publishing, erasure, the audit log and the team" },
  editor: { label: "Editor", does: "the site's content: edits, reviews, publishing and rolling back" },
  sales: { label: "Sales", does: "the leads: the list, downloads, charts, quotes and spam" },
} as const;

export type Role = keyof typeof ROLES;
export const roleNames = Object.keys(ROLES) as Role[];

/** A stored role, read strictly: anything else (a hand-edited row) is no role, and may do nothing but sign out. */
export function roleOf(value: unknown): Role | undefined {
  return typeof value === "string" && Object.hasOwn(ROLES, value) ? (value as Role) : undefined;
}

/** What the workspace holds, by who may reach it. */
export type Area = "leads" | "traffic" | "content" | "erasure" | "audit" | "team" | "own" | "session" | "guide";

const MAY: Record<Area, readonly Role[]> = {
  leads: ["owner", "sales"],
  // Counts only, nobody in them (issue 57): what each campaign and page brings is everyone's business.
  traffic: ["owner", "editor", "sales"],
  content: ["owner", "editor"],
  erasure: ["owner"],
  audit: ["owner"],
  team: ["owner"],
  // Their own session and passkeys, and the list of who is on the team.
  own: ["owner", "editor", "sales"],
  session: ["owner", "editor", "sales"],
  // How the workspace is used: every member's.
  guide: ["owner", "editor", "sales"],
};

/** What an area is, in the words a refusal uses ("Your role, Sales, does not include …"). */
export const AREA_WORDS: Record<Area, string> = {
  leads: "the leads",
  traffic: "the site's traffic",
  content: "the site's content and publishing",
  erasure: "erasing a person's data",
  audit: "the audit log",
  team: "inviting, removing and changing members",
  own: "your own account",
  session: "signing out",
  guide: "the guide",
};

/** The area a path of the workspace belongs to; undefined for a path in none (refused to everyone). */
export function areaOf(method: string, path: string): Area | undefined {
  const at = path.replace(/\/+$/, "") || "/";
  if (/^\/team\/(leads|charts|quotes|spam)(\/|$)/.test(at)) return "leads";
  if (/^\/team\/traffic(\/|$)/.test(at)) return "traffic";
  if (/^\/team\/(content|changes)(\/|$)/.test(at)) return "content";
  if (/^\/team\/erase(\/|$)/.test(at)) return "erasure";
  if (/^\/team\/audit(\/|$)/.test(at)) return "audit";
  if (at === "/team/guide") return method === "GET" ? "guide" : undefined;
  if (at === "/team/members") return method === "GET" ? "own" : undefined;
  if (/^\/team\/members\/(invite|[^/]+\/(remove|role))$/.test(at)) return "team";
  if (/^\/team\/(sign-out|sign-out-everywhere)$/.test(at)) return "session";
  if (at.startsWith("/team/api/auth/passkey/")) return "own";
  return undefined;
}

/** Whether a role may reach an area (no area, ever; no role, only signing out). */
export function may(role: Role | undefined, area: Area | undefined): boolean {
  if (area === "session") return true;
  return role !== undefined && area !== undefined && MAY[area].includes(role);
}

/** Where a member lands after signing in: the first section their role opens. */
export function homeOf(role: Role | undefined): string {
  if (may(role, "leads")) return "/team/leads";
  if (may(role, "content")) return "/team/content";
  return "/team/members";
}
