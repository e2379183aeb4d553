import { uiLabels } from "#app/content/site.ts";
import { siteConfig } from "#app/site.config.ts";
import { cn } from "#app/lib/utils.ts";

/** Wordmark with an inline shield mark; links to `to` (the spec varies it per nav). */
export function Logo({ to, className }: { to: string; className?: string }) {
  return (
    <a href={to} className={cn("inline-flex items-center gap-2.5 font-bold tracking-tight", className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <path d="M16 2 4 7v8c0 7.4 5.1 13.4 12 15 6.9-1.6 12-7.6 12-15V7L16 2Z" fill="#0e7490" />
        <path d="M16 6.3 8 9.6v5.6c0 5 3.3 9.2 8 10.6 4.7-1.4 8-5.6 8-10.6V9.6l-8-3.3Z" fill="#22d3ee" />
        <circle cx="16" cy="15.5" r="3.2" fill="#060b18" />
      </svg>
      <span className="text-lg">
        {siteConfig.brandName}
        <span className="sr-only">{uiLabels.homeSuffix}</span>
      </span>
    </a>
  );
}
