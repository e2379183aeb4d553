import type { CtaContent } from "#app/content/types.ts";
import { ActionRow } from "./page-hero.tsx";

/** The closing call to action of a page. */
export function CtaBand({ content, id }: { content: CtaContent; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id ?? "cta"}-title`} className="on-dark bg-navy-950 py-8 text-white sm:py-12">
      <div className="container-page">
        <div className="cta-panel rounded-3xl border border-white/10 px-6 py-8 sm:px-12 sm:py-10 print:break-inside-avoid">
          <h2
            id={`${id ?? "cta"}-title`}
            className="max-w-2xl text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
          >
            {content.title}
          </h2>
          <p className="mt-4 max-w-2xl text-slate-300 sm:text-lg">{content.lead}</p>
          <ActionRow actions={content.actions} dark className="mt-8" />
        </div>
      </div>
    </section>
  );
}
