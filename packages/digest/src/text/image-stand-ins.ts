// beehiiv's text part stands in for each picture with lines of its own: "View image: (address)",
// maybe "Follow image link: (address)", and "Caption: …", often empty. Once the addresses are
// gone only the labels would be left, words about a picture the reader cannot see. A separator
// with no line end after it carries the first line glued on ("----------View image: (…)").

const IMAGE_STAND_IN =
  /^([-=_*~]{4,})?[ \t]*View image:[ \t]*\([ \t]*https?:\/\/[^\s()]+[ \t]*\)[ \t]*(?:\n[ \t]*Follow image link:[ \t]*\([ \t]*\S+?[ \t]*\)[ \t]*)?(?:\n[ \t]*Caption:([^\n]*))?$/gm;

/**
 * The text without the picture's stand-in lines. A glued separator keeps its own line, and a
 * caption that says something (a photo's credit, what it shows) stays as a line of text, without
 * its label.
 */
export function withoutImageStandIns(text: string): string {
  return text.replace(IMAGE_STAND_IN, (_match, rule: string | undefined, caption: string | undefined) =>
    [rule, caption?.trim()].filter(Boolean).join("\n"),
  );
}
