import { destinationEmail } from "@folio/contracts";
import { type FormEvent, useEffect, useId, useState } from "react";

/** The destination address, saved only when Save is pressed (disabled while unchanged). */
export function DestinationEmailForm(props: {
  saved: string | null;
  busy: boolean;
  /** The server's refusal of the address, shown under the field. */
  error?: string | null | undefined;
  onSave(email: string): void;
}) {
  const id = useId();
  const [value, setValue] = useState(props.saved ?? "");
  // The server's own check (@folio/contracts): the words under the field are the server's.
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? props.error ?? null;
  useEffect(() => setValue(props.saved ?? ""), [props.saved]);
  const unchanged = value.trim() === (props.saved ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = destinationEmail.safeParse(value.trim());
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) props.onSave(parsed.data);
  }

  return (
    <form className="field" onSubmit={submit}>
      <label htmlFor={id}>Destination Email</label>
      <p className="field__hint" id={`${id}-hint`}>
        Where finished digests are sent — your Kindle or Kobo address works too.
      </p>
      <div className="inline-form">
        <input
          id={id}
          type="email"
          required
          autoComplete="email"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="button" disabled={unchanged || props.busy}>
          {props.busy ? "Saving..." : "Save"}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </form>
  );
}
