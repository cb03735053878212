import { useQuery } from "@tanstack/react-query";
import type { TAdminDashboard } from "../../../../contracts/admin-dashboard";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

export function useAdminDashboard() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: ["admin", "dashboard"],
    queryFn: async () => apiFetch<TAdminDashboard>("/api/admin/dashboard", { accessToken: await getAccessToken() }),
  });
}
