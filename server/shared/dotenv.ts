// Imported first by every entry point (the server, the build, the leads command): the settings in the checkout's
// `.env` file join the environment before any module reads them, so `.env` and the environment configure the
// build, the server and the commands alike (README, "Configuration"). A variable set in the environment wins over
// the same one in the file. Node's own reader (process.loadEnvFile): no library, the file format Node documents.
import { accessSync, constants, existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The checkout's `.env`; ENV_FILE names another (the tests', or a deployment's file kept outside the checkout). */
export const envFile = process.env.ENV_FILE || path.resolve(import.meta.dirname, "..", "..", ".env");

/**
 * The settings of a `.env` text whose value is cut at a `#` (issue 56): unquoted, `#` starts a comment, so
 * `URL=https://x.example/p#part` is read as `https://x.example/p`. Each is said, with what to do.
 */
export function cutSettings(text: string): string[] {
  const cut: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const setting = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!setting) continue;
    const value = setting[2]!;
    if (/^["'`]/.test(value)) continue;
    // A comment after a space ("VALUE  # why") is a comment as written; a # inside the value is not.
    const hash = value.indexOf("#");
    if (hash > 0 && !/\s/.test(value[hash - 1]!)) cut.push(setting[1]!);
  }
  return cut;
}

// A file the operator named (ENV_FILE) that cannot be read stops every command: running on the defaults instead
// (example addresses, no mail server, no secret) is a server that does not do what its settings say.
if (process.env.ENV_FILE && !readable(envFile)) {
  console.error(
    JSON.stringify({
      level: "error",
      msg: `cannot start: ENV_FILE names ${envFile}, which is not a file this user can read: correct the path (or its permissions), or unset ENV_FILE to read the checkout's .env.`,
    }),
  );
  process.exit(1);
}

function readable(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

if (existsSync(envFile)) {
  process.loadEnvFile(envFile);
  for (const name of cutSettings(readFileSync(envFile, "utf8")))
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: `In ${envFile}, ${name}'s value holds a # without quotes, so it is cut there (what follows # is read as a comment): put the value in double quotes, e.g. ${name}="…#…"`,
      }),
    );
}
