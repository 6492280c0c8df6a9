import { describe, expect, it } from "vitest";
import { parseSearchQuery, type SearchableMessage } from "./search-query.ts";

const now = Date.UTC(2025, 4, 20);
const message: SearchableMessage = {
  labelIds: ["INBOX", "UNREAD", "Label_1", "CATEGORY_PROMOTIONS"],
  labelSearchNames: ["inbox", "unread", "read-later", "category_promotions"],
  from: "Northwind Outfitters <deals@northwind.example>",
  to: "reader@example.com",
  subject: "Up to 30% off trail essentials",
  internalDate: now - 3 * 86_400_000,
  hasAttachment: false,
  searchText: "up to 30% off trail essentials northwind daypacks",
};
const matches = (q: string) => parseSearchQuery(q).matches(message, now);

describe("parseSearchQuery", () => {
  it("understands Gmail's common operators", () => {
    expect(matches("label:read-later")).toBe(true);
    expect(matches('label:"Read Later"')).toBe(true);
    expect(matches("label:Label_1 in:inbox is:unread category:promotions")).toBe(true);
    expect(matches("from:northwind subject:(trail essentials)")).toBe(true);
    expect(matches("newer_than:7d older_than:2d after:2025/05/01 before:2025-05-20")).toBe(true);
    expect(matches("newer_than:2d")).toBe(false);
    expect(matches("-label:read-later")).toBe(false);
    expect(matches("daypacks")).toBe(true);
    expect(matches("has:attachment")).toBe(false);
  });

  it("ignores operators it does not know", () => {
    expect(matches("filename:pdf size:1M label:read-later")).toBe(true);
    expect(matches("-deliveredto:someone")).toBe(true);
  });

  it("notices when the query itself asks for trash or spam", () => {
    expect(parseSearchQuery("in:trash").mentionsSpamOrTrash).toBe(true);
    expect(parseSearchQuery("label:x").mentionsSpamOrTrash).toBe(false);
  });
});
