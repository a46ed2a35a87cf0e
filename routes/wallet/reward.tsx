import type { Context } from 'hono'
import type { GiftOwed, WalletEntry } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { opaqueCursor, pageOrFirst } from '../../worker/upstream/paging'
import { CashBackNote } from '../_parts/cash-back'
import { campaignName } from '../_parts/rebate-campaign'
import type { PageAccess } from '../../worker/context/access'

const HERE = '/m/wallet/reward'

const styles = `
.bal{margin:0;font-size:28px}
.entries{list-style:none;margin:0;padding:0}
.entries li{display:flex;justify-content:space-between;align-items:flex-start;gap:12px}
.entries .info{display:flex;flex-direction:column;gap:2px;min-inline-size:0}
.plus{color:var(--ok);font-weight:700;white-space:nowrap}
`.replace(/\n/g, '')

/** One entry: what paid it (a rebate's rule, by unit or by order), when, and how much. */
function Entry({ entry, kit }: { entry: WalletEntry; kit: PageKit }) {
  const { t, tx, money, dateTime } = kit
  return (
    <li className="card">
      <span className="info">
        <b>{entry.rebate ? campaignName(entry.rebate, kit) : t(`walletKind.${entry.kind}`)}</b>
        {entry.rebate?.imei ? <span className="muted">{tx('wallet.unit', { imei: entry.rebate.imei })}</span> : null}
        {entry.orderId !== null ? <a href={`/m/order/details?id=${entry.orderId}`}>{tx('wallet.fromOrder', { id: entry.orderId })}</a> : null}
        <time className="muted" dateTime={new Date(entry.createdAt).toISOString()}>{dateTime(entry.createdAt)}</time>
      </span>
      <b className={entry.amount > 0 ? 'plus' : undefined} dir="ltr">
        {entry.amount > 0 ? '+' : ''}
        {money(entry.amount)}
      </b>
    </li>
  )
}

/** Gifts the retailer's gift rebates owe: goods, so they sit beside the money, never in the balance. */
function GiftsOwed({ gifts, kit }: { gifts: GiftOwed[]; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  return (
    <section className="card stack" aria-labelledby="gifts">
      <h2 id="gifts">{t('walletGifts.title')}</h2>
      <p className="muted">{t('walletGifts.hint')}</p>
      <ul className="entries">
        {gifts.map((gift) => (
          <li key={gift.rebateId}>
            <span className="info">
              <b>{tx('walletGifts.count', { count: gift.count, gift: gift.product.name })}</b>
              {gift.orderId !== null ? <a href={`/m/order/details?id=${gift.orderId}`}>{tx('wallet.fromOrder', { id: gift.orderId })}</a> : null}
              <time className="muted" dateTime={new Date(gift.at).toISOString()}>{dateTime(gift.at)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Empty({ kit }: { kit: PageKit }) {
  return (
    <section className="empty">
      <p>{kit.t('wallet.empty')}</p>
      <p>{kit.t('wallet.emptyHint')}</p>
      <a className="btn" href="/m/">{kit.t('wallet.shop')}</a>
    </section>
  )
}

/**
 * Wallet › Reward: the balance (the sum of the ledger, computed by the mall), the gifts owed by gift rebates (goods,
 * listed on their own), and the entries with their source, in the market's currency, newest first, a page at a time.
 */
export async function GET(c: Context<AppEnv>) {
  const asked = opaqueCursor(c.req.query('cursor'))
  const upstream = c.var.upstream
  const giftsOwed = () => upstream.call('walletGifts').then((answer) => answer.items, () => [])
  // Gifts show on the first page only: asked for beside it, or once an unusable cursor has led to it.
  const entries = pageOrFirst(asked, (cursor) => upstream.call('walletEntries', { query: cursor ? { cursor } : {} }))
  const [kit, wallet, { page, cursor }, gifts, offer, cartCount] = await Promise.all([
    pageKit(c),
    upstream.call('wallet'),
    entries,
    asked ? entries.then((read) => (read.cursor ? [] : giftsOwed())) : giftsOwed(),
    upstream.call('cashBackOffer').then((answer) => answer.offer, () => null),
    loadCartCount(c),
  ])
  const { t, money } = kit
  return c.render(
    <>
      <section className="card stack" aria-labelledby="balance">
        <h2 id="balance">{t('wallet.balance')}</h2>
        <p className="bal price">
          <span dir="ltr">{money(wallet.balance)}</span>
        </p>
        <p className="muted">{t('wallet.sum')}</p>
      </section>
      {gifts.length > 0 ? <GiftsOwed gifts={gifts} kit={kit} /> : null}
      {offer ? <CashBackNote offer={offer} kit={kit} /> : null}
      <h2 id="entries">{t('wallet.entries')}</h2>
      {page.items.length === 0 && !cursor ? (
        <Empty kit={kit} />
      ) : (
        <ul className="entries" aria-labelledby="entries">
          {page.items.map((entry) => <Entry key={entry.id} entry={entry} kit={kit} />)}
        </ul>
      )}
      {page.next ? (
        <p className="row end">
          <a className="btn plain" href={`${HERE}?cursor=${encodeURIComponent(page.next)}`}>{t('wallet.more')}</a>
        </p>
      ) : null}
    </>,
    { title: t('title.wallet'), cartCount, styles },
  )
}

export const namespaces = ['wallet', 'rebates'] as const

export const access: PageAccess = 'user'
