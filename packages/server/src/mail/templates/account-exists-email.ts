import { fallbackLinkIntro, type RenderedEmail, renderEmailLayout } from "./email-layout.ts";

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an account:
 * sign-up answers the same either way, so only the owner learns the account exists.
 */
export function renderAccountExistsEmail(params: { signInUrl: string; resetUrl: string }): RenderedEmail {
  return {
    subject: "You already have a Folio account",
    ...renderEmailLayout({
      heading: "You already have an account",
      preheader: "Someone tried to sign up for Folio with this address.",
      blocks: [
        {
          type: "paragraph",
          text: "Someone just tried to create a Folio account with this e-mail address, which already has one. If it was you, sign in instead.",
        },
        { type: "button", label: "Sign in to Folio", url: params.signInUrl },
        { type: "fallbackLink", intro: fallbackLinkIntro, url: params.signInUrl },
        {
          type: "paragraph",
          text: `Forgot your password? Choose a new one at ${params.resetUrl}`,
        },
        {
          type: "note",
          text: "If it was not you, you can ignore this e-mail: nothing about your account has changed.",
        },
      ],
      footer: "You received this e-mail because someone signed up for Folio with this address.",
    }),
  };
}
