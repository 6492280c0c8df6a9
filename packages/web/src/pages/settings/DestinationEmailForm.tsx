import { type FormEvent, useEffect, useId, useState } from "react";

/** The destination address, saved only when Save is pressed (disabled while unchanged). */
export function DestinationEmailForm(props: {
  saved: string | null;
  busy: boolean;
  onSave(email: string): void;
}) {
  const id = useId();
  const [value, setValue] = useState(props.saved ?? "");
  useEffect(() => setValue(props.saved ?? ""), [props.saved]);
  const unchanged = value.trim() === (props.saved ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSave(value.trim());
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
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button" disabled={unchanged || props.busy}>
          {props.busy ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
