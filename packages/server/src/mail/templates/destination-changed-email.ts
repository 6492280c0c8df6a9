import { type RenderedEmail, renderEmailLayout } from "./email-layout.ts";

/**
 * Sent to the account's own address when digests start going somewhere else. An e-reader address
 * cannot click a confirmation link, so the owner is told instead: a stolen key or session that
 * redirects the digests does not do it silently.
 */
export function renderDestinationChangedEmail(params: {
  destinationEmail: string;
  previousDestinationEmail: string | null;
  settingsUrl: string;
}): RenderedEmail {
  const from = params.previousDestinationEmail ? ` instead of ${params.previousDestinationEmail}` : "";
  return {
    subject: "Your Folio digests now go to a new address",
    ...renderEmailLayout({
      heading: "Digests have a new destination",
      preheader: `From now on your digests are sent to ${params.destinationEmail}.`,
      blocks: [
        {
          type: "paragraph",
          text: `From now on Folio sends your digests to ${params.destinationEmail}${from}.`,
        },
        { type: "button", label: "Review your settings", url: params.settingsUrl },
        {
          type: "note",
          text: "If you did not make this change, sign in, set the address back and change your password.",
        },
      ],
      footer: "You received this e-mail because the destination of your Folio digests changed.",
    }),
  };
}
