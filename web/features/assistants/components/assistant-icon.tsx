import {
  Calculator,
  ChartColumn,
  Compass,
  FileText,
  GraduationCap,
  Mail,
  Megaphone,
  Scale,
  Sparkles,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { TPublicAssistant } from "../../../../contracts/assistants";
import { cn } from "../../../lib/cn";

const ICONS: Record<TPublicAssistant["icon"], LucideIcon> = {
  scale: Scale,
  megaphone: Megaphone,
  chart: ChartColumn,
  users: Users,
  graduation: GraduationCap,
  compass: Compass,
  calculator: Calculator,
  mail: Mail,
  "file-text": FileText,
  sparkles: Sparkles,
};

export function AssistantIcon({ icon, className }: { icon: TPublicAssistant["icon"]; className?: string }) {
  const Icon = ICONS[icon];
  return (
    <span
      className={cn(
        "flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent",
        className,
      )}
    >
      <Icon className="h-6 w-6" aria-hidden="true" />
    </span>
  );
}
