import { expect } from 'vitest'
import { send } from './helpers'

/**
 * A shopper's pages through the whole worker, with the cookies a browser sends: GETs, plain form posts (JavaScript
 * off, each from its own address under `addressPrefix` so the write limits of one test never touch another), and
 * the one-shot notice a form leaves for the next page.
 */
export function shopperPages({ market, addressPrefix }: { market: string; addressPrefix: string }) {
  let callers = 0
  const cookie = (token: string | null, extra = '') => [token ? `key=${token}` : '', market, extra].filter(Boolean).join('; ')

  const page = (path: string, token: string | null, extraCookie = '') => send(path, { headers: { cookie: cookie(token, extraCookie) } })
  const html = async (path: string, token: string | null, extraCookie = '') => (await page(path, token, extraCookie)).text()

  const postForm = (path: string, token: string | null, fields: Record<string, string> | [string, string][]) =>
    send(path, {
      method: 'POST',
      headers: {
        cookie: cookie(token),
        'content-type': 'application/x-www-form-urlencoded',
        'cf-connecting-ip': `${addressPrefix}.${++callers % 250}`,
      },
      body: new URLSearchParams(fields).toString(),
    })

  /** The notice a form left for the next page, as the browser would send it back. */
  const noticeOf = (response: Response) => /(?:^|,\s*)notice=([A-Za-z.]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null

  /** Follows a form's redirect as the browser does, with its notice. */
  async function followed(response: Response, token: string) {
    expect(response.status).toBe(303)
    const notice = noticeOf(response)
    return html(response.headers.get('location')!, token, notice ? `notice=${notice}` : '')
  }

  const noticeText = (body: string) => /<div class="toast (?:success|fail) medium notice"[^>]*>([^<]*)</.exec(body)?.[1] ?? null

  return { page, html, postForm, noticeOf, followed, noticeText }
}
