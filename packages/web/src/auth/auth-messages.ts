import type { AuthErrorLike } from "./auth-client.ts";

// Every user-facing authentication text of the product specification (§8), in one place.

/** The server's minimum (packages/server/src/auth/create-auth.ts); the spec's texts name it. */
export const MIN_PASSWORD_LENGTH = 10;
export const PASSWORD_HINT = `Must be at least ${MIN_PASSWORD_LENGTH} characters long`;

export const SIGN_IN_MESSAGES = {
  unconfirmed: "Please confirm your email before signing in.",
  invalid: "Incorrect email or password.",
  disabled: "This account has been disabled. Contact support if this is unexpected.",
  expired: "The sign-in link has expired. Request a new link and try again.",
  rateLimited: "Too many login attempts. Please wait a moment and try again.",
  fallback: "Unable to sign in. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

export const SIGN_UP_MESSAGES = {
  exists: "An account with this email already exists. Try signing in instead.",
  invalidEmail: "Please enter a valid email address.",
  weakPassword: "Password does not meet the requirements.",
  rateLimited: "Too many sign up attempts. Please wait and try again.",
  fallback: "Unable to sign up. Please try again.",
  unexpected: "An error occurred during sign up",
  noConfirmation: "Failed to send confirmation email. Please try again.",
  mismatch: "Passwords do not match",
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
} as const;

export const SESSION_MESSAGES = {
  unreachable: "Unable to reach the authentication service. Please try again.",
  restore: "Unable to restore your session. Please sign in again.",
  callback: "Unable to complete sign in. Please try again.",
  signOut: "Unable to sign out. Please try again.",
} as const;

export const RESET_MESSAGES = {
  sendFailed: "Failed to send reset password email. Please try again.",
  sent: "If an account exists with this email, you will receive a password reset link. Please check your email (including spam folder).",
  emailRequired: "Please enter your email address",
  bothRequired: "Please fill in both fields.",
  mismatch: "Passwords do not match.",
  success: "Password reset successfully! You can now log in.",
  failed: "Failed to reset password.",
  invalidLink: "Reset link is invalid or has expired",
  noSession: "No valid reset session found. Please request a new password reset link.",
} as const;

export function signInErrorMessage(error: AuthErrorLike): string {
  const code = error.code ?? "";
  if (error.status === 429 || code.includes("RATE_LIMIT")) return SIGN_IN_MESSAGES.rateLimited;
  if (code === "EMAIL_NOT_VERIFIED") return SIGN_IN_MESSAGES.unconfirmed;
  if (code === "BANNED_USER") return SIGN_IN_MESSAGES.disabled;
  if (code.includes("EXPIRED")) return SIGN_IN_MESSAGES.expired;
  if (
    code.startsWith("INVALID_EMAIL") ||
    code === "INVALID_PASSWORD" ||
    code.includes("CREDENTIAL") ||
    error.status === 401
  ) {
    return SIGN_IN_MESSAGES.invalid;
  }
  return error.message || SIGN_IN_MESSAGES.fallback;
}

export function signUpErrorMessage(error: AuthErrorLike): string {
  const code = error.code ?? "";
  if (error.status === 429) return SIGN_UP_MESSAGES.rateLimited;
  if (code.startsWith("USER_ALREADY_EXISTS")) return SIGN_UP_MESSAGES.exists;
  if (code === "INVALID_EMAIL" || (code === "VALIDATION_ERROR" && /email/i.test(error.message ?? ""))) {
    return SIGN_UP_MESSAGES.invalidEmail;
  }
  if (code.startsWith("PASSWORD_") || code === "INVALID_PASSWORD")
    return error.message || SIGN_UP_MESSAGES.weakPassword;
  return error.message || SIGN_UP_MESSAGES.fallback;
}

/**
 * The Google sandbox never signs into an account that already exists (it vouches for any address):
 * the owner signs in with their password.
 */
export const ACCOUNT_NOT_LINKED_MESSAGE =
  "An account with this email already exists. Sign in with your password instead.";

/** Errors better-auth puts in the URL when it redirects back (e.g. `?error=INVALID_TOKEN`). */
export function callbackErrorMessage(error: string, description: string | null): string {
  if (description) return description;
  switch (error) {
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return "This confirmation link is invalid or has expired. Sign in to get a new one.";
    case "access_denied":
      return "Sign-in was cancelled.";
    case "account_not_linked":
      return ACCOUNT_NOT_LINKED_MESSAGE;
    default:
      return SESSION_MESSAGES.callback;
  }
}
