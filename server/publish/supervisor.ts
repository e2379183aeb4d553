/**
 * The supervisor `npm start` runs on a checkout (issue 46): it holds the port, and the site is served by a server
 * process (server/main.ts) started on a release, a commit checked out and built on its own (releases.ts). Publishing
 * builds the newest saved commit in the background, starts a server process on it, and only once that one listens
 * asks the old one to hand over: it stops taking connections and finishes every request in flight, its idle keep-alive
 * connections answered until they expire (main.ts drains): no request is dropped and the supervisor never restarts. The release before stays built for a one-click rollback. A build that fails leaves
 * the live site as it was, and says why in the check's or the build's words.
 */
import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "#server/shared/config.ts";
import { headCommit, isBuilt, prepareRelease, pruneReleases, releasesDir } from "./releases.ts";
import { type PublishRequest, type PublishStatus, readStatus, writeStatus } from "./status.ts";

export interface SupervisorOptions {
  /** The git checkout the editor commits to, whose commits are published. */
  checkout: string;
  /** Where the lead store, the releases and the status live (the checkout's data/ by default). */
  dataDir: string;
  /** The environment of each server process (settings with their paths made absolute). */
  env: NodeJS.ProcessEnv;
  /** How many pages a build writes (for its progress bar). */
  pages: number;
}

/** A new server process has this long to listen before the switch is given up (and the live one kept). */
const START_TIMEOUT_MS = 60_000;

export async function supervise({ checkout, dataDir, env, pages }: SupervisorOptions): Promise<void> {
  let status: PublishStatus = readStatus(dataDir) ?? { state: "idle", progress: 0, step: "", at: "" };
  const say = (change: Partial<PublishStatus>) => {
    status = { ...status, ...change, at: new Date().toISOString() };
    writeStatus(dataDir, status);
  };
  const log = (msg: string, extra: Record<string, unknown> = {}) =>
    console.log(JSON.stringify({ level: "info", msg, ...extra }));

  // The release served: the last one published while it is still built, else the checkout's newest commit.
  let liveCommit = status.live && isBuilt(path.join(releasesDir(dataDir), status.live)) ? status.live : undefined;
  if (!liveCommit) {
    liveCommit = await headCommit(checkout);
    log("start: building the site's release", { commit: liveCommit.slice(0, 12) });
    // A first start builds for a minute or so: each step is said, so nobody takes it for a hang.
    let said = "";
    const sayStep = (_: number, step: string) => {
      if (step !== said) log(`start: ${(said = step).toLowerCase()}`);
    };
    await prepareRelease(checkout, dataDir, liveCommit, sayStep, pages).catch((error: unknown) => {
      console.error(JSON.stringify({ level: "error", msg: `cannot start: ${(error as Error).message}` }));
      process.exit(1);
    });
  }
  const previous =
    status.previous && isBuilt(path.join(releasesDir(dataDir), status.previous)) ? status.previous : undefined;
  say({ state: "live", live: liveCommit, previous, progress: 100, step: "", problem: undefined });

  /** Starts a server process on a release; resolves once it listens, rejects if it ends first. */
  const start = (commit: string) =>
    new Promise<Worker>((resolve, reject) => {
      const release = path.join(releasesDir(dataDir), commit);
      cluster.setupPrimary({ exec: path.join(release, "server/main.ts"), cwd: release, execArgv: SERVER_NODE_FLAGS });
      const worker = cluster.fork(env);
      const timer = setTimeout(() => {
        worker.process.kill("SIGKILL");
        reject(new Error("the new server did not start within a minute"));
      }, START_TIMEOUT_MS);
      worker.once("listening", () => {
        clearTimeout(timer);
        resolve(worker);
      });
      worker.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the new server stopped as it started (exit ${code}); its log says why`));
      });
      worker.on("message", (message: PublishRequest) => void handle(message));
    });

  let live: Worker;
  try {
    live = await start(liveCommit);
  } catch {
    // The server said why on its own output (a port in use, a store that cannot open): the start fails with it.
    process.exit(1);
  }
  let busy = false;

  /** Serves `commit` (built) from now on: its server first, then the old one drains and goes. */
  const switchTo = async (commit: string) => {
    const next = await start(commit);
    const old = live;
    live = next;
    watch(next, commit);
    old.removeAllListeners("exit");
    // It finishes what it was answering, and answers clients on its idle keep-alive connections until they expire.
    old.send({ type: "handover" });
  };

  /** A server process that ends by itself (a crash) is started again on the same release. */
  const watch = (worker: Worker, commit: string) =>
    worker.once("exit", (code, signal) => {
      if (worker !== live) return;
      console.error(
        JSON.stringify({ level: "error", msg: "the site's server ended; starting it again", code, signal }),
      );
      setTimeout(() => void start(commit).then((again) => ((live = again), watch(again, commit))), 1000);
    });
  watch(live, liveCommit);

  async function handle(request: PublishRequest) {
    if (busy) return;
    busy = true;
    try {
      if (request.type === "publish") {
        const commit = await headCommit(checkout);
        if (commit === status.live) return;
        say({
          state: "building",
          commit,
          progress: 1,
          step: "Starting",
          by: request.by,
          problem: undefined,
          heldBack: undefined,
        });
        const started = Date.now();
        await prepareRelease(checkout, dataDir, commit, (progress, step) => say({ progress, step }), pages);
        say({ state: "switching", progress: 97, step: "Switching the site to the new build" });
        await switchTo(commit);
        const before = status.live;
        say({ state: "live", live: commit, previous: before, progress: 100, step: "" });
        await pruneReleases(checkout, dataDir, [commit, before ?? ""]);
        log("published", { commit: commit.slice(0, 12), ms: Date.now() - started });
      } else {
        const back = status.previous;
        if (!back || !isBuilt(path.join(releasesDir(dataDir), back))) return;
        say({
          state: "switching",
          commit: back,
          progress: 50,
          step: "Switching back to the previous build",
          by: request.by,
        });
        await switchTo(back);
        say({ state: "live", live: back, previous: status.live, progress: 100, step: "" });
        log("rolled back", { commit: back.slice(0, 12) });
      }
    } catch (error) {
      // Which saved change holds it back, in the check's words on its field (a failure of another kind has none).
      const failed = status.commit;
      const heldBack =
        request.type === "publish" && failed
          ? await import("./saved-changes.ts")
              .then(({ whatHoldsBack }) => whatHoldsBack(checkout, status.live, failed))
              .catch(() => [])
          : [];
      say({ state: "failed", progress: 0, step: "", problem: (error as Error).message, heldBack });
      console.error(JSON.stringify({ level: "error", msg: "publishing failed; the site is as it was" }));
    } finally {
      busy = false;
    }
  }

  // npm stop, Ctrl-C, a deploy: the server drains as it would alone, then the supervisor goes.
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => {
      live.removeAllListeners("exit");
      live.process.kill("SIGTERM");
      live.once("exit", () => process.exit(0));
    });
}
