import { Link } from "wouter";

export function NotFoundPage() {
  return (
    <section className="not-found">
      <p className="not-found__code">404</p>
      <h1>Page not found</h1>
      <p className="muted">The page you were looking for doesn't exist or has moved.</p>
      <Link href="/" className="button">
        Back to home
      </Link>
    </section>
  );
}
