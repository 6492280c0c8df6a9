/** The empty queue: what to do in Gmail to fill it (spec §2). */
export function EmptyQueueWelcome({ labelName }: { labelName: string }) {
  return (
    <section className="empty-queue card" aria-labelledby="empty-queue-title">
      <h2 id="empty-queue-title">Welcome to your queue</h2>
      <p className="muted">Your queue is empty. Add a newsletter in three steps:</p>
      <ol>
        <li>Find a newsletter you want to read in Gmail.</li>
        <li>
          Apply the <strong>{labelName}</strong> label to it.
        </li>
        <li>
          Come back here and click <strong>Check for New Emails</strong>.
        </li>
      </ol>
    </section>
  );
}
