import { CardGrid } from "~/components/sections/card-grid";
import { Section } from "~/components/sections/section";
import { home } from "~/content/home";

export function HomeSections() {
  return (
    <Section intro={home.platform.intro} tone="muted">
      <CardGrid cards={home.platform.modules} columns={3} />
    </Section>
  );
}
