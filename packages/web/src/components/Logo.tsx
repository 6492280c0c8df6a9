export function Logo() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <title>Folio</title>
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 8h11a3 3 0 0 1 3 3v13H12a3 3 0 0 1-3-3z" fill="#f6f1e7" />
      <path d="M13 13h6M13 17h6M13 21h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
