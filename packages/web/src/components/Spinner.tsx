/** A spinner with a text for screen readers (and for people: it says what is loading). */
export function Spinner({ label = "Loading…", inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div className={inline ? "spinner spinner--inline" : "spinner"} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className={inline ? "visually-hidden" : "spinner__label"}>{label}</span>
    </div>
  );
}
