export { renderAccountExistsEmail } from "./account-exists-email.ts";
export { renderConfirmEmail } from "./confirm-email.ts";
export { renderDestinationChangedEmail } from "./destination-changed-email.ts";
export {
  type DigestEmailParams,
  type DigestFileFormat,
  formatDigestDate,
  renderDigestEmail,
} from "./digest-email.ts";
export {
  type EmailBlock,
  type EmailLayout,
  escapeHtml,
  type RenderedEmail,
  renderEmailLayout,
} from "./email-layout.ts";
export { renderResetPasswordEmail } from "./reset-password-email.ts";
