import type { PointsContent } from "#app/content/types.ts";
import { PointList } from "./point-list.tsx";
import { Section } from "./section.tsx";

/** An intro with a list of points (challenges, scenario steps, agentic AI). */
export function PointsSection({
  content,
  tone = "light",
  alert = false,
}: {
  content: PointsContent;
  tone?: "light" | "muted";
  alert?: boolean;
}) {
  return (
    <Section intro={content.intro} tone={tone}>
      <PointList points={content.points} tone={alert ? "alert" : "check"} />
    </Section>
  );
}
