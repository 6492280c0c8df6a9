import { useEffect, useId, useRef } from "react";
import { Message } from "../../components/Message.tsx";

/** Asks before revoking (focus starts on Cancel): scripts using the key stop at once, for good. */
export function RevokeApiKeyDialog(props: {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={props.onCancel}
    >
      <div className="form">
        <h2 id={`${id}-title`}>Revoke “{props.name}”?</h2>
        <p id={`${id}-text`}>
          Scripts and the command line using this key stop working immediately. This can't be undone.
        </p>
        {props.error && <Message tone="error">{props.error}</Message>}
        <div className="button-row button-row--end">
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={props.onConfirm}
            disabled={props.busy}
          >
            {props.busy ? "Revoking..." : "Revoke key"}
          </button>
        </div>
      </div>
    </dialog>
  );
}
