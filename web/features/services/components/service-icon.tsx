import { CalendarCheck, Compass, FileText, GraduationCap, Mic, PenLine, type LucideIcon } from "lucide-react";
import type { ServiceDefinition } from "../../../../contracts/services";
import { cn } from "../../../lib/cn";

const ICONS: Record<ServiceDefinition["icon"], LucideIcon> = {
  "file-text": FileText,
  pen: PenLine,
  mic: Mic,
  calendar: CalendarCheck,
  compass: Compass,
  graduation: GraduationCap,
};

export function ServiceIcon({ icon, className }: { icon: ServiceDefinition["icon"]; className?: string }) {
  const Icon = ICONS[icon];
  return (
    <span
      className={cn(
        "flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent",
        className,
      )}
    >
      <Icon className="h-6 w-6" aria-hidden="true" />
    </span>
  );
}
