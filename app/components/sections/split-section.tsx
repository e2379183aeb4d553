import type { SplitContent } from "~/content/types";
import { PointList } from "./point-list";
import { Section } from "./section";

/** An intro with a list of points (challenges, scenario steps, agentic AI). */
export function SplitSection({
  content,
  tone = "light",
  alert = false,
}: {
  content: SplitContent;
  tone?: "light" | "muted";
  alert?: boolean;
}) {
  return (
    <Section intro={content.intro} tone={tone}>
      <PointList points={content.points} tone={alert ? "alert" : "check"} />
    </Section>
  );
}
