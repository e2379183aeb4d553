/**
 * A lead as the store keeps it, and the filter an export, a report or the workspace's list reads leads by: the
 * vocabulary both the lead contract (repository.ts) and the workspace's queries (workspace.ts) speak.
 */
import type { LeadPayload } from "#app/lib/forms/payload.ts";

export type Channel = "webhook" | "email";

export interface StoredLead {
  id: string;
  createdAt: string;
  form: LeadPayload["form"];
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  interest: string | null;
  subject: string | null;
  message: string | null;
  /** Where the lead came from (app/lib/forms/attribution.ts), under the names the marketing team's tools use. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  landing_path: string | null;
  referrer_host: string | null;
}

/** Which leads an export or a report reads: a time window (ISO 8601 instants in UTC) and a form. */
export interface LeadFilter {
  /** Leads stored at or after this instant. */
  since?: string;
  /** Leads stored before this instant. */
  until?: string;
  form?: LeadPayload["form"];
  /** A campaign (utm_campaign), source or medium; null for the leads that carry none (the workspace's filters). */
  campaign?: string | null;
  source?: string | null;
  medium?: string | null;
}

/**
 * The WHERE clause of a filter, with its parameters in order, for either dialect's placeholders (`?` or `$1`). The
 * values are parameters, never spliced into the SQL.
 */
export function filterClause(
  filter: LeadFilter,
  placeholder: (index: number) => string,
): { where: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  const add = (sql: string, value: string) => {
    params.push(value);
    conditions.push(sql.replace("?", placeholder(params.length)));
  };
  if (filter.since !== undefined) add("created_at >= ?", filter.since);
  if (filter.until !== undefined) add("created_at < ?", filter.until);
  if (filter.form !== undefined) add("form = ?", filter.form);
  for (const [column, wanted] of [
    ["utm_campaign", filter.campaign],
    ["utm_source", filter.source],
    ["utm_medium", filter.medium],
  ] as const) {
    if (wanted === null) conditions.push(`${column} IS NULL`);
    else if (wanted !== undefined) add(`${column} = ?`, wanted);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}
