import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Message } from "../../components/Message.tsx";

interface CreateLabelModalProps {
  /** "Read Later" or "Processed": the title reads 'Create New Read Later Label'. */
  purpose: string;
  busy: boolean;
  error: string | null;
  onCreate(name: string): void;
  onCancel(): void;
}

/** A real <dialog>: focus moves in, Escape closes, the page behind is inert. */
export function CreateLabelModal({ purpose, busy, error, onCreate, onCancel }: CreateLabelModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  const inputId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) onCreate(name.trim());
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${inputId}-title`} onCancel={onCancel}>
      <form onSubmit={submit} className="form">
        <h2 id={`${inputId}-title`}>Create New {purpose} Label</h2>
        {error && <Message tone="error">{error}</Message>}
        <div className="field">
          <label htmlFor={inputId}>Label Name</label>
          <input
            id={inputId}
            required
            maxLength={225}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={purpose}
          />
        </div>
        <div className="button-row button-row--end">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy || !name.trim()}>
            {busy ? "Creating..." : "Create Label"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
