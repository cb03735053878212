import { Select } from "./form-controls";

interface OptionSelectProps<T extends string> {
  id?: string;
  /** The accessible name. */
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (option: T) => void;
  className?: string;
}

/** A select over a fixed list of string options, typed so the change handler gets one of them. */
export function OptionSelect<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
  className,
}: OptionSelectProps<T>) {
  return (
    <Select
      id={id}
      aria-label={label}
      className={className}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </Select>
  );
}
