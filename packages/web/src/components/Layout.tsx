import type { ReactNode } from "react";
import { Link } from "wouter";
import { Logo } from "./Logo.tsx";
import { SandboxBanner } from "./SandboxBanner.tsx";
import { TopNavLinks } from "./TopNavLinks.tsx";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SandboxBanner />
      <header className="top-nav">
        <nav className="top-nav__inner" aria-label="Main">
          <Link href="/" className="brand">
            <Logo />
            <span>Folio</span>
          </Link>
          <TopNavLinks />
        </nav>
      </header>
      <main id="main" className="main">
        {children}
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <span>© {new Date().getFullYear()} Folio</span>
          <Link href="/privacy">Privacy Policy</Link>
        </div>
      </footer>
    </div>
  );
}
