import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../lib/cn";
import { rovingTarget } from "./roving-focus";

interface MenuProps {
  /** The trigger's content; `label` names it for screen readers when the content is an icon. */
  trigger: ReactNode;
  label?: string;
  triggerClassName?: string;
  align?: "start" | "end";
  /** Where the menu opens: under the trigger, or above it (a trigger at the bottom of the screen). */
  side?: "bottom" | "top";
  children: (close: () => void) => ReactNode;
}

/**
 * A small dropdown menu (menu button pattern): Enter/Space/ArrowDown open it, arrows move between
 * items, Escape and outside clicks close it. Light enough for the first page, unlike a popper.
 */
export function Menu({ trigger, label, triggerClassName, align = "start", side = "bottom", children }: MenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const closeAndRefocus = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };
  const closeOnSelect = () => setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("pointerdown", handlePointerDown);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [isOpen]);

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const target = rovingTarget(items, document.activeElement as HTMLElement, event.key, "vertical");
    if (event.key === "Escape") {
      event.preventDefault();
      closeAndRefocus();
    } else if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === "Tab") {
      setIsOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={label}
        className={triggerClassName}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          onKeyDown={handleMenuKeyDown}
          className={cn(
            "absolute z-50 min-w-44 rounded-xl border border-border bg-surface p-1 shadow-lg",
            side === "top" ? "bottom-full mb-1.5" : "top-full mt-1.5",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          {children(closeOnSelect)}
        </div>
      )}
    </div>
  );
}

export const MENU_ITEM_CLASS =
  "flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-foreground outline-none hover:bg-surface-muted focus:bg-surface-muted";
