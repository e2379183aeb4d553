import { Award } from "lucide-react";
import { ChipList } from "./chip-list.tsx";
import { CtaBand } from "./cta-band.tsx";
import { DefinitionTable } from "./definition-table.tsx";
import { IconList } from "./icon-list.tsx";
import { Attestations, CustomerLogos, Testimonials } from "./proof-blocks.tsx";
import { Section, subheading } from "./section.tsx";
import { StatGrid } from "./stat-grid.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { SmartLink } from "#app/components/ui/smart-link.tsx";
import { home } from "#app/content/home.ts";

/**
 * The landing page after its hero, in the spec's order. Layouts vary with what a section holds (a table, columns, a
 * list, figures, chips, prose), and on a wide screen most headings sit beside their content: the page is short
 * enough to take in, and no section is dropped (issue 37).
 */
export function HomeSections() {
  const { differentiators, platform, whoWeServe, leadership, whyChoose, trustedBy, about, cta } = home;
  return (
    <>
      <Section intro={differentiators.intro} layout="split" spacing="snug">
        <DefinitionTable
          caption={differentiators.caption}
          headers={differentiators.headers}
          rows={differentiators.rows}
        />
      </Section>
      <Section
        intro={platform.intro}
        tone="muted"
        layout="split"
        spacing="snug"
        afterIntro={
          <div className="mt-6 flex flex-wrap gap-3">
            {platform.links.map((link) => (
              <SmartLink key={link.to} to={link.to} className={buttonClasses("secondary", "md")}>
                {link.label}
              </SmartLink>
            ))}
          </div>
        }
      >
        <IconList items={platform.modules} />
      </Section>
      {/* Two sections side by side on a wide screen: who it is for, and what it is worth to those who answer for it. */}
      <div className="container-page grid lg:grid-cols-2 lg:gap-16">
        <Section intro={whoWeServe.intro} spacing="snug" bare>
          <IconList items={whoWeServe.cards} columns={2} />
        </Section>
        <Section intro={leadership.intro} spacing="snug" bare className="border-t border-line lg:border-t-0">
          <DefinitionTable caption={leadership.caption} headers={leadership.headers} rows={leadership.rows} />
        </Section>
      </div>
      <Section intro={whyChoose.intro} tone="dark" spacing="snug">
        <StatGrid stats={whyChoose.stats} dark bare />
        <div className="mt-10">
          <IconList items={whyChoose.cards} dark />
        </div>
      </Section>
      <div className="bg-surface">
        <div className="container-page grid lg:grid-cols-2 lg:gap-16">
          <Section intro={trustedBy.intro} spacing="snug" bare>
            <h3 className={subheading}>{trustedBy.sectorsLabel}</h3>
            <div className="mt-3">
              <ChipList items={trustedBy.sectors} label={trustedBy.sectorsLabel} />
            </div>
            <h3 className={`mt-6 ${subheading}`}>{trustedBy.frameworksLabel}</h3>
            <div className="mt-3">
              <ChipList items={trustedBy.frameworks} label={trustedBy.frameworksLabel} />
            </div>
            <CustomerLogos />
            <Testimonials />
          </Section>
          <Section intro={about.intro} spacing="snug" bare className="border-t border-line lg:border-t-0">
            <div className="space-y-4 text-[0.9375rem] leading-6 text-muted sm:text-base sm:leading-7">
              {about.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
            <ul className="mt-6 flex flex-wrap gap-2.5">
              {about.badges.map((badge) => (
                <li
                  key={badge}
                  className="flex items-center gap-2 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-medium"
                >
                  <Award aria-hidden="true" className="size-4 text-accent-700" />
                  {badge}
                </li>
              ))}
            </ul>
            <Attestations />
          </Section>
        </div>
      </div>
      <CtaBand content={cta} />
    </>
  );
}
