import { Fragment } from "react";
import { cn } from "../lib/cn";

/**
 * An e-mail address that wraps where a reader expects, before the "@" and the dots, instead of
 * mid-word; only a single part too long for its box breaks anywhere.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className={cn("wrap-anywhere", className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
