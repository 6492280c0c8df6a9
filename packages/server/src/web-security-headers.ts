import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response, the built web app's pages above all.
 *
 * Scripts only from Folio's own origin: the production build has no inline script. Styles also
 * allow 'unsafe-inline' because the outbox shows e-mails in an `<iframe srcdoc>`, which inherits
 * this policy, and e-mail HTML is styled inline; React's `style` props are set through the CSSOM and
 * would pass either way. The sandbox's consent page (/sandbox) has one inline `<style>` and a form
 * that posts to its own origin. In FOLIO_DEV, Vite serves the pages itself (its HMR client needs an
 * inline script and a websocket), so this policy does not reach them.
 */
export function webSecurityHeaders(options: { appUrl: string }): MiddlewareHandler {
  const https = options.appUrl.startsWith("https://");
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    // Only over https: a browser ignores it on http, and localhost must stay reachable over http.
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
  });
}
