import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn";
import { rovingTarget } from "./roving-focus";

// Our own tabs rather than Radix's: the same roles and keys in a fraction of the bytes, which
// /login loads before anything else.

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("Tabs parts must be inside <Tabs>");
  return tabs;
}

type TabsProps = {
  children: ReactNode;
  className?: string;
} & (
  | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
);

/** Tabs, controlled (`value`) or not (`defaultValue`); arrow keys, Home and End move between tabs. */
export function Tabs({ value, defaultValue, onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? "");
  const current = value ?? ownValue;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwnValue(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/** Moves focus (and with it the selection) to the neighbouring, first or last tab, wrapping around. */
function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = event.target as HTMLButtonElement;
  if (!tabs.includes(current)) return;
  const target = rovingTarget(tabs, current, event.key, "horizontal");
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-muted p-1 ring-1 ring-border",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveBetweenTabs(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<"button"> & { value: string }) {
  const { baseId, value: current, select } = useTabs();
  const isActive = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      aria-selected={isActive}
      tabIndex={isActive ? 0 : -1}
      data-state={isActive ? "active" : "inactive"}
      className={cn(
        "inline-flex min-h-9 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-1.5 py-1.5 text-center text-[13px] font-medium whitespace-nowrap text-muted transition-colors sm:px-2 sm:text-sm",
        "hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered. */
export function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const { baseId, value: current } = useTabs();
  if (value !== current) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      tabIndex={0}
      data-state="active"
      className={cn("mt-6 focus-visible:outline-none", className)}
      {...props}
    />
  );
}
