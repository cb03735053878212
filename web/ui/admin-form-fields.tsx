import { FormField, Input } from "./form-controls";

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
