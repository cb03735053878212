import { Suspense, useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "../ui/toaster";
import { AuthProvider } from "../features/auth/auth-provider";
import { FormattedLabelsProvider } from "../lib/formatted-labels";

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

interface ProvidersProps {
  children: ReactNode;
  /** The server's client with the page's data, or the browser's one filled from it before hydrating. */
  queryClient?: QueryClient;
  /** The dates and prices the server formatted for the page (web/lib/formatted-labels.tsx). */
  labels?: Map<string, string>;
}

export function Providers({ children, queryClient: given, labels }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <FormattedLabelsProvider labels={labels}>
        <AuthProvider>
          {/* The first render waits for the language's strings; nothing flashes in the wrong language. */}
          <Suspense fallback={null}>{children}</Suspense>
          <Toaster />
        </AuthProvider>
      </FormattedLabelsProvider>
    </QueryClientProvider>
  );
}
