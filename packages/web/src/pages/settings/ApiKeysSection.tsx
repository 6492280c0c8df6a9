import { MAX_API_KEY_NAME_LENGTH } from "@folio/contracts";
import { type FormEvent, useId, useState } from "react";
import { Message } from "../../components/Message.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { NewApiKeyNotice } from "./NewApiKeyNotice.tsx";
import { RevokeApiKeyDialog } from "./RevokeApiKeyDialog.tsx";
import { type ApiKeySummary, useApiKeys } from "./use-api-keys.ts";

const formatDate = (date: Date) =>
  date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/** Settings → API keys: create one (its secret shown once), see them by prefix, revoke with a confirmation. */
export function ApiKeysSection() {
  const id = useId();
  const { list, create, revoke } = useApiKeys();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setRevoked(null);
    create.mutate(trimmed, {
      onSuccess: (key) => {
        setCreated({ name: trimmed, secret: key.key });
        setName("");
      },
    });
  }

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoked(`Revoked “${revoking.name ?? revoking.start}”.`);
        setRevoking(null);
      },
    });
  }

  return (
    <section className="card settings-block api-keys" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>API keys</h2>
      <p className="muted">
        Let scripts and the <code>folio</code> command line use Folio as you. Keep keys secret; revoke any you
        no longer use.
      </p>

      <form className="field" onSubmit={submit}>
        <label htmlFor={`${id}-name`}>Key name</label>
        <div className="inline-form">
          <input
            id={`${id}-name`}
            required
            maxLength={MAX_API_KEY_NAME_LENGTH}
            placeholder="e.g. Nightly digest script"
            aria-describedby={`${id}-name-hint`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button" disabled={create.isPending || !name.trim()}>
            {create.isPending ? "Creating..." : "Create key"}
          </button>
        </div>
        <p className="field__hint" id={`${id}-name-hint`}>
          A name that says where the key is used.
        </p>
      </form>
      {create.isError && <Message tone="error">{create.error.message}</Message>}
      {created && (
        <NewApiKeyNotice name={created.name} secret={created.secret} onDone={() => setCreated(null)} />
      )}
      {revoked && <Message tone="success">{revoked}</Message>}

      <h3 className="api-keys__subtitle">Your keys</h3>
      {list.isPending ? (
        <Spinner label="Loading your API keys…" />
      ) : list.isError ? (
        <div>
          <Message tone="error">Failed to load API keys</Message>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => list.refetch()}
          >
            Retry
          </button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="muted">No API keys yet.</p>
      ) : (
        <ul className="api-keys__list">
          {list.data.map((key) => (
            <li key={key.id} className="api-key">
              <div className="api-key__main">
                <span className="api-key__name">{key.name ?? "Unnamed key"}</span>
                <code className="api-key__start" title="The key's first characters">
                  {key.start}…
                </code>
              </div>
              <p className="api-key__dates">
                Created {formatDate(key.createdAt)} ·{" "}
                {key.lastRequest ? `Last used ${formatDate(key.lastRequest)}` : "Never used"}
              </p>
              <button
                type="button"
                className="button button--secondary button--small api-key__revoke"
                aria-label={`Revoke ${key.name ?? key.start}`}
                onClick={() => {
                  revoke.reset();
                  setRevoking(key);
                }}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}

      {revoking && (
        <RevokeApiKeyDialog
          name={revoking.name ?? revoking.start ?? "this key"}
          busy={revoke.isPending}
          error={revoke.isError ? revoke.error.message : null}
          onConfirm={confirmRevoke}
          onCancel={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
