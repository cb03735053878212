import { useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { ApiError } from "../api";
import { toast } from "../../ui/toast";

export interface AdminFormSaveOptions<TInput, TVariables> {
  /** The contract's schema: the form says "invalid" before asking the server, which checks again. */
  schema: ZodType<TInput>;
  mutation: UseMutationResult<unknown, Error, TVariables>;
  /** What the mutation is called with: usually the row's id (none when creating) and the parsed input. */
  toVariables: (input: TInput) => TVariables;
  messages: {
    invalid: string;
    saved: string;
    /** For forms with a slug: shown when the server answers `slug_taken`. */
    slugTaken?: string;
  };
  /** A check of what the schema cannot see (a chosen file's size); the message, or nothing when fine. */
  findProblem?: () => string | undefined;
  /** Replaces the default failure text (`slug_taken`, else invalid). */
  failureMessage?: (failure: Error) => string;
  /** Where a failure's text goes instead of the dialog's error line (a toast, for a form without one). */
  reportError?: (message: string) => void;
  /** Also told of a refusal, after it is reported. */
  onFailure?: (failure: Error) => void;
  onClose: () => void;
}

/**
 * The save of an admin create/edit dialog: check the draft against the schema, save, toast and
 * close; a refusal shows in the dialog's error line (or where `reportError` puts it).
 */
export function useAdminFormSave<TInput, TVariables>({
  schema,
  mutation,
  toVariables,
  messages,
  findProblem,
  failureMessage,
  reportError,
  onFailure,
  onClose,
}: AdminFormSaveOptions<TInput, TVariables>) {
  const [error, setError] = useState<string>();

  function describeFailure(failure: Error): string {
    if (failureMessage) return failureMessage(failure);
    const isSlugTaken = failure instanceof ApiError && failure.code === "slug_taken";
    return isSlugTaken && messages.slugTaken ? messages.slugTaken : messages.invalid;
  }

  function fail(message: string) {
    if (reportError) reportError(message);
    else setError(message);
  }

  function handleSave(draft: unknown) {
    const parsed = schema.safeParse(draft);
    if (!parsed.success) return fail(messages.invalid);
    const problem = findProblem?.();
    if (problem) return fail(problem);
    setError(undefined);
    mutation.mutate(toVariables(parsed.data), {
      onSuccess: () => {
        toast.success(messages.saved);
        onClose();
      },
      onError: (failure) => {
        fail(describeFailure(failure));
        onFailure?.(failure);
      },
    });
  }

  return { error, isSaving: mutation.isPending, handleSave };
}
