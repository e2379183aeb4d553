/**
 * npm run check:content — checks every file in content/ against its schema and prints what to fix, in seconds,
 * without building the site. The build runs the same check first. Warnings (a cohort date already past) are
 * printed but do not fail it.
 */
import { formatProblems, formatWarnings, reportOnContent } from "#app/content/check.server.ts";

const { problems, warnings } = reportOnContent();
if (warnings.length > 0) process.stderr.write(formatWarnings(warnings));
if (problems.length > 0) {
  process.stderr.write(formatProblems(problems, "fix them and run `npm run check:content` again"));
  process.exit(1);
}
process.stdout.write("content: every file in content/ is valid.\n");
