/**
 * Publishing in local mode (issue 46): what the supervisor (supervisor.ts, the process `npm start` runs) says of its
 * work, in a small file every server process reads for the workspace's Changes page, and what a server process asks
 * of it over the cluster's channel.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { HeldBack } from "./saved-changes.ts";

export interface PublishStatus {
  /** building → switching → live; or failed (the live site as it was). */
  state: "idle" | "building" | "switching" | "live" | "failed";
  /** The commit being published (or last published). */
  commit?: string;
  /** 0–100 while building and switching. */
  progress: number;
  /** What is happening, in the team's words. */
  step: string;
  /** Why the last publish failed: the check's or the build's own words. */
  problem?: string;
  /** The content problems that held the last publish back, each with the saved change that brought it. */
  heldBack?: HeldBack[];
  /** The commit the site is served from now, and the one a rollback goes back to. */
  live?: string;
  previous?: string;
  /** Who asked, and when the state last changed (ISO 8601). */
  by?: string;
  at: string;
}

/** What a server process asks the supervisor. */
export type PublishRequest = { type: "publish"; by: string } | { type: "rollback"; by: string };

export const statusFile = (dataDir: string) => path.join(dataDir, "publishing.json");

export function readStatus(dataDir: string): PublishStatus | undefined {
  try {
    return JSON.parse(readFileSync(statusFile(dataDir), "utf8")) as PublishStatus;
  } catch {
    return undefined;
  }
}

/** Written whole, then moved into place: a reader never sees half a status. */
export function writeStatus(dataDir: string, status: PublishStatus) {
  const file = statusFile(dataDir);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(status, null, 2));
  renameSync(`${file}.${process.pid}`, file);
}
