// Every string that goes into the EPUB's XHTML, NCX or OPF passes through here. XML 1.0 has no
// way to write C0 controls (other than tab and newlines), U+FFFE/U+FFFF or lone surrogates, even
// escaped: one in a subject line would make the whole book malformed, so they are dropped.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** The text with every character XML 1.0 cannot hold removed. */
export function xmlText(text: string): string {
  return (text as string & { toWellFormed(): string }).toWellFormed().replace(NOT_XML, "");
}

/** Text safe inside XML element content and attribute values. */
export function escapeXml(text: string): string {
  return xmlText(text).replace(/[&<>"']/g, (char) => {
    switch (char) {
      case "&":
        return "&amp;";
      case "<":
        return "&lt;";
      case ">":
        return "&gt;";
      case '"':
        return "&quot;";
      default:
        return "&#39;";
    }
  });
}
