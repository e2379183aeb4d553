// Imported first by every entry point (the server, the build, the leads command): the settings in the checkout's
// `.env` file join the environment before any module reads them, so `.env` and the environment configure the
// build, the server and the commands alike (README, "Configuration"). A variable set in the environment wins over
// the same one in the file. Node's own reader (process.loadEnvFile): no library, the file format Node documents.
import { existsSync } from "node:fs";
import path from "node:path";

/** The checkout's `.env`; ENV_FILE names another (the tests', or a deployment's file kept outside the checkout). */
export const envFile = process.env.ENV_FILE || path.resolve(import.meta.dirname, "..", ".env");

if (existsSync(envFile)) process.loadEnvFile(envFile);
