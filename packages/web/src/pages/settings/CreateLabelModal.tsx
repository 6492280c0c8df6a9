import { labelName, MAX_LABEL_NAME_LENGTH } from "@folio/contracts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Field } from "../../components/Field.tsx";
import { Message } from "../../components/Message.tsx";

interface CreateLabelModalProps {
  /** "Read Later" or "Processed": the title reads 'Create New Read Later Label'. */
  purpose: string;
  busy: boolean;
  error: string | null;
  /** The server's refusal of the name, shown next to the field. */
  nameError?: string | null;
  onCreate(name: string): void;
  onCancel(): void;
}

/** A real <dialog>: focus moves in, Escape closes, the page behind is inert. */
export function CreateLabelModal({
  purpose,
  busy,
  error,
  nameError,
  onCreate,
  onCancel,
}: CreateLabelModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  // The server's own check (@folio/contracts), so the words next to the field are the server's.
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = labelName.safeParse(name);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) onCreate(parsed.data);
  }

  return (
    <dialog ref={dialog} className="modal" aria-labelledby={`${inputId}-title`} onCancel={onCancel}>
      <form onSubmit={submit} className="form">
        <h2 id={`${inputId}-title`}>Create New {purpose} Label</h2>
        {error && <Message tone="error">{error}</Message>}
        <Field
          label="Label Name"
          required
          maxLength={MAX_LABEL_NAME_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          placeholder={purpose}
          error={problem ?? nameError}
        />
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
