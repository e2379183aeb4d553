import { CircleAlert, Check } from "lucide-react";
import { cn } from "#app/lib/utils.ts";

/** A list of points with an icon: "check" for benefits, "alert" for pains. */
export function PointList({
  points,
  tone = "check",
  className,
}: {
  points: string[];
  tone?: "check" | "alert";
  className?: string;
}) {
  const Icon = tone === "alert" ? CircleAlert : Check;
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 rounded-xl border border-line bg-white p-4">
          <Icon
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0", tone === "alert" ? "text-amber-700" : "text-accent-700")}
          />
          <span className="leading-7">{point}</span>
        </li>
      ))}
    </ul>
  );
}
