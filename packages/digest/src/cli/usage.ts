/** `folio-digest --help`; the README repeats it (a test keeps the two equal). */
export const USAGE = `Usage: folio-digest build <file.eml|folder>… --out <dir> [options]

Turns newsletters saved as .eml files into one PDF and/or EPUB book, offline:
no server, no database, no Gmail. A folder stands for the .eml files directly in it.

Options:
  --format pdf|epub|both     the book's format (default: both)
  --out <dir>                where the book goes (created if missing)
  --report <file.json>       also write a JSON report: per newsletter its words, images, links
                             and warnings; the parts written; timings
  --title <text>             the book's title (default: "Folio Digest — <date>")
  --date <YYYY-MM-DD>        the book's date and file names (default: today)
  --allow-host <host[:port]> fetch images from this host even on a private address (repeatable)
  --no-images                download no images (images inside the messages are still used)
  -h, --help                 show this help

Exit codes:
  0  the book was written
  1  nothing was written: an input could not be read, or the book could not be made
  2  usage error (unknown option, missing --out, no input)
  3  the book was written, but some newsletters could not be read (they are marked in it)
`;
