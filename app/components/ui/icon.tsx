import {
  Award,
  BarChart3,
  CalendarDays,
  Bot,
  Building2,
  ClipboardList,
  Clock,
  CreditCard,
  Eye,
  FileCheck2,
  Gauge,
  GraduationCap,
  Landmark,
  Layers,
  Lock,
  Network,
  Radar,
  Search,
  ShieldCheck,
  Timer,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "#app/content/types.ts";

// Content modules name icons; only these are bundled.
const icons: Record<IconName, LucideIcon> = {
  shield: ShieldCheck,
  radar: Radar,
  gauge: Gauge,
  "file-check": FileCheck2,
  bot: Bot,
  network: Network,
  lock: Lock,
  layers: Layers,
  users: Users,
  building: Building2,
  zap: Zap,
  landmark: Landmark,
  clipboard: ClipboardList,
  chart: BarChart3,
  workflow: Workflow,
  eye: Eye,
  search: Search,
  graduation: GraduationCap,
  award: Award,
  clock: Clock,
  calendar: CalendarDays,
  timer: Timer,
  "credit-card": CreditCard,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
