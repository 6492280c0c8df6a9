import { fallbackLinkIntro, type RenderedEmail, renderEmailLayout } from "./email-layout.ts";

/** Sent after sign-up; `url` is the confirmation link. */
export function renderConfirmEmail(params: { url: string }): RenderedEmail {
  return {
    subject: "Confirm your Folio account",
    ...renderEmailLayout({
      heading: "Confirm your e-mail address",
      preheader: "One click and your Folio account is ready.",
      blocks: [
        {
          type: "paragraph",
          text: "Welcome to Folio! Please confirm that this is your e-mail address to finish creating your account.",
        },
        { type: "button", label: "Confirm my account", url: params.url },
        { type: "fallbackLink", intro: fallbackLinkIntro, url: params.url },
        { type: "note", text: "If you did not sign up for Folio, you can ignore this e-mail." },
      ],
      footer: "You received this e-mail because someone signed up for Folio with this address.",
    }),
  };
}
