import type { RouterOutputs } from "@folio/server/trpc";
import { trpc } from "../trpc.ts";

type RuntimeInfo = RouterOutputs["system"]["info"];

/** What the server wrote into the page about the services it runs against (absent under Vite's dev server). */
function runtimeFromPage(): RuntimeInfo | undefined {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  const google = meta("folio-google");
  const mail = meta("folio-mail");
  if ((google === "google" || google === "sandbox") && (mail === "postmark" || mail === "outbox"))
    return { google, mail };
  return undefined;
}

/** Says plainly when a local stand-in replaces Google or the mail service, so nobody is surprised. */
export function SandboxBanner() {
  const info = trpc.system.info.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    initialData: runtimeFromPage,
  });
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
