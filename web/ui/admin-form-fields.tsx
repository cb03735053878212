import { useTranslation } from "../lib/translation/use-translation";
import type { Tier } from "../../contracts/tiers";
import { FormField, Input } from "./form-controls";
import { SelectField } from "./select-field";

interface TierSelectProps<T extends Tier> {
  id: string;
  label: string;
  value: T;
  /** The tiers this content may require (all of them, or the contract's subset). */
  options: readonly T[];
  onChange: (tier: T) => void;
}

/** The "required tier" select of an admin form, each tier by its name. */
export function TierSelect<T extends Tier>({ id, label, value, options, onChange }: TierSelectProps<T>) {
  const { t } = useTranslation("common");
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={options}
      optionLabel={(tier) => t(`tiers.${tier}`)}
      onChange={onChange}
    />
  );
}

interface SortOrderFieldProps {
  id: string;
  label: string;
  value: number;
  /** The contract's highest order, where it has one. */
  max?: number;
  onChange: (sortOrder: number) => void;
}

/** Where the row stands in its list: lower first. */
export function SortOrderField({ id, label, value, max, onChange }: SortOrderFieldProps) {
  return (
    <FormField id={id} label={label}>
      <Input
        id={id}
        type="number"
        min={0}
        max={max}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </FormField>
  );
}

/** The "published" checkbox of an admin form. */
export function PublishedField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (published: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
