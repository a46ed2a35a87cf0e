import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import { discountOf, parseId, type FlashItem, type FlashSession } from '../../contract'
import { ADD_TO_CART_KEYS } from '../../islands/add-to-cart.island'
import { COUNTDOWN_KEYS } from '../../islands/countdown.island'
import { productPath } from '../../islands/product-card'
import { pick } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { inlineImage } from '../../worker/render/inline-image'
import { Island } from '../../worker/render/island'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { ProgressBar } from '../_parts/progress-bar'
import type { SharedPage } from '../../worker/context/shared-page'
import { brandName, pageShare, ShareMeta } from '../_parts/share-meta'
import { pageCard } from '../../worker/render/share-card'
import { ShareButton } from '../_parts/share'
import { shareStyles } from '../_parts/share-styles'
import { SeoLinks } from '../_parts/seo-links'

type Kit = PageKit

/** Product images in the first viewport come with the page (inlined when small); the rest load lazily. */
const EAGER_IMAGES = 3

/** The session shown: the one asked for, else the live one, else the next, else the last. */
function chooseSession(sessions: FlashSession[], asked: string | undefined): FlashSession | undefined {
  const id = parseId(asked)
  return (
    sessions.find((s) => s.id === id) ??
    sessions.find((s) => s.status === 'live') ??
    sessions.find((s) => s.status === 'coming') ??
    sessions.at(-1)
  )
}

function Tabs({ sessions, current, kit }: { sessions: FlashSession[]; current: FlashSession; kit: Kit }) {
  return (
    <nav className="tabs" aria-label={kit.t('flash.sessions')}>
      {sessions.map((s) => (
        <a key={s.id} className="tab" href={`/m/activity/sale?session=${s.id}`} aria-current={s.id === current.id ? 'page' : undefined}>
          <b>{kit.dateTime(s.startAt, 'time')}</b>
          <span className="muted">{kit.t(`flash.${s.status}`)}</span>
        </a>
      ))}
    </nav>
  )
}

function Clock({ session, serverTime, kit }: { session: FlashSession; serverTime: number; kit: Kit }) {
  const { tx, dateTime } = kit
  if (session.status === 'ended') {
    return <p className="card clock">{tx('flash.endedAt', { time: dateTime(session.endAt) })}</p>
  }
  const live = session.status === 'live'
  const target = live ? session.endAt : session.startAt
  const best = Math.max(0, ...session.items.map(discountOf))
  return (
    <div className="card clock">
      <p className="headline">
        {best > 0 ? (
          <>
            {tx('flash.headline', { discount: kit.wholePercent(best * 100), count: session.items.length })}
            <br />
          </>
        ) : null}
        <time dateTime={new Date(target).toISOString()}>{tx(live ? 'flash.endsAt' : 'flash.startsAt', { time: dateTime(target) })}</time>
      </p>
      <Island
        name="countdown"
        when="load"
        props={{ startAt: session.startAt, endAt: session.endAt, serverTime, texts: pick(kit.ctx.language, COUNTDOWN_KEYS) }}
      />
    </div>
  )
}

function ItemAction({ item, session, back, kit }: { item: FlashItem; session: FlashSession; back: string; kit: Kit }) {
  const { t } = kit
  if (session.status === 'ended') return <button className="btn" type="button" disabled>{t('flash.ended')}</button>
  if (item.sold >= item.total) return <button className="btn" type="button" disabled>{t('flash.soldOut')}</button>
  return (
    <Island
      name="add-to-cart"
      when="visible"
      props={{ itemId: item.id, productId: item.productId, name: item.name, back, idem: crypto.randomUUID(), status: session.status, guest: !kit.ctx.loggedIn, texts: pick(kit.ctx.language, ADD_TO_CART_KEYS) }}
    />
  )
}

type ItemProps = { item: FlashItem; src: string; session: FlashSession; back: string; index: number; share: ReactNode; kit: Kit }

function Item({ item, src, session, back, index, share, kit }: ItemProps) {
  const { t, tx, money, wholePercent } = kit
  const ratio = item.total > 0 ? Math.min(1, item.sold / item.total) : 1
  const discount = discountOf(item)
  return (
    <article className="card item" data-item={item.id}>
      {kit.ctx.dataSaver ? (
        <ProductPlaceholder id={item.productId} name={item.name} size={96} label={item.name} />
      ) : (
        <img
          src={src}
          alt={item.name}
          width={96}
          height={96}
          loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          fetchPriority={index === 0 && !src.startsWith('data:') ? 'high' : undefined}
          decoding={index === 0 ? 'sync' : 'async'}
        />
      )}
      <div className="info">
        <h2>
          <a href={productPath(item.productId)}>{item.name}</a>
        </h2>
        <div className="prices">
          <span className="price" dir="ltr">{money(item.price)}</span>
          {item.originalPrice > item.price ? <s className="was" dir="ltr">{money(item.originalPrice)}</s> : null}
          {discount > 0 ? <span className="off">{tx('flash.off', { discount: wholePercent(discount * 100) })}</span> : null}
        </div>
        <ProgressBar
          now={item.sold}
          max={item.total}
          label={t('flash.soldOf', { sold: item.sold, total: item.total })}
          percent={Math.round(ratio * 100)}
        />
        <div className="stats muted">
          <span>{tx('flash.sold', { sold: item.sold, total: item.total })}</span>
          <span>{tx('flash.limit', { limit: item.limitPerBuyer })}</span>
        </div>
        <div className="row end">
          {share}
          <ItemAction item={item} session={session} back={back} kit={kit} />
        </div>
      </div>
    </article>
  )
}

export async function GET(c: Context<AppEnv>) {
  const [kit, data, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('flashSessions'), loadCartCount(c)])
  const { t } = kit
  const session = chooseSession(data.sessions, c.req.query('session'))
  const items = session?.items ?? []
  const firstViewport = kit.ctx.dataSaver ? [] : await Promise.all(items.slice(0, EAGER_IMAGES).map((item) => inlineImage(c, item.image)))
  const back = session ? `/m/activity/sale?session=${session.id}` : '/m/activity/sale'
  const share = pageShare(c, { path: '/m/activity/sale', name: t('title.flashSale'), description: t('share.flashSale', { brand: brandName(c) }), image: pageCard('flash-sale') })
  return c.render(
    <>
      <ShareMeta c={c} share={share} />
      <SeoLinks c={c} shared={shared} />
      {session ? <Tabs sessions={data.sessions} current={session} kit={kit} /> : null}
      {session ? <Clock session={session} serverTime={data.serverTime} kit={kit} /> : null}
      {session && session.items.length > 0 ? (
        items.map((item, index) => (
          <Item
            key={item.id}
            item={item}
            src={firstViewport[index] ?? item.image}
            session={session}
            back={back}
            index={index}
            share={<ShareButton c={c} id={item.productId} text={item.name} />}
            kit={kit}
          />
        ))
      ) : (
        <p className="empty">{t('flash.empty')}</p>
      )}
    </>,
    { title: share.title, heading: t('title.flashSale'), description: share.description, cartCount, liveCart: session?.status !== 'ended', styles: shareStyles },
  )
}

export const namespaces = ['flash'] as const
export const shared: SharedPage = { query: ['session'] }
