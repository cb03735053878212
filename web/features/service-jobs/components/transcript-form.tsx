import { useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import type { TJobAccepted } from "../../../../contracts/service-jobs";
import { MEETING_TITLE_MAX, MEETING_TRANSCRIPT_MAX } from "../../../../contracts/meetings";
import { ApiError, apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Button } from "../../../ui/button";
import { Input, Label, Textarea } from "../../../ui/form-controls";
import { jobErrorKey } from "./job-error";

/** A pasted meeting transcript with its title, sent as JSON to the meetings service. */
export function TranscriptForm({ onQueued }: { onQueued: (job: TJobAccepted) => void }) {
  const { t } = useTranslation("service-jobs");
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const title = textOf(form.get("title"));
    const transcript = textOf(form.get("transcript"));
    if (!transcript) return setError(t("meeting.pasteTranscript"));
    setError(undefined);
    setPending(true);
    try {
      const accepted = await apiFetch<TJobAccepted>("/api/services/meetings", {
        method: "POST",
        body: { title: title || undefined, transcript },
        accessToken: await getAccessToken(),
      });
      await queryClient.invalidateQueries({ queryKey: ["services", "jobs", "meeting"] });
      onQueued(accepted);
      formElement.reset();
    } catch (caught) {
      setError(t(jobErrorKey(caught instanceof ApiError ? caught.code : "internal_error")));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <Label htmlFor="meeting-title">{t("meeting.titleLabel")}</Label>
        <Input id="meeting-title" name="title" maxLength={MEETING_TITLE_MAX} className="mt-1" />
      </div>
      <div>
        <Label htmlFor="meeting-transcript">{t("meeting.transcriptLabel")}</Label>
        <Textarea
          id="meeting-transcript"
          name="transcript"
          required
          maxLength={MEETING_TRANSCRIPT_MAX}
          rows={8}
          className="mt-1"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {t("meeting.submitTranscript")}
      </Button>
    </form>
  );
}

function textOf(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value.trim() : "";
}
