import type { TAdminDashboard } from "../../../../contracts/admin-dashboard";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";

export function useAdminDashboard() {
  return useAdminQuery<TAdminDashboard>(["admin", "dashboard"], "/api/admin/dashboard");
}
