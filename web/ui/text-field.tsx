import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError, Input, Label } from "./form-controls";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string;
  hint?: string;
  /** Something inside the field on the right (a show-password button). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error linked through aria-describedby. */
export function TextField({ id, label, error, hint, trailing, className, ...props }: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={trailing ? "pr-11" : undefined}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
