import type { OutputFormat } from "@folio/contracts";
import { useId } from "react";

export const FORMAT_OPTIONS: { value: OutputFormat; label: string }[] = [
  { value: "pdf", label: "PDF" },
  { value: "epub", label: "EPUB" },
  { value: "both", label: "PDF and EPUB" },
];

export function FormatSelect(props: {
  value: OutputFormat | null;
  disabled?: boolean;
  onChange(format: OutputFormat): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Output Format</label>
      <select
        id={id}
        value={props.value ?? ""}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value as OutputFormat)}
      >
        <option value="" disabled>
          Choose a format…
        </option>
        {FORMAT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
