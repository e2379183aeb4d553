import type { CtaContent } from "#app/content/types.ts";
import { ActionRow } from "./page-hero.tsx";

/** The closing call to action of a page. */
export function CtaBand({ content, id }: { content: CtaContent; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id ?? "cta"}-title`} className="on-dark bg-navy-950 py-8 text-white sm:py-12">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-navy-800 to-navy-950 px-6 py-8 sm:px-12 sm:py-10">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-400/20 blur-3xl"
          />
          <h2
            id={`${id ?? "cta"}-title`}
            className="relative max-w-2xl text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
          >
            {content.title}
          </h2>
          <p className="relative mt-4 max-w-2xl text-slate-300 sm:text-lg">{content.lead}</p>
          <ActionRow actions={content.actions} dark className="relative mt-8" />
        </div>
      </div>
    </section>
  );
}
