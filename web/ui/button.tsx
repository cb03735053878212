import type { ButtonHTMLAttributes, Ref } from "react";
import { Slot } from "radix-ui";
import { useIsHydrating } from "../lib/use-is-hydrating";
import { cn } from "../lib/cn";

const VARIANTS = {
  primary: "bg-accent text-accent-foreground hover:bg-accent-hover shadow-sm",
  secondary: "bg-surface text-foreground border border-border hover:bg-surface-muted",
  ghost: "text-foreground hover:bg-surface-muted",
  danger: "bg-red-600 text-white hover:bg-red-700 shadow-sm",
  link: "text-accent underline-offset-4 hover:underline px-0",
} as const;

const SIZES = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10",
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Renders the child element (a link) with the button's look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = "primary", size = "md", asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  // Until its handler is attached a server-rendered button is marked disabled (no visual change).
  const isHydrating = useIsHydrating();
  return (
    <Component
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors",
        "disabled:pointer-events-none disabled:opacity-50 cursor-pointer",
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
      aria-disabled={isHydrating ? true : props["aria-disabled"]}
    />
  );
}
