/** The scopes the sandbox knows, how the consent page words them, and which ones Gmail methods accept. */

export const GMAIL_SCOPE = {
  full: "https://mail.google.com/",
  readonly: "https://www.googleapis.com/auth/gmail.readonly",
  modify: "https://www.googleapis.com/auth/gmail.modify",
  labels: "https://www.googleapis.com/auth/gmail.labels",
  insert: "https://www.googleapis.com/auth/gmail.insert",
  metadata: "https://www.googleapis.com/auth/gmail.metadata",
  send: "https://www.googleapis.com/auth/gmail.send",
  compose: "https://www.googleapis.com/auth/gmail.compose",
} as const;

const USERINFO_EMAIL = "https://www.googleapis.com/auth/userinfo.email";
const USERINFO_PROFILE = "https://www.googleapis.com/auth/userinfo.profile";

/** Google answers with the long form of the short OpenID scopes. */
const ALIASES: Record<string, string> = { email: USERINFO_EMAIL, profile: USERINFO_PROFILE };

const DESCRIPTIONS: Record<string, string> = {
  openid: "Confirm that this is you",
  [USERINFO_EMAIL]: "See your primary email address",
  [USERINFO_PROFILE]: "See your name and profile picture",
  [GMAIL_SCOPE.readonly]: "Read your email messages and settings",
  [GMAIL_SCOPE.modify]: "Read, change and organise your email, but not delete it permanently",
  [GMAIL_SCOPE.labels]: "See and edit your email labels",
  [GMAIL_SCOPE.insert]: "Add emails to your mailbox",
  [GMAIL_SCOPE.metadata]: "See your email labels and headers, but not the message bodies",
  [GMAIL_SCOPE.send]: "Send email on your behalf",
  [GMAIL_SCOPE.compose]: "Manage drafts and send email",
  [GMAIL_SCOPE.full]: "Read, compose, send and permanently delete all your email",
};

export function normalizeScopes(scope: string): string[] {
  return [
    ...new Set(
      scope
        .split(/\s+/)
        .filter(Boolean)
        .map((s) => ALIASES[s] ?? s),
    ),
  ];
}

export function unknownScopes(scopes: readonly string[]): string[] {
  return scopes.filter((s) => !(s in DESCRIPTIONS));
}

export function describeScope(scope: string): string {
  return DESCRIPTIONS[scope] ?? scope;
}

export function grantsEmail(scopes: readonly string[]): boolean {
  return scopes.includes(USERINFO_EMAIL);
}

export function grantsProfile(scopes: readonly string[]): boolean {
  return scopes.includes(USERINFO_PROFILE);
}

/** Which scopes let a Gmail method run (any one is enough), following Gmail's API reference. */
export const GMAIL_ACCESS = {
  read: [GMAIL_SCOPE.full, GMAIL_SCOPE.modify, GMAIL_SCOPE.readonly, GMAIL_SCOPE.metadata],
  readBodies: [GMAIL_SCOPE.full, GMAIL_SCOPE.modify, GMAIL_SCOPE.readonly],
  profile: [
    GMAIL_SCOPE.full,
    GMAIL_SCOPE.modify,
    GMAIL_SCOPE.readonly,
    GMAIL_SCOPE.metadata,
    GMAIL_SCOPE.compose,
  ],
  listLabels: [
    GMAIL_SCOPE.full,
    GMAIL_SCOPE.modify,
    GMAIL_SCOPE.readonly,
    GMAIL_SCOPE.metadata,
    GMAIL_SCOPE.labels,
  ],
  manageLabels: [GMAIL_SCOPE.full, GMAIL_SCOPE.modify, GMAIL_SCOPE.labels],
  modify: [GMAIL_SCOPE.full, GMAIL_SCOPE.modify],
  insert: [GMAIL_SCOPE.full, GMAIL_SCOPE.modify, GMAIL_SCOPE.insert],
  delete: [GMAIL_SCOPE.full],
} as const;
