import { D1_BOOKMARK_HEADER } from '../../contract'
import { acceptLanguage, type Language } from '../context/language'

export type HeaderContext = {
  language: Language
  countryId: number | null
  countryCode: string | null
  token: string | null
  appIdentity: number | null
  /** The D1 bookmark of the shopper's last write, validated (none: the mall reads from any instance). */
  bookmark?: string | null
  /** The shopper's address and the header it goes in (CLIENT_ADDRESS_HEADER); absent: not sent. */
  clientAddress?: { header: string; value: string } | null
}

/** Request headers a browser may pass through the proxy; everything else is dropped. */
const PASSED_THROUGH = ['accept', 'content-type', 'idempotency-key'] as const

/**
 * Headers for an upstream request: the allow-listed browser headers, then the injected ones
 * (`INJECTED_HEADERS` in the contract). Injected values come only from validated context, never from
 * same-named headers the browser sent.
 */
export function injectUpstreamHeaders(incoming: Headers | null, ctx: HeaderContext, basicAuth: string | null): Headers {
  const out = new Headers()
  if (incoming) {
    for (const name of PASSED_THROUGH) {
      const value = incoming.get(name)
      if (value !== null) out.set(name, value)
    }
  }
  if (ctx.token) out.set('Authorization', `Bearer ${ctx.token}`)
  else if (basicAuth) out.set('Authorization', `Basic ${btoa(basicAuth)}`)
  out.set('SYSTEM_TYPE', '1')
  if (ctx.countryId !== null) out.set('COUNTRY_ID', String(ctx.countryId))
  if (ctx.countryCode !== null) out.set('COUNTRY_CODE', ctx.countryCode)
  out.set('Accept-Language', acceptLanguage(ctx.language))
  if (ctx.appIdentity !== null) out.set('AppIdentity', String(ctx.appIdentity))
  if (ctx.bookmark) out.set(D1_BOOKMARK_HEADER, ctx.bookmark)
  if (ctx.clientAddress) out.set(ctx.clientAddress.header, ctx.clientAddress.value)
  return out
}
