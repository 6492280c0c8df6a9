import { useId } from "react";

export const ADD_NEW_LABEL = "__add_new_label__";

interface LabelSelectProps {
  label: string;
  value: string | null;
  labels: { id: string; name: string }[];
  disabled?: boolean;
  onChange(labelId: string): void;
  onAddNew(): void;
}

/** A Gmail label dropdown whose last option opens the create-label modal. */
export function LabelSelect({ label, value, labels, disabled, onChange, onAddNew }: LabelSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.value === ADD_NEW_LABEL) onAddNew();
          else if (event.target.value) onChange(event.target.value);
        }}
      >
        <option value="" disabled>
          Choose a label…
        </option>
        {value && !labels.some((option) => option.id === value) && (
          // Labels are not loaded (or Gmail is disconnected): keep showing that one is chosen.
          <option value={value}>Current label</option>
        )}
        {labels.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
        <option value={ADD_NEW_LABEL}>Add New Label</option>
      </select>
    </div>
  );
}
