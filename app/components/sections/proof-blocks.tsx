/**
 * Proof the marketing team adds in content/proof.json: customer logos, attributed quotes, case studies, the vendor's
 * attestations. Each block renders nothing at all while its list is empty: no heading, no placeholder.
 */
import { ContentPicture, builtImages } from "#app/components/ui/content-picture.tsx";
import { type ProofContent, proof as shippedProof } from "#app/content/proof.ts";
import type { ImageManifest } from "#app/lib/images/slots.ts";
import { Section, subheading } from "./section.tsx";
import { StatGrid } from "./stat-grid.tsx";

interface ProofProps {
  proof?: ProofContent;
  images?: ImageManifest;
}

export function CustomerLogos({ proof = shippedProof, images = builtImages }: ProofProps) {
  if (proof.customerLogos.length === 0) return null;
  return (
    <div className="mt-10">
      <h3 className={subheading}>{proof.labels.logos}</h3>
      <ul className="mt-4 flex flex-wrap items-center gap-x-10 gap-y-6">
        {proof.customerLogos.map((logo) => {
          const picture = <ContentPicture image={logo.image} slot="logo" images={images} className="h-12 w-auto" />;
          return (
            <li key={logo.name}>
              {logo.href ? (
                <a href={logo.href} rel="noopener" className="inline-block rounded-md">
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Testimonials({ proof = shippedProof, images = builtImages }: ProofProps) {
  if (proof.testimonials.length === 0) return null;
  return (
    <div className="mt-10">
      <h3 className={subheading}>{proof.labels.testimonials}</h3>
      <ul className="mt-4 grid gap-6">
        {proof.testimonials.map((quote) => (
          <li key={`${quote.person}-${quote.organisation}`}>
            <figure className="h-full border-l-4 border-accent-600 bg-white py-2 pl-5">
              <blockquote className="text-lg leading-8 text-ink">
                <p>“{quote.quote}”</p>
              </blockquote>
              <figcaption className="mt-4 flex items-center gap-3">
                {quote.photo && (
                  <ContentPicture image={quote.photo} slot="photo" images={images} className="size-14 rounded-full" />
                )}
                <span>
                  <span className="block font-semibold">{quote.person}</span>
                  <span className="block text-sm text-muted">
                    {quote.role}, {quote.organisation}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export function Attestations({ proof = shippedProof, images = builtImages }: ProofProps) {
  if (proof.attestations.length === 0) return null;
  const { labels } = proof;
  return (
    <div className="mt-10">
      <h3 className={subheading}>{labels.attestations}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {proof.attestations.map((held) => (
          <li key={`${held.name}-${held.issued}`} className="flex items-center gap-4 border-t border-line pt-4">
            {held.badge && (
              <ContentPicture image={held.badge} slot="badge" images={images} className="h-16 w-auto shrink-0" />
            )}
            <span>
              <span className="block font-semibold">
                {held.href ? (
                  <a href={held.href} rel="noopener" className="underline underline-offset-4">
                    {held.name}
                  </a>
                ) : (
                  held.name
                )}
              </span>
              <span className="block text-sm text-muted">
                {labels.issuedBy} {held.issuer}. {labels.issuedOn}{" "}
                <time dateTime={held.issued}>{monthYear.format(new Date(`${held.issued}T00:00:00Z`))}</time>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The case studies of one industry page, each a section of its own. */
export function CaseStudies({
  industry,
  proof = shippedProof,
  images = builtImages,
}: ProofProps & { industry: string }) {
  const studies = proof.caseStudies.filter((study) => study.industry === industry);
  const { caseStudy: labels } = proof.labels;
  return studies.map((study, i) => (
    <Section
      key={study.title}
      intro={{ id: `case-study-${i + 1}`, eyebrow: labels.eyebrow, title: study.title, lead: study.customer }}
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <dl className="space-y-6">
          <div>
            <dt className="font-semibold">{labels.challenge}</dt>
            <dd className="mt-1 leading-7 text-muted">{study.challenge}</dd>
          </div>
          <div>
            <dt className="font-semibold">{labels.result}</dt>
            <dd className="mt-1 leading-7 text-muted">{study.result}</dd>
          </div>
        </dl>
        {study.image && (
          <ContentPicture
            image={study.image}
            slot="figure"
            images={images}
            className="h-auto w-full rounded-card border border-line"
          />
        )}
      </div>
      {study.figures.length > 0 && (
        <div className="mt-8">
          <StatGrid stats={study.figures} />
        </div>
      )}
    </Section>
  ));
}
