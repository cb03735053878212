import {
  Bot,
  GraduationCap,
  KeyRound,
  Mail,
  LayoutDashboard,
  LayoutGrid,
  Library,
  Newspaper,
  Package,
  Users,
  type LucideIcon,
} from "lucide-react";
import { ADMIN_PATHS } from "../../../contracts/routes";

export interface AdminSection {
  key:
    | "dashboard"
    | "blog"
    | "microcourses"
    | "resources"
    | "assistants"
    | "software"
    | "apps"
    | "users"
    | "accessCodes"
    | "outbox";
  to: string;
  icon: LucideIcon;
}

/** The back office's sections in the sidebar, grouped as an admin thinks of them (Ghost's admin as reference). */
export const ADMIN_SECTION_GROUPS: {
  key: "overview" | "content" | "catalogue" | "members";
  sections: AdminSection[];
}[] = [
  { key: "overview", sections: [{ key: "dashboard", to: ADMIN_PATHS.dashboard, icon: LayoutDashboard }] },
  {
    key: "content",
    sections: [
      { key: "blog", to: ADMIN_PATHS.blog, icon: Newspaper },
      { key: "microcourses", to: ADMIN_PATHS.microcourses, icon: GraduationCap },
      { key: "resources", to: ADMIN_PATHS.resources, icon: Library },
    ],
  },
  {
    key: "catalogue",
    sections: [
      { key: "assistants", to: ADMIN_PATHS.assistants, icon: Bot },
      { key: "software", to: ADMIN_PATHS.software, icon: Package },
      { key: "apps", to: ADMIN_PATHS.apps, icon: LayoutGrid },
    ],
  },
  {
    key: "members",
    sections: [
      { key: "users", to: ADMIN_PATHS.users, icon: Users },
      { key: "accessCodes", to: ADMIN_PATHS.accessCodes, icon: KeyRound },
      { key: "outbox", to: ADMIN_PATHS.outbox, icon: Mail },
    ],
  },
];
