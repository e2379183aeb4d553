/**
 * What each room of the workspace (sign-in, leads, quotes, members, traffic, the content editor) needs of the
 * workspace around it; workspace.ts makes it. Its own file, so the rooms import none of each other.
 */
import type { Context } from "hono";
import type { AuditAction } from "#server/leads/workspace.ts";
import type { Member } from "./session.ts";
import type { PageOptions } from "./views/layout.ts";

export interface WorkspaceKit {
  /** The member signed in whose role reaches this path (and, for a post, whose form carries their token), or the answer that says why not. */
  signedIn: (c: Context, form?: Record<string, string>) => Promise<Member | Response>;
  /** A page of the workspace. */
  send: (c: Context, options: Omit<PageOptions, "assets">, status?: number) => Response | Promise<Response>;
  /** A page that says nothing was done, and why (or that the address is of nothing). */
  problem: (c: Context, status: number, text: string, member?: Member) => Response | Promise<Response>;
  /** An entry in the audit log, by a member or, for a failed sign-in, by someone not yet known. */
  audit: (who: Member | string, action: AuditAction, detail?: string) => Promise<unknown>;
  /** The member of this request's session, whatever their role; undefined when signed out. */
  memberNow: (c: Context) => Promise<Member | undefined>;
  /** A posted form's fields. */
  formOf: (c: Context) => Promise<Record<string, string>>;
}
