/** Shapes shared by the content modules; section components take these as props. */
export interface Action {
  label: string;
  /** App path, "#anchor", or an absolute URL (opens in a new tab). */
  to: string;
  variant?: "primary" | "secondary";
}

export interface HeroContent {
  eyebrow?: string;
  title: string;
  lead: string;
  actions: Action[];
  highlights?: string[];
}

export interface Card {
  title: string;
  body: string;
  icon?: IconName;
}

export interface Stat {
  value: string;
  label: string;
}

export interface SectionIntro {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}

export type IconName =
  | "shield"
  | "radar"
  | "gauge"
  | "file-check"
  | "bot"
  | "network"
  | "lock"
  | "layers"
  | "users"
  | "building"
  | "zap"
  | "landmark"
  | "clipboard"
  | "chart"
  | "workflow"
  | "eye"
  | "search"
  | "graduation"
  | "award"
  | "clock";

export interface Row {
  term: string;
  detail: string;
}

export interface Step {
  title: string;
  body: string;
  /** Shown above the title, e.g. "Weeks 1-2". */
  label?: string;
  items?: string[];
}

export interface CtaContent {
  title: string;
  lead: string;
  actions: Action[];
}

export interface PointsContent {
  intro: SectionIntro;
  points: string[];
}
