import type { Context } from 'hono'
import type { Outbox } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { settingsOf } from '../../worker/settings'
import { pageKit } from '../../worker/render/page-kit'
import { UpstreamError } from '../../worker/upstream/client'
import { GET as notFound } from '../404'

/**
 * Local runs only (DEV_OUTBOX=on): the texts the embedded mall would have sent by SMS, so a developer can read the
 * verification codes. Anywhere else, and whenever the upstream has no outbox, this page does not exist.
 */
export async function GET(c: Context<AppEnv>) {
  if (!settingsOf(c.env).DEV_OUTBOX) return notFound(c)
  const phone = c.req.query('phone')?.trim().slice(0, 24) ?? ''
  const [kit, outbox] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('devOutbox', { query: phone ? { phone } : {}, token: null }).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 404) return null
      if (error instanceof UpstreamError && error.key === 'invalidInput') return { messages: [] } satisfies Outbox
      throw error
    }),
  ])
  if (!outbox) return notFound(c)
  const { t, tx, dateTime } = kit
  return c.render(
    <>
      <p className="card">{t('outbox.intro')}</p>
      <form className="card stack" method="get" action="/m/dev/outbox">
        <label>
          {t('member.phone')}
          <input name="phone" type="tel" inputMode="tel" dir="ltr" defaultValue={phone} maxLength={24} />
        </label>
        <button className="btn wide" type="submit">{t('outbox.filter')}</button>
        {phone ? <p className="links"><a href="/m/dev/outbox">{t('outbox.all')}</a></p> : null}
      </form>
      {outbox.messages.length === 0 ? <p className="empty">{t('outbox.empty')}</p> : null}
      {outbox.messages.map((message, i) => (
        <article className="card stack" key={i} data-phone={message.phone}>
          <p className="muted">{tx('outbox.to', { phone: message.phone, time: dateTime(message.createdAt) })}</p>
          <p dir="ltr" lang="en">{message.body}</p>
        </article>
      ))}
    </>,
    { title: t('outbox.title') },
  )
}

export const namespaces = ['account'] as const
