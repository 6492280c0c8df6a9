export interface GmailAccessTest {
  summary: { gmail_profile_works: boolean; gmail_labels_works: boolean };
  tests: { errors: string[] };
}

/** Shown after connecting when Google granted less than Folio needs (spec §8). */
export function AccessLimitedPanel({ result }: { result: GmailAccessTest }) {
  const { gmail_profile_works: profile, gmail_labels_works: labels } = result.summary;
  if (profile && labels) return null;
  return (
    <section className="message message--warning" role="alert">
      <strong>Gmail API access limited</strong>
      <ul className="check-list">
        <li>{profile ? "✓" : "✗"} Read your Gmail profile</li>
        <li>{labels ? "✓" : "✗"} Read your Gmail labels</li>
      </ul>
      {result.tests.errors.length > 0 && (
        <ul>
          {result.tests.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
