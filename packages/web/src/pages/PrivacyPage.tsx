export const PRIVACY_CONTACT = "privacy@folio.app";

export function PrivacyPage() {
  return (
    <article className="prose">
      <h1>Privacy Policy</h1>
      <p className="muted">Effective date: May 8, 2025</p>
      <p>
        Folio compiles the newsletters you choose into digests you can read anywhere. This page explains what
        we read, where it is kept and what you can ask of us.
      </p>
      <h2>What we read</h2>
      <p>
        We only read the emails you label for Folio in Gmail. We do not read, index or store any other message
        in your mailbox.
      </p>
      <h2>Where your data is kept</h2>
      <p>
        Your data is kept in a private backend that only Folio operates. Your Gmail access is stored encrypted
        and used solely to fetch and label the newsletters you chose.
      </p>
      <h2>Sharing</h2>
      <p>We do not share, sell or rent your data to third parties.</p>
      <h2>Children</h2>
      <p>Folio is not intended for children under 13, and we do not knowingly collect data from them.</p>
      <h2>Deleting your data</h2>
      <p>
        You can request deletion of your data at any time by contacting us by email at{" "}
        <a href={`mailto:${PRIVACY_CONTACT}`}>{PRIVACY_CONTACT}</a>.
      </p>
    </article>
  );
}
