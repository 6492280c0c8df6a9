/** Gmail's system labels as labels.list returns them (ids are also their names). */

export interface GmailLabel {
  id: string;
  name: string;
  type: "system" | "user";
  messageListVisibility?: "show" | "hide";
  labelListVisibility?: "labelShow" | "labelShowIfUnread" | "labelHide";
  color?: { textColor: string; backgroundColor: string };
}

const HIDDEN = { messageListVisibility: "hide", labelListVisibility: "labelHide" } as const;

export const SYSTEM_LABELS: readonly GmailLabel[] = [
  { id: "CHAT", name: "CHAT", type: "system", ...HIDDEN },
  { id: "SENT", name: "SENT", type: "system" },
  { id: "INBOX", name: "INBOX", type: "system" },
  { id: "IMPORTANT", name: "IMPORTANT", type: "system", ...HIDDEN },
  { id: "TRASH", name: "TRASH", type: "system", ...HIDDEN },
  { id: "DRAFT", name: "DRAFT", type: "system", ...HIDDEN },
  { id: "SPAM", name: "SPAM", type: "system", ...HIDDEN },
  { id: "CATEGORY_FORUMS", name: "CATEGORY_FORUMS", type: "system", ...HIDDEN },
  { id: "CATEGORY_UPDATES", name: "CATEGORY_UPDATES", type: "system", ...HIDDEN },
  { id: "CATEGORY_PERSONAL", name: "CATEGORY_PERSONAL", type: "system", ...HIDDEN },
  { id: "CATEGORY_PROMOTIONS", name: "CATEGORY_PROMOTIONS", type: "system", ...HIDDEN },
  { id: "CATEGORY_SOCIAL", name: "CATEGORY_SOCIAL", type: "system", ...HIDDEN },
  { id: "STARRED", name: "STARRED", type: "system" },
  { id: "UNREAD", name: "UNREAD", type: "system" },
];

/** Names a user label may not take, compared case-insensitively (Gmail reserves these). */
export const RESERVED_LABEL_NAMES = new Set([
  ...SYSTEM_LABELS.map((l) => l.name.toLowerCase()),
  "inbox",
  "sent",
  "sent mail",
  "drafts",
  "spam",
  "trash",
  "starred",
  "important",
  "chats",
  "all mail",
  "unread",
]);
