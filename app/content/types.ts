/** Shapes shared by the content files; section components take these as props (schemas in schemas/common.ts). */
export type {
  Action,
  Card,
  CtaContent,
  HeroContent,
  IconName,
  PointsContent,
  Row,
  SectionIntro,
  Stat,
  Step,
} from "#app/content/schemas/common.ts";
