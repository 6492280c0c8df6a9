import { Link } from "wouter";
import { useAuth } from "../auth/AuthProvider.tsx";
import { AccountDeletedNotice } from "../components/AccountDeletedNotice.tsx";
import { WaitlistForm } from "../components/WaitlistForm.tsx";

const features = [
  {
    title: "Sync your newsletters",
    body: "Label a newsletter “Read Later” in Gmail and Folio picks it up. Nothing else in your inbox is touched.",
  },
  {
    title: "Compile them into digests",
    body: "One clean PDF or EPUB with a table of contents, calm typography and no tracking pixels or clutter.",
  },
  {
    title: "Read anywhere",
    body: "The digest arrives by e-mail — straight to your Kindle, Kobo, tablet or phone, ready when you are.",
  },
];

const reasons = [
  {
    title: "Never miss content",
    body: "Everything you saved is gathered in one place instead of sinking in your inbox.",
  },
  {
    title: "Read at your own pace",
    body: "Digests wait for you, offline, on the device you like reading on.",
  },
  {
    title: "Distraction-free reading",
    body: "No notifications, no ads, no links pulling you away mid-sentence.",
  },
  {
    title: "Your data stays private",
    body: "Folio reads only the e-mails you label and never shares them with anyone.",
  },
];

export function LandingPage() {
  const auth = useAuth();
  return (
    <div className="landing">
      <AccountDeletedNotice />
      <section className="hero">
        <h1 className="hero__title">Your newsletters, bound into something you'll actually read</h1>
        <p className="hero__tagline">Transform your newsletter overflow into organized, digestible reads</p>
        {auth.status === "signed-in" ? (
          <Link href="/dashboard" className="button button--large">
            Go to App
          </Link>
        ) : (
          <div className="hero__cta">
            <h2 className="visually-hidden">Join the waitlist</h2>
            <WaitlistForm />
          </div>
        )}
      </section>

      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title" className="section-title">
          How it works
        </h2>
        <ol className="feature-grid">
          {features.map((feature, index) => (
            <li key={feature.title} className="card feature">
              <span className="feature__step" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="why" aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          Why Folio?
        </h2>
        <ul className="why-list">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <strong>{reason.title}</strong>
              <span>{reason.body}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
