import { fallbackLinkIntro, type RenderedEmail, renderEmailLayout } from "./email-layout.ts";

/** Sent from "Forgot password"; `url` leads to /reset-password with a one-time token. */
export function renderResetPasswordEmail(params: { url: string }): RenderedEmail {
  return {
    subject: "Reset your Folio password",
    ...renderEmailLayout({
      heading: "Reset your password",
      preheader: "Choose a new password for your Folio account.",
      blocks: [
        {
          type: "paragraph",
          text: "We received a request to reset the password of your Folio account. Choose a new one with the button below.",
        },
        { type: "button", label: "Choose a new password", url: params.url },
        { type: "fallbackLink", intro: fallbackLinkIntro, url: params.url },
        {
          type: "note",
          text: "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
        },
      ],
      footer: "You received this e-mail because a password reset was requested for your Folio account.",
    }),
  };
}
