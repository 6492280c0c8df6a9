/** `folio --help`; the README repeats the usage and exit codes. */
export const USAGE = `Usage: folio <command> [options]

Commands:
  queue                      List the newsletters waiting in your queue
  sync [--wait]              Check Gmail's Read Later label for new newsletters
  digest [--wait]            Build a digest of everything queued and e-mail it
  digests                    List your latest digests and their files
  download <id>              Save a digest's files (to the current directory)

Options:
  --format pdf|epub|both     digest: the format (default: your setting)
  --wait                     sync, digest: wait until done, with a progress bar on stderr
  --timeout <seconds>        with --wait: give up after this long (sync 600, digest 900)
  --limit <n>                queue: list at most n emails
  --out <dir>                download: write the files here instead
  --url <url>                Folio's address (default: $FOLIO_URL, else http://localhost:3000)
  --json                     Print one JSON document on stdout, for scripts
  -h, --help                 Show this help

Environment:
  FOLIO_URL                  Folio's address, e.g. https://folio.example.com
  FOLIO_API_KEY              An API key from Settings → API keys (required)

Exit codes:
  0  success
  1  the operation failed (sync or digest error, empty queue, digest not found)
  2  usage error (unknown command or option, FOLIO_API_KEY not set)
  3  authentication failed (HTTP 401/403: the key is wrong, revoked or expired)
  4  rate limited (HTTP 429: too many requests with this key, or today's digest limit; retry later)
  5  Folio could not be reached
  6  --wait timed out (the operation may still finish on the server)
`;
