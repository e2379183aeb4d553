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
  | "bell"
  | "lock"
  | "layers"
  | "users"
  | "building"
  | "factory"
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
