import { apiKey } from "@better-auth/api-key";
import { MAX_API_KEY_NAME_LENGTH } from "@folio/contracts";
import type { Db } from "@folio/db/client";
import { GMAIL_PROVIDER_ID } from "@folio/db/queries";
import { account, apikey, rateLimit, session, user, verification } from "@folio/db/schema";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, bearer, genericOAuth } from "better-auth/plugins";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "../mail/mail-transport.ts";
import { renderAccountExistsEmail } from "../mail/templates/account-exists-email.ts";
import { renderConfirmEmail } from "../mail/templates/confirm-email.ts";
import { renderResetPasswordEmail } from "../mail/templates/reset-password-email.ts";
import { IPV6_BUCKET_PREFIX } from "../rate-limit/client-bucket.ts";
import { ACCOUNT_LIMITS, type AccountLimits, createAccountCounters } from "./account-limits.ts";
import { createAuthHooks, deleteResetLinks } from "./auth-hooks.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import { trustedOriginsFor } from "./trusted-origins.ts";

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** Google's discovery document, or the sandbox's when Folio runs without Google credentials. */
  discoveryUrl: string;
  /**
   * Fixed endpoints instead of discovery, for the sandbox mounted in this same server: discovery runs
   * while the auth instance starts, possibly before the server listens, and a provider whose discovery
   * failed is only retried on sign-in/link requests — token refreshes would find no provider.
   */
  endpoints?: { authorizationUrl: string; tokenUrl: string; userInfoUrl: string } | undefined;
  /**
   * The Google sandbox plays Google: it vouches for any address typed on its consent page, so its
   * word never attaches a sign-in to an existing Folio account (which may have a password). It may
   * sign in the account it created itself, or create a new one.
   */
  isSandbox?: boolean | undefined;
}

function providerEndpoints(google: GoogleOAuthConfig) {
  return google.endpoints ? { ...google.endpoints } : { discoveryUrl: google.discoveryUrl };
}

/** How many requests one API key may make per window; stored on each key when it is created. */
export interface ApiKeyRateLimit {
  maxRequests: number;
  windowMs: number;
}

export const DEFAULT_API_KEY_RATE_LIMIT: ApiKeyRateLimit = { maxRequests: 300, windowMs: 60_000 };

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = "folio_";
/** The header scripts send their key in. */
export const API_KEY_HEADER = "x-api-key";

export interface AuthConfig {
  appUrl: string;
  secret: string;
  google: GoogleOAuthConfig;
  apiKeyRateLimit?: ApiKeyRateLimit | undefined;
  /** Per-account limits on failed sign-ins and auth e-mails (default ACCOUNT_LIMITS). */
  accountLimits?: AccountLimits | undefined;
}

export const MIN_PASSWORD_LENGTH = 10;

/** Spec §4: read, modify and manage labels, plus email and openid. */
export const GMAIL_SCOPES = [
  "openid",
  "email",
  "https://www.googleapis.com/auth/gmail.readonly",
  "https://www.googleapis.com/auth/gmail.modify",
  "https://www.googleapis.com/auth/gmail.labels",
];
/** The role the admin plugin gives every new user; a sign-up for a taken address answers with it too. */
const DEFAULT_ROLE = "user";
export const BANNED_USER_MESSAGE = "This account has been disabled. Contact support if this is unexpected.";

/** Per-client limits on the endpoints people (or scripts) could hammer; counted in the database. */
const rateLimitRules = {
  "/sign-in/*": { window: 60, max: 10 },
  "/sign-up/*": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 5 },
  "/reset-password": { window: 60, max: 10 },
  "/send-verification-email": { window: 60, max: 5 },
};

