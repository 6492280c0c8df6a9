// A mailer fills in the reader's name where the template says so: "Hi *|FNAME|*," becomes "Hi Ana,".
// When it does not (a test send, a forwarded copy, a field left empty), the tag itself arrives,
// and a book should not greet its reader with "Hi *|FNAME|*,". An unfilled tag is taken out with
// the space before it, so the greeting reads "Hi,"; a tag with a fallback ("{{ first_name |
// default: 'friend' }}") becomes its fallback, as the mailer would have made it.
//
// Mailchimp's *|TAG|* is unmistakable whatever its name. The other syntaxes ({{…}}, [..], {…},
// %%…%%, «…») also write code and prose, so they count only around a field for the reader's name
// or address.

/** Fields that hold the reader's name, salutation or address, in the ESPs' usual spellings. */
const FIELD =
  "(?:(?:subscriber|contact|recipient|user|person|customer|member|lead|profile|params|data)[._])?" +
  "(?:first[ _-]?name|firstname|fname|last[ _-]?name|lastname|lname|full[ _-]?name|fullname|name|" +
  "e-?mail(?:[ _-]?address)?|emailaddr|salutation|greeting|vorname|nachname|anrede|pr[ée]nom|" +
  "nombre|apellidos?|nome|cognome|voornaam|achternaam|naam|primeiro[ _]?nome|apelido)";

/** A field alone: what a tag's inside must be, unless it is Mailchimp's. */
const FIELD_ONLY = new RegExp(`^${FIELD}$`, "i");

/** A Liquid or Handlebars inside with its fallback: `subscriber.first_name | default: "friend"`. */
const WITH_FALLBACK =
  /^(?<field>[\w. -]+?)\s*(?:\|\s*default\s*[:(]\s*|,\s*fallback\s*=\s*)["'“‘]?(?<fallback>[^"'”’{}|)]*?)["'”’]?\s*\)?$/i;

// The shapes of a tag, each with its inside. Matching the shapes first and the field names only
// inside them keeps the pattern small: one with every field name in each shape took tens of
// milliseconds to compile, in every digest's first newsletter.
const TAG_IN_TEXT = new RegExp(
  [
    "(?<lead>[^\\S\\n]*)(?:",
    // Mailchimp: *|FNAME|*, *|MC:SUBJECT|*
    "\\*\\|(?<mailchimp>[A-Z0-9_:]+)\\|\\*",
    // Liquid, Handlebars, HubSpot, Brevo, Kit: {{ subscriber.first_name | default: "friend" }}
    "|\\{\\{-?\\s*(?<liquid>[^{}\\n]{1,80}?)\\s*-?\\}\\}",
    // Salesforce and older SendGrid: %%FirstName%%
    "|%%(?<percent>[\\w.]{1,40})%%",
    // [FNAME], [[first_name]], {firstname}, {$name}, #FNAME#, «Vorname», <<First Name>>
    "|\\[\\[?(?<square>[^[\\]\\n]{1,40})\\]\\]?|\\{\\$?(?<brace>[\\w. -]{1,40})\\}|#(?<hash>\\w{1,40})#",
    "|«(?<guillemets>[^»\\n]{1,40})»|<<(?<angles>[^<>\\n]{1,40})>>",
    ")(?<punct>[^\\S\\n]*[,;:])?(?<trail>[^\\S\\n]*)",
  ].join(""),
  "g",
);

/** Cheap test for anything that could open a tag, so most text skips the pattern. */
const MAY_HOLD_TAG = /\*\||\{|%%|\[|#\w|«|<</;

/** What the tag stands for: undefined when it is no merge tag, "" when unfilled, else its fallback. */
function tagValue(groups: Record<string, string | undefined>): string | undefined {
  if (groups.mailchimp !== undefined) return "";
  const liquid = groups.liquid?.trim();
  if (liquid !== undefined) {
    const withFallback = WITH_FALLBACK.exec(liquid);
    if (withFallback)
      return FIELD_ONLY.test(withFallback.groups!.field!) ? withFallback.groups!.fallback!.trim() : undefined;
    return FIELD_ONLY.test(liquid) ? "" : undefined;
  }
  const inside =
    groups.percent ?? groups.square ?? groups.brace ?? groups.hash ?? groups.guillemets ?? groups.angles;
  return inside !== undefined && FIELD_ONLY.test(inside.trim()) ? "" : undefined;
}

/**
 * A placeholder the author writes about rather than one the mailer left unfilled: inside a quoted
 * string (`println!("Hello {name}!")`, `'{NAME} is due'`), glued to code before it (`f"…{name}"`),
 * or, in the braces and brackets that code also uses, named in the middle of a sentence ("only its
 * first {NAME} is replaced"). Mailchimp's *|TAG|* is never code.
 */
function writtenAsCode(text: string, match: RegExpExecArray | RegExpMatchArray): boolean {
  const groups = match.groups!;
  if (groups.mailchimp !== undefined) return false;
  const start = match.index! + (groups.lead?.length ?? 0);
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text.slice(lineStart, start);
  if ((before.match(/"/g)?.length ?? 0) % 2 === 1) return true;
  if (/[\p{L}\p{N}'"(=`]$/u.test(before)) return true;
  const sentenceGoesOn =
    groups.punct === undefined &&
    /^[^\S\n]+\p{Ll}/u.test(text.slice(match.index! + match[0].length - (groups.trail?.length ?? 0)));
  return groups.liquid === undefined && groups.percent === undefined && sentenceGoesOn;
}

/**
 * The text without unfilled merge tags: a tag before punctuation or at the end goes with the space
 * before it ("Hi *|FNAME|*," → "Hi,"), one opening the text with the comma after it ("*|FNAME|*,
 * here is your week" → "Here is your week"), one between words with the space after it.
 */
export function withoutMergeTags(text: string): string {
  if (!MAY_HOLD_TAG.test(text)) return text;
  let result = "";
  let from = 0;
  let capitalise = false;
  const append = (piece: string) => {
    if (capitalise && /\p{L}/u.test(piece)) {
      piece = piece.replace(/\p{L}/u, (letter) => letter.toUpperCase());
      capitalise = false;
    }
    result += piece;
  };
  for (const match of text.matchAll(TAG_IN_TEXT)) {
    const value = tagValue(match.groups!);
    if (value === undefined || writtenAsCode(text, match)) continue;
    const { lead = "", punct = "", trail = "" } = match.groups!;
    const end = match.index + match[0].length;
    append(text.slice(from, match.index));
    from = end;
    if (value) append(`${lead}${value}${punct}${trail}`);
    else if (/(?:^|\n)[^\S\n]*$/.test(result)) {
      // The text or a line of it opened with the tag: what follows opens it now.
      result += lead;
      capitalise = true;
    } else {
      // Tags in a row leave one gap, not one per tag.
      const spaced = /[^\S\n]$/.test(result) || lead !== "" || trail !== "";
      result = result.replace(/[^\S\n]+$/, "");
      if (punct) result += `${punct.trimStart()}${trail}`;
      else if (end < text.length && !/[.!?)\]]/.test(text.charAt(end)) && spaced) result += " ";
    }
  }
  if (from === 0) return text;
  append(text.slice(from));
  return result;
}
