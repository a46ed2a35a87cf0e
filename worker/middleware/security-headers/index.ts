import { NONCE, secureHeaders } from 'hono/secure-headers'

/**
 * Hono's secure headers with the storefront's policy: scripts only with the per-response nonce (the one module
 * script of an island page), no inline script or eval; styles inline (the critical CSS is in the page).
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin requests keep their Referer and a real Origin (with `no-referrer` a form post's Origin is "null");
    // nothing leaves for other sites.
    referrerPolicy: 'same-origin',
  })
}
