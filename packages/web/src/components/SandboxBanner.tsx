import { trpc } from "../trpc.ts";

/** Says plainly when a local stand-in replaces Google or the mail service, so nobody is surprised. */
export function SandboxBanner() {
  const info = trpc.system.info.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (!info.data) return null;
  const { google, mail } = info.data;
  if (google !== "sandbox" && mail !== "outbox") return null;
  return (
    <aside className="sandbox-banner" aria-label="Demo mode">
      {google === "sandbox" && <span>Google sandbox: sign-in and Gmail are simulated locally.</span>}
      {mail === "outbox" && (
        <span>
          E-mails go to the <a href="/dev/outbox">outbox</a>.
        </span>
      )}
    </aside>
  );
}
