import type { Context } from 'hono'
import { pick, type Translate } from '../../locales'
import { ADD_TO_CART_KEYS } from '../../islands/add-to-cart.island'
import { COUNTDOWN_KEYS } from '../../islands/countdown.island'
import type { AppEnv } from '../../worker/env'
import { Island } from '../../worker/render/island'
import { noticeFrom } from '../../worker/render/notice'
import { loadCartCount, pageKit } from '../../worker/render/page-kit'
import type { FlashItem, FlashSession } from '../../worker/upstream/contract'

type Kit = ReturnType<typeof pageKit>

/** The session shown: the one asked for, else the live one, else the next, else the last. */
export function chooseSession(sessions: FlashSession[], asked: string | undefined): FlashSession | undefined {
  const id = asked && /^\d{1,9}$/.test(asked) ? Number(asked) : null
  return (
    sessions.find((s) => s.id === id) ??
    sessions.find((s) => s.status === 'live') ??
    sessions.find((s) => s.status === 'coming') ??
    sessions.at(-1)
  )
}

function Tabs({ sessions, current, kit }: { sessions: FlashSession[]; current: FlashSession; kit: Kit }) {
  return (
    <nav className="tabs">
      {sessions.map((s) => (
        <a key={s.id} className="tab" href={`/m/activity/sale?session=${s.id}`} aria-current={s.id === current.id ? 'page' : undefined}>
          <b>{kit.dateTime(s.startAt, 'time')}</b>
          <span className="muted">{kit.t(`flash.${s.status}`)}</span>
        </a>
      ))}
    </nav>
  )
}

function Clock({ session, serverTime, language, t, dateTime }: { session: FlashSession; serverTime: number; language: string } & Pick<Kit, 't' | 'dateTime'>) {
  if (session.status === 'ended') {
    return <p className="card clock">{t('flash.endedAt', { time: dateTime(session.endAt) })}</p>
  }
  const live = session.status === 'live'
  const target = live ? session.endAt : session.startAt
  return (
    <div className="card clock">
      <span>
        {t(live ? 'flash.endsIn' : 'flash.startsIn')}{' '}
        <Island name="countdown" when="load" props={{ target, serverTime, done: live ? 'finished' : 'started', texts: pick(language, COUNTDOWN_KEYS) }} />
      </span>
      <time className="muted" dateTime={new Date(target).toISOString()}>
        {t(live ? 'flash.endsAt' : 'flash.startsAt', { time: dateTime(target) })}
      </time>
    </div>
  )
}

function ItemAction({ item, session, back, t, language }: { item: FlashItem; session: FlashSession; back: string; t: Translate; language: string }) {
  if (session.status === 'coming') return <button className="btn" type="button" disabled>{t('flash.coming')}</button>
  if (session.status === 'ended') return <button className="btn" type="button" disabled>{t('flash.ended')}</button>
  if (item.sold >= item.total) return <button className="btn" type="button" disabled>{t('flash.soldOut')}</button>
  return (
    <Island name="add-to-cart" when="visible" props={{ itemId: item.id, back, idem: crypto.randomUUID(), texts: pick(language, ADD_TO_CART_KEYS) }} />
  )
}

function Item({ item, session, back, kit }: { item: FlashItem; session: FlashSession; back: string; kit: Kit }) {
  const { t, money, percent } = kit
  const ratio = item.total > 0 ? Math.min(1, item.sold / item.total) : 1
  const discount = item.originalPrice > 0 ? 1 - item.price / item.originalPrice : 0
  return (
    <article className="card item" data-item={item.id}>
      <img src={item.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className="info">
        <h3>{item.name}</h3>
        <div>
          <span className="price">{money(item.price)}</span>
          {item.originalPrice > item.price ? <s className="was">{money(item.originalPrice)}</s> : null}
          {discount > 0 ? <span className="muted"> · {t('flash.off', { discount: percent(discount) })}</span> : null}
        </div>
        <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={item.total} aria-valuenow={item.sold}>
          <i style={{ inlineSize: `${Math.round(ratio * 100)}%` }} />
        </div>
        <div className="row muted">
          <span>{t('flash.sold', { sold: item.sold, total: item.total })}</span>
          <span>{t('flash.limit', { limit: item.limitPerBuyer })}</span>
        </div>
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <ItemAction item={item} session={session} back={back} t={t} language={kit.ctx.language} />
        </div>
      </div>
    </article>
  )
}

export async function GET(c: Context<AppEnv>) {
  const kit = pageKit(c)
  const { t, upstream } = kit
  const [data, cartCount] = await Promise.all([upstream.call('flashSessions'), loadCartCount(c)])
  const session = chooseSession(data.sessions, c.req.query('session'))
  const back = session ? `/m/activity/sale?session=${session.id}` : '/m/activity/sale'
  return c.render(
    <>
      {session ? <Tabs sessions={data.sessions} current={session} kit={kit} /> : null}
      {session ? <Clock session={session} serverTime={data.serverTime} language={kit.ctx.language} t={t} dateTime={kit.dateTime} /> : null}
      {session && session.items.length > 0 ? (
        session.items.map((item) => <Item key={item.id} item={item} session={session} back={back} kit={kit} />)
      ) : (
        <p className="empty">{t('flash.empty')}</p>
      )}
    </>,
    { title: t('title.flashSale'), cartCount, liveCart: session?.status === 'live', notice: noticeFrom(c.req.query('notice')) },
  )
}
