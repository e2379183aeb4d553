/** The flood client's thread (scripts/measure/flood-load.ts): runs the flood and posts its tally back. */
import { parentPort, workerData } from "node:worker_threads";
import { type FloodOptions, runFlood } from "./flood-load.ts";

parentPort!.postMessage(await runFlood(workerData as FloodOptions));
