import { Award } from "lucide-react";
import { CardGrid } from "./card-grid.tsx";
import { ChipList } from "./chip-list.tsx";
import { CtaBand } from "./cta-band.tsx";
import { DefinitionTable } from "./definition-table.tsx";
import { Section } from "./section.tsx";
import { StatGrid } from "./stat-grid.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { home } from "#app/content/home.ts";

/** The landing page after its hero, in the spec's order. */
export function HomeSections() {
  const { differentiators, platform, whoWeServe, leadership, whyChoose, trustedBy, about, cta } = home;
  return (
    <>
      <Section intro={differentiators.intro}>
        <DefinitionTable
          caption={differentiators.caption}
          headers={differentiators.headers}
          rows={differentiators.rows}
        />
      </Section>
      <Section intro={platform.intro} tone="muted">
        <CardGrid cards={platform.modules} columns={3} />
        <div className="mt-8 flex flex-wrap gap-3">
          {platform.links.map((link) => (
            <SmartLink key={link.to} to={link.to} className={buttonClasses("secondary", "md")}>
              {link.label}
            </SmartLink>
          ))}
        </div>
      </Section>
      <Section intro={whoWeServe.intro}>
        <CardGrid cards={whoWeServe.cards} />
      </Section>
      <Section intro={leadership.intro} tone="muted">
        <DefinitionTable caption={leadership.caption} headers={leadership.headers} rows={leadership.rows} />
      </Section>
      <Section intro={whyChoose.intro} tone="dark">
        <StatGrid stats={whyChoose.stats} dark />
        <div className="mt-6">
          <CardGrid cards={whyChoose.cards} dark />
        </div>
      </Section>
      <Section intro={trustedBy.intro} tone="muted">
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{trustedBy.sectorsLabel}</h3>
        <div className="mt-3">
          <ChipList items={trustedBy.sectors} label={trustedBy.sectorsLabel} />
        </div>
        <h3 className="mt-8 text-sm font-semibold tracking-wide text-muted uppercase">{trustedBy.frameworksLabel}</h3>
        <div className="mt-3">
          <ChipList items={trustedBy.frameworks} label={trustedBy.frameworksLabel} />
        </div>
      </Section>
      <Section intro={about.intro}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div className="space-y-4 text-lg leading-8 text-muted">
            {about.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <ul className="space-y-3">
            {about.badges.map((badge) => (
              <li key={badge} className="flex items-center gap-3 rounded-xl border border-line p-4 font-medium">
                <Award aria-hidden="true" className="size-6 text-accent-700" />
                {badge}
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <CtaBand content={cta} />
    </>
  );
}
