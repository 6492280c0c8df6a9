import { type FormEvent, useId, useState } from "react";
import { trpc } from "../trpc.ts";

export function WaitlistForm() {
  const [email, setEmail] = useState("");
  const join = trpc.waitlist.join.useMutation();
  const inputId = useId();

  if (join.isSuccess) {
    return (
      <div className="waitlist-done" role="status">
        <p className="waitlist-done__title">You're on the list!</p>
        <p>We'll send updates to {join.variables?.email} as Folio opens up.</p>
      </div>
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    join.mutate({ email });
  }

  return (
    <form
      className="waitlist"
      onSubmit={onSubmit}
      aria-describedby={join.isError ? `${inputId}-error` : undefined}
    >
      <label htmlFor={inputId} className="waitlist__label">
        Email address
      </label>
      <div className="waitlist__row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={join.isError || undefined}
        />
        <button type="submit" className="button" disabled={join.isPending}>
          {join.isPending ? "Joining..." : "Join Waitlist"}
        </button>
      </div>
      {join.isError && (
        <p id={`${inputId}-error`} className="message message--error" role="alert">
          Unable to join waitlist. Please try again.
        </p>
      )}
    </form>
  );
}
