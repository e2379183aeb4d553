import { CheckList } from "#app/components/ui/check-list.tsx";
import type { Route } from "./+types/industry";
import { ChipList } from "#app/components/sections/chip-list.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { CaseStudies } from "#app/components/sections/proof-blocks.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { PointsSection } from "#app/components/sections/points-section.tsx";
import { StatGrid } from "#app/components/sections/stat-grid.tsx";
import { heroes } from "#app/content/heroes.ts";
import { type IndustryContent, industries, industrySectionIntros as intros } from "#app/content/industries.ts";
import { type PageEntry, industryPages, industryPathPrefix } from "#app/content/pages.ts";
import { productShared } from "#app/content/site.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";
import NotFound, { meta as notFoundMeta } from "./not-found.tsx";

/**
 * One route, /industries/:slug, serves every industry page: the slug finds the page (its path, title and
 * description in content/pages.json), its hero (heroes.json) and its copy (industries.json). The known slugs are
 * pre-rendered; any other is not found (the server answers it with the 404 page and status 404).
 */
function industryPage(slug: string | undefined): { page: PageEntry; content: IndustryContent } | undefined {
  const page = industryPages.find((entry) => entry.path === `${industryPathPrefix}${slug}`);
  const content = page && industries[page.id];
  return page && content ? { page, content } : undefined;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const industry = industryPage(params.slug);
  return industry ? buildMeta(industry.page) : notFoundMeta();
};

export default function Industry({ params }: Route.ComponentProps) {
  const industry = industryPage(params.slug);
  if (!industry) return <NotFound />;
  const { page, content } = industry;
  const modules = [
    { label: intros.governanceLabel, ...content.modules.governance },
    { label: intros.secopsLabel, ...content.modules.secops },
  ];
  return (
    <>
      <PageHero content={heroes[page.id]} />
      <PointsSection content={content.challenge} alert />
      <Section intro={intros.helps} tone="muted">
        <div className="grid gap-6 lg:grid-cols-2">
          {modules.map((module) => (
            <article key={module.label} className="rounded-card border border-line bg-white p-6 elevate-card">
              <p className="text-sm font-semibold text-accent-700">{module.label}</p>
              <h3 className="mt-1 text-xl font-semibold">{module.title}</h3>
              <CheckList
                items={module.points}
                className="mt-4 space-y-2.5"
                itemClassName="flex gap-2.5"
                iconClassName="mt-1 size-4 shrink-0 text-accent-700"
              />
            </article>
          ))}
        </div>
        <div className="mt-8">
          <ChipList items={content.frameworks} label={intros.frameworksLabel} />
        </div>
      </Section>
      <Section intro={intros.scenario}>
        <div className="rounded-card border border-line bg-white p-6 elevate-card sm:p-8">
          <h3 className="text-xl font-semibold">{content.scenario.title}</h3>
          <p className="mt-2 text-muted">{content.scenario.setting}</p>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2">
            {content.scenario.steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 font-semibold text-accent-800"
                >
                  {i + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-sm text-muted">{intros.scenarioNote}</p>
        </div>
      </Section>
      <Section intro={intros.results} tone="dark">
        <StatGrid stats={content.results} dark />
      </Section>
      <CaseStudies industry={page.id} />
      <CtaBand content={productShared} />
    </>
  );
}
