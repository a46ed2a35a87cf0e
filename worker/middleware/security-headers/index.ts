import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { secureHeaders } from 'hono/secure-headers'
import { inlineScriptHashes } from '../../render/inline-scripts'

/**
 * Hono's secure headers with the storefront's policy: no script runs but the page's own inline scripts, allowed by
 * their hashes (fixed text, so a copy from the edge cache is the same for everyone and nothing a visitor typed can
 * pass for one), and what those load; no eval; styles inline (the critical CSS is in the page).
 */
export function securityHeaders() {
  // Built at the first request (the hashes come from Web Crypto), then the same header strings for every response.
  let headers: MiddlewareHandler | undefined
  return createMiddleware(async function securityHeaders(c, next) {
    headers ??= secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: [...(await inlineScriptHashes()), "'strict-dynamic'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // Internet Explorer's download prompt, Flash/Acrobat's cross-domain files, and DNS prefetching of links to other
      // hosts (a page links only to its own origin): every page would carry their bytes for nothing.
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
      // Same-origin requests keep their Referer and a real Origin (with `no-referrer` a form post's Origin is "null");
      // nothing leaves for other sites.
      referrerPolicy: 'same-origin',
    })
    await headers(c, next)
  })
}
