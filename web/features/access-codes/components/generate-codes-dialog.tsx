import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { toast } from "../../../ui/toast";
import { Plus } from "lucide-react";
import {
  ACCESS_CODE_KINDS,
  ACCESS_CODE_NOTE_MAX_LENGTH,
  GENERATED_CODE_LENGTH,
  type AccessCodeKind,
} from "../../../../contracts/access-codes";
import { TIERS } from "../../../../contracts/tiers";
import { apiErrorKey } from "../../../ui/api-error-text";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogFormFooter, DialogTrigger } from "../../../ui/dialog";
import { Input, Label } from "../../../ui/form-controls";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { useCreateAccessCodes } from "../api/create-access-codes";
import {
  DEFAULT_DRAFT,
  NUMBER_LIMITS,
  toCreateRequest,
  type GenerateCodesDraft,
  type NumberField,
} from "./generate-codes-form";

/** Bulk generation: up to 500 codes with the same kind, tier, duration and limits. */
export function GenerateCodesDialog() {
  const { t } = useTranslation("admin-users");
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<GenerateCodesDraft>(DEFAULT_DRAFT);
  const [invalid, setInvalid] = useState<NumberField[]>([]);
  const create = useCreateAccessCodes();

  const set = <Key extends keyof GenerateCodesDraft>(key: Key, value: GenerateCodesDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const handleOpenChange = (open: boolean) => {
    if (open) {
      setDraft(DEFAULT_DRAFT);
      setInvalid([]);
    }
    setIsOpen(open);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = toCreateRequest(draft);
    setInvalid(result.invalid);
    if (!result.request) return;
    create.mutate(result.request, {
      onSuccess: ({ codes }) => {
        toast.success(t("codes.created", { count: codes.length }));
        setIsOpen(false);
      },
      onError: (error) => toast.error(t("codes.errorTitle"), { description: t(apiErrorKey(error), { ns: "common" }) }),
    });
  };

  const numberField = (field: NumberField, label: string) => (
    <TextField
      id={`generate-${field}`}
      label={label}
      type="number"
      inputMode="numeric"
      min={NUMBER_LIMITS[field].min}
      max={NUMBER_LIMITS[field].max}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      error={invalid.includes(field) ? t("codes.generateDialog.invalidNumber", NUMBER_LIMITS[field]) : undefined}
    />
  );

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("codes.generate")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("codes.generateDialog.title")}
        description={t("codes.generateDialog.description", { length: GENERATED_CODE_LENGTH })}
      >
        <form noValidate onSubmit={handleSubmit} className="space-y-4">
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-foreground">{t("codes.generateDialog.kind")}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {ACCESS_CODE_KINDS.map((kind) => (
                <label
                  key={kind}
                  className="flex cursor-pointer gap-2 rounded-xl border border-border p-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
                >
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => set("kind", kind satisfies AccessCodeKind)}
                    className="mt-0.5 accent-accent"
                  />
                  <span>
                    <span className="block font-medium">{t(`codes.kinds.${kind}`)}</span>
                    <span className="text-xs text-muted">{t(`codes.kindHints.${kind}`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="generate-tier"
              label={t("codes.generateDialog.tier")}
              value={draft.tier}
              options={TIERS}
              optionLabel={(tier) => t(`tiers.${tier}`, { ns: "common" })}
              onChange={(tier) => set("tier", tier)}
            />
            {numberField("durationDays", t("codes.generateDialog.durationDays"))}
            {numberField("maxUses", t("codes.generateDialog.maxUses"))}
            {numberField("count", t("codes.generateDialog.count"))}
          </div>
          <div>
            <Label htmlFor="generate-expires">{t("codes.generateDialog.expiresAt")}</Label>
            <Input
              id="generate-expires"
              type="date"
              value={draft.expiresOn}
              onChange={(event) => set("expiresOn", event.target.value)}
            />
          </div>
          <TextField
            id="generate-note"
            label={t("codes.generateDialog.note")}
            placeholder={t("codes.generateDialog.notePlaceholder")}
            maxLength={ACCESS_CODE_NOTE_MAX_LENGTH}
            value={draft.note}
            onChange={(event) => set("note", event.target.value)}
          />
          <DialogFormFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t("codes.generateDialog.submitting") : t("codes.generateDialog.submit")}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
