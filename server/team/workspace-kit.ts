/**
 * What the content editor and the Changes page need of the workspace around them (workspace.ts makes it): its own
 * file, so the two pages that share it do not import each other.
 */
import type { Context } from "hono";
import type { AuditAction } from "#server/leads/workspace.ts";
import type { Member } from "./session.ts";
import type { PageOptions } from "./views/layout.ts";

/** What the editor needs of the workspace around it. */
export interface WorkspaceKit {
  signedIn: (c: Context, form?: Record<string, string>) => Promise<Member | Response>;
  send: (c: Context, options: Omit<PageOptions, "assets">, status?: number) => Response | Promise<Response>;
  problem: (c: Context, status: number, text: string, member?: Member) => Response | Promise<Response>;
  audit: (member: Member, action: AuditAction, detail?: string) => Promise<unknown>;
}