export function createAuth(config: AuthConfig, deps: { db: Db; mail: MailTransport; log: Logger }) {
  const { mail, log } = deps;
  const counters = createAccountCounters(deps.db);
  const limits = config.accountLimits ?? ACCOUNT_LIMITS;
  const hooks = createAuthHooks({ db: deps.db, counters, limits });
  const sendAuthMail = async (
    to: string,
    email: { subject: string; html: string; text: string },
    tag: string,
  ) => {
    // Per address, not per client: many client addresses cannot flood one inbox either. Beyond the
    // limit nothing is sent and nothing is said, so the answer tells nobody whether the address exists.
    if ((await counters.add("auth-mails", to, limits.authMails)) > limits.authMails.max) {
      log.warn({ tag }, "an account e-mail was not sent: too many to this address this hour");
      return;
    }
    try {
      await mail.send({ to, ...email, tag });
    } catch (error) {
      log.error({ err: error, tag }, "could not send an account e-mail");
      throw error;
    }
  };

  return betterAuth({
    appName: "Folio",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.secret,
    trustedOrigins: trustedOriginsFor(config.appUrl),
    telemetry: { enabled: false },
    logger: {
      // Only the message: better-auth passes the failing error along, whose text can hold a
      // statement's bound values (a session token). Requests refused for the caller's own reasons
      // are not server errors: a revoked or mistyped API key (debug), a cross-site request (warn).
      log: (level, message) => log[callerLevel(message) ?? level]({ component: "auth" }, message),
    },
    database: drizzleAdapter(deps.db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit, apikey },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) =>
        sendAuthMail(user.email, renderResetPasswordEmail({ url }), "reset-password"),
      // The other reset links in the mailbox die with the new password; a locked-out owner is back in.
      onPasswordReset: async ({ user }) => {
        await deleteResetLinks(deps.db, user.id);
        await counters.clear("sign-in-failures", user.email);
      },
      // Sign-up answers the same for a taken address (better-auth's generic answer, as confirmation
      // is required); the owner alone is told, by e-mail.
      onExistingUserSignUp: ({ user }) =>
        sendAuthMail(
          user.email,
          renderAccountExistsEmail({
            signInUrl: new URL("/login", config.appUrl).toString(),
            resetUrl: new URL("/forgot-password", config.appUrl).toString(),
          }),
          "account-exists",
        ),
      // The made-up user of that generic answer: better-auth leaves out what the admin plugin sets
      // on a real new user (its role), which would tell a taken address from a new one.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: DEFAULT_ROLE,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link returns to /login "ready to sign in" (the product shows a confirmation there).
      autoSignInAfterVerification: false,
      sendVerificationEmail: ({ user, url }) =>
        sendAuthMail(user.email, renderConfirmEmail({ url }), "confirm-email"),
    },
    account: {
      // A Gmail address different from the sign-in e-mail may be connected (spec §4).
      accountLinking: {
        enabled: true,
        allowDifferentEmails: true,
        trustedProviders: ["google", GMAIL_PROVIDER_ID],
        disableImplicitLinking: config.google.isSandbox === true,
      },
      // Gmail tokens are encrypted at rest; getAccessToken/refreshToken decrypt them.
      encryptOAuthTokens: true,
    },
    rateLimit: { enabled: true, storage: "database", window: 60, max: 300, customRules: rateLimitRules },
    advanced: {
      // Set by our own middleware from the socket (or a trusted proxy), never taken from the client.
      // better-auth's limits (sign-in, sign-up, reset) count an IPv6 client per /64, as ours do.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: IPV6_BUCKET_PREFIX },
      // better-auth skips its Origin check when NODE_ENV is "test"; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // With a mail service, sending is a network round trip that only happens for existing
      // accounts: in the background, a reset request or sign-up takes as long for any address. The
      // outbox is a local insert, awaited so it is complete when the answer comes.
      ...(mail.kind === "outbox"
        ? {}
        : { backgroundTasks: { handler: (task: Promise<unknown>) => void task.catch(() => {}) } }),
    },
    hooks: { before: hooks.before, after: hooks.after },
    databaseHooks: {
      user: {
        create: {
          // better-auth stamps a new user's two times with two clocks' readings, a millisecond
          // apart when the server is busy; the made-up user of the sign-up answer for a taken
          // address has one. Equal times keep the two answers alike (SEC-9).
          before: async (newUser) => ({ data: { ...newUser, updatedAt: newUser.createdAt } }),
        },
      },
    },
    plugins: [
      // A bearer token must carry its signature (`set-auth-token`), as the cookie does.
      bearer({ requireSignature: true }),
      apiKey({
        apiKeyHeaders: API_KEY_HEADER,
        defaultPrefix: API_KEY_PREFIX,
        requireName: true,
        maximumNameLength: MAX_API_KEY_NAME_LENGTH,
        // The prefix plus six characters: enough to tell keys apart in Settings, useless to an attacker.
        startingCharactersConfig: { charactersLength: API_KEY_PREFIX.length + 6 },
        // The plugin's default is 10 requests a day, far too few for a script that polls progress.
        rateLimit: {
          enabled: true,
          maxRequests: (config.apiKeyRateLimit ?? DEFAULT_API_KEY_RATE_LIMIT).maxRequests,
          timeWindow: (config.apiKeyRateLimit ?? DEFAULT_API_KEY_RATE_LIMIT).windowMs,
        },
        // Keys authenticate Folio's API (tRPC and REST, see session-middleware.ts), never better-auth's
        // own endpoints: a key cannot create keys, change the password or revoke sessions.
        enableSessionForAPIKeys: false,
      }),
      admin({ bannedUserMessage: BANNED_USER_MESSAGE, defaultRole: DEFAULT_ROLE }),
      genericOAuth({
        config: [
          {
            providerId: "google",
            name: "Google",
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            ...providerEndpoints(config.google),
            scopes: ["openid", "email", "profile"],
            pkce: true,
          },
          {
            // Linked to the signed-in user with POST /api/auth/link-social { provider: "gmail" }.
            providerId: GMAIL_PROVIDER_ID,
            name: "Gmail",
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            ...providerEndpoints(config.google),
            scopes: GMAIL_SCOPES,
            pkce: true,
            // A refresh token, issued again on every connect so a reconnect replaces a revoked one.
            accessType: "offline",
            prompt: "consent",
            // Connecting Gmail never creates a Folio user.
            disableSignUp: true,
          },
        ],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type SessionUser = AuthSession["user"];

function callerLevel(message: string): "debug" | "warn" | undefined {
  if (message.startsWith("Failed to validate API key")) return "debug";
  // A cross-site request, or a sandbox sign-in for an address that already has an account.
  if (message.startsWith("Invalid origin") || message === "account_not_linked") return "warn";
  return undefined;
}
