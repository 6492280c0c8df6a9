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
  const headers = secureHeaders({
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
    // Folio uses none of the browser's powerful features; no page (nor anything framed) may ask.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      displayCapture: [],
      fullscreen: ["self"],
    },
  });
  return async (c, next) => {
    await headers(c, next);
    // API answers are the signed-in user's data (and download links): never kept by a cache or the
    // browser's back/forward history. Answers that chose their own caching (digest files) keep it.
    if (!c.req.path.startsWith("/api/") || c.res.headers.has("cache-control")) return;
    try {
      c.res.headers.set("cache-control", "no-store");
    } catch {
      // A response with immutable headers (Response.redirect): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("cache-control", "no-store");
    }
  };
}
