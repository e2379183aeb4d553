/**
 * npm run check:content — checks every file in content/ against its schema and prints what to fix, in seconds,
 * without building the site. The build runs the same check first. Warnings (a cohort date already past) are
 * printed but do not fail it. The check's own failure is said in words, never a stack trace (issue 47).
 */
import path from "node:path";
import { engineerNeeded } from "#app/content/problems.ts";

try {
  // Imported here, so a rule of the check that fails as it loads is caught too.
  const { contentDir, formatProblems, formatWarnings } = await import("#app/content/check.server.ts");
  const { reportOnContentAndImages } = await import("#scripts/build/image-rules.ts");
  const { withPlaces } = await import("#server/content-edit/places.ts");
  // Each named as the workspace's editor names it, above the file and its keys.
  const { problems, warnings } = withPlaces(
    await reportOnContentAndImages(path.join(contentDir, "images")),
    contentDir,
  );
  if (warnings.length > 0) process.stderr.write(formatWarnings(warnings));
  if (problems.length > 0) {
    process.stderr.write(formatProblems(problems, (them) => `fix ${them} and run \`npm run check:content\` again`));
    process.exit(1);
  }
  process.stdout.write("content: every file in content/ is valid.\n");
} catch (error) {
  process.stderr.write(engineerNeeded("npm run check:content", error));
  process.exit(2);
}
