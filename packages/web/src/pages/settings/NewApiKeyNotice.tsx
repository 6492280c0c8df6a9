import { useEffect, useId, useRef, useState } from "react";

/**
 * The new key's secret, shown this once (the server keeps only a hash): selectable, with a Copy
 * button and a plain warning. Focus moves here so keyboard and screen-reader users find it.
 */
export function NewApiKeyNotice({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => heading.current?.focus(), []);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  }

  return (
    <section className="api-key-secret" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Your new key “{name}”
      </h3>
      <p className="api-key-secret__warning" id={`${id}-warning`}>
        Copy it now and keep it somewhere safe: it won't be shown again.
      </p>
      <div className="api-key-secret__row">
        <input
          className="api-key-secret__value"
          aria-label="New API key"
          aria-describedby={`${id}-warning`}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copySecret}>
          {copy === "copied" ? "Copied!" : "Copy"}
        </button>
      </div>
      <p className="field__hint" role="status">
        {copy === "copied" && "The key is on your clipboard."}
        {copy === "failed" && "Copying failed — select the key and copy it yourself."}
      </p>
      <button type="button" className="button button--secondary button--small" onClick={onDone}>
        I've saved it
      </button>
    </section>
  );
}
