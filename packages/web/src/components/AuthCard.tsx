import type { ReactNode } from "react";

/** The narrow card every sign-in, sign-up and password page sits in. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="auth-card card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title">{title}</h1>
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </section>
  );
}
