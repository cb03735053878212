import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

/**
 * Dates and prices formatted once per page. The server records every label it formats and sends
 * them with the page (server/spa/render.ts); the browser hydrates with those labels instead of
 * creating its first Intl formatter, which costs 35–60 ms of main thread in a fresh tab (four times
 * that on Lighthouse's mobile CPU) while a date needs microseconds once a formatter exists. The
 * hydrated text is the server's, so it always matches the markup.
 */
const FormattedLabelsContext = createContext<Map<string, string> | null>(null);

export function FormattedLabelsProvider({ labels, children }: { labels?: Map<string, string>; children: ReactNode }) {
  const [shared] = useState(() => labels ?? new Map<string, string>());
  return <FormattedLabelsContext.Provider value={shared}>{children}</FormattedLabelsContext.Provider>;
}

/** `(key, format)`: the label already formatted for this page under `key`, or `format()`'s, kept under it. */
export function useFormattedLabel(): (key: string, format: () => string) => string {
  const labels = useContext(FormattedLabelsContext);
  return useCallback(
    (key: string, format: () => string) => {
      const known = labels?.get(key);
      if (known !== undefined) return known;
      const label = format();
      labels?.set(key, label);
      return label;
    },
    [labels],
  );
}
