import type { OutboxMessageJson } from "@folio/server/dev-outbox";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";

/** The server refuses to show the outbox to this browser (it is on another machine): its words say why. */
class OutboxRefusedError extends Error {}

/** The outbox's messages, newest first; null when the server sends real e-mail and has no outbox. */
async function fetchOutbox(): Promise<OutboxMessageJson[] | null> {
  const response = await fetch("/api/dev/outbox", { headers: { Accept: "application/json" } });
  if (response.status === 404) return null;
  if (response.status === 403) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new OutboxRefusedError(body.error ?? "The outbox cannot be read from here.");
  }
  if (!response.ok) throw new Error(`The outbox answered ${response.status}.`);
  return (await response.json()) as OutboxMessageJson[];
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function countAttachments(count: number): string {
  return `${count} ${count === 1 ? "attachment" : "attachments"}`;
}

/**
 * Links in the message open in a new, unsandboxed tab (so a confirmation link really confirms); the
 * message itself runs no scripts and cannot reach this page.
 */
function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

export function OutboxPage() {
  const outbox = useQuery({
    queryKey: ["dev-outbox"],
    queryFn: fetchOutbox,
    // New mail shows up on its own while you click through sign-up or wait for a digest.
    refetchInterval: (query) =>
      query.state.data === null || query.state.error instanceof OutboxRefusedError ? false : 5_000,
    retry: (failures, error) => !(error instanceof OutboxRefusedError) && failures < 3,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <header className="outbox__header">
        <h1 id="outbox-title">Outbox</h1>
        <p className="muted">
          Every e-mail Folio sends while no e-mail service is configured lands here instead of leaving this
          machine. Set POSTMARK_SERVER_TOKEN and MAIL_FROM to send real e-mail.
        </p>
      </header>
      {outbox.isPending ? (
        <p className="muted">Loading the outbox…</p>
      ) : outbox.isError ? (
        <p className="message message--error" role="alert">
          {outbox.error instanceof OutboxRefusedError
            ? outbox.error.message
            : "Failed to load the outbox. Please try again."}
        </p>
      ) : outbox.data === null ? (
        <p className="message message--info">
          The outbox is off: this server sends e-mail through Postmark, so sent messages are not kept here.
        </p>
      ) : outbox.data.length === 0 ? (
        <div className="card outbox__empty">
          <p>No e-mail yet.</p>
          <p className="muted">
            Sign up, reset a password or generate a digest, and the message appears here.
          </p>
        </div>
      ) : (
        <OutboxMessages
          messages={outbox.data}
          selected={outbox.data.find((message) => message.id === selectedId) ?? outbox.data[0]}
          onSelect={setSelectedId}
        />
      )}
    </section>
  );
}

function OutboxMessages({
  messages,
  selected,
  onSelect,
}: {
  messages: OutboxMessageJson[];
  selected: OutboxMessageJson | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="outbox__layout">
      <nav aria-label="Messages">
        <ul className="outbox-list">
          {messages.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                className="outbox-list__item"
                aria-current={message.id === selected?.id ? "true" : undefined}
                onClick={() => onSelect(message.id)}
              >
                <span className="outbox-list__subject">{message.subject || "(no subject)"}</span>
                <span className="outbox-list__to">To {message.to}</span>
                <span className="outbox-list__meta">
                  <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
                  {message.attachments.length > 0 && (
                    <span>
                      <span aria-hidden="true"> · </span>
                      {countAttachments(message.attachments.length)}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {selected && <OutboxMessageView key={selected.id} message={selected} />}
    </div>
  );
}

function OutboxMessageView({ message }: { message: OutboxMessageJson }) {
  const [view, setView] = useState<"html" | "text">(message.html ? "html" : "text");

  return (
    <article className="card outbox-message" aria-labelledby="outbox-message-subject">
      <h2 id="outbox-message-subject" className="outbox-message__subject">
        {message.subject || "(no subject)"}
      </h2>
      <dl className="outbox-message__headers">
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Date</dt>
        <dd>
          <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
        </dd>
      </dl>

      {message.attachments.length > 0 && (
        <section className="outbox-message__attachments" aria-label="Attachments">
          <ul>
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a href={attachment.url} download={attachment.name}>
                  {attachment.name}
                </a>{" "}
                <span className="muted">
                  {attachment.contentType}, {formatSize(attachment.size)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <fieldset className="outbox-message__toggle">
        <legend className="visually-hidden">Show the message as</legend>
        <button
          type="button"
          className="nav-link"
          aria-pressed={view === "html"}
          onClick={() => setView("html")}
          disabled={!message.html}
        >
          HTML
        </button>
        <button
          type="button"
          className="nav-link"
          aria-pressed={view === "text"}
          onClick={() => setView("text")}
        >
          Plain text
        </button>
      </fieldset>

      {view === "html" ? (
        <iframe
          className="outbox-message__frame"
          title={`HTML version of “${message.subject}”`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={withLinksInNewTab(message.html)}
        />
      ) : (
        <pre className="outbox-message__text">{message.text}</pre>
      )}
    </article>
  );
}
