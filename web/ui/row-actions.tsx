import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Link } from "../lib/router";
import { cn } from "../lib/cn";
import { Button, type ButtonProps } from "./button";

/**
 * Row actions of a DataTable: labelled buttons on the cards (narrow screens), icons with a
 * tooltip in the table, where their room decides whether every column fits at 1280 px.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 @4xl:flex-nowrap @4xl:justify-end @4xl:gap-1">{children}</div>;
}

const ROW_ACTION_CLASS =
  "@4xl:h-9 @4xl:w-9 @4xl:border-transparent @4xl:bg-transparent @4xl:px-0 @4xl:hover:bg-surface-muted";

interface RowActionContent {
  icon: LucideIcon;
  /** The short word on the card and in the tooltip ("Editar"); `aria-label` names the row too. */
  text: string;
  "aria-label": string;
  isDestructive?: boolean;
}

function RowActionInner({ icon: Icon, text, isDestructive }: Omit<RowActionContent, "aria-label">) {
  return (
    <>
      <Icon className={cn("h-4 w-4 shrink-0", isDestructive && "text-red-600")} aria-hidden="true" />
      <span className="@4xl:sr-only">{text}</span>
    </>
  );
}

export function RowActionButton({
  icon,
  text,
  isDestructive,
  className,
  ...props
}: RowActionContent & Omit<ButtonProps, "children" | "aria-label">) {
  return (
    <Button variant="secondary" size="sm" title={text} className={cn(ROW_ACTION_CLASS, className)} {...props}>
      <RowActionInner icon={icon} text={text} isDestructive={isDestructive} />
    </Button>
  );
}

export function RowActionLink({ to, icon, text, "aria-label": label }: RowActionContent & { to: string }) {
  return (
    <Button asChild variant="secondary" size="sm" className={ROW_ACTION_CLASS}>
      <Link to={to} aria-label={label} title={text}>
        <RowActionInner icon={icon} text={text} />
      </Link>
    </Button>
  );
}
