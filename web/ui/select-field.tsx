import { Label } from "./form-controls";
import { OptionSelect } from "./option-select";

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (option: T) => void;
}

/** An OptionSelect with its visible label above it. */
export function SelectField<T extends string>({ id, label, ...props }: SelectFieldProps<T>) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect id={id} label={label} {...props} />
    </div>
  );
}
