import { useTranslation } from "./translation/use-translation";
import type { Tier } from "../../contracts/tiers";
import { SelectField } from "../ui/select-field";

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
