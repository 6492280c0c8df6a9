const SIGNED_HEADER = /^-----BEGIN PGP SIGNED MESSAGE-----[ \t]*\n(?:[A-Za-z-]+: [^\n]*\n)*/m;
const SIGNATURE =
  /^-----BEGIN PGP SIGNATURE-----[ \t]*\n[\s\S]*?(?:^-----END PGP SIGNATURE-----[ \t]*$|(?![\s\S]))/m;

/**
 * The text of an OpenPGP clear-signed message (RFC 4880, section 7) as its author wrote it: the
 * armour lines, the hash header and the signature block are machinery, not words for a reader,
 * and the signer's dash-escaping ("- " before lines that start with a dash) is undone.
 */
export function withoutPgpArmor(text: string): string {
  const header = SIGNED_HEADER.exec(text);
  const signature = SIGNATURE.exec(text);
  if (!header && !signature) return text;
  const start = header ? header.index + header[0].length : 0;
  const end = signature && signature.index >= start ? signature.index : text.length;
  let signed = text.slice(start, end);
  if (header) signed = signed.replace(/^- /gm, "");
  const before = header ? text.slice(0, header.index) : "";
  const after =
    signature && signature.index >= start ? text.slice(signature.index + signature[0].length) : "";
  return `${before}${signed}${after}`;
}
