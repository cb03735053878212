import {
  Calendar,
  ChartColumn,
  FileText,
  Globe,
  Image,
  Languages,
  Mic,
  PenLine,
  Search,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import type { TExternalAppIcon } from "../../../../contracts/external-apps";

const ICONS: Record<TExternalAppIcon, LucideIcon> = {
  sparkles: Sparkles,
  "file-text": FileText,
  mic: Mic,
  calendar: Calendar,
  chart: ChartColumn,
  image: Image,
  globe: Globe,
  pen: PenLine,
  languages: Languages,
  search: Search,
};

export function ExternalAppIcon({ icon }: { icon: TExternalAppIcon }) {
  const Icon = ICONS[icon];
  return (
    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
      <Icon className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}
