import type { Context } from 'hono'
import { type DrawOutcome, type DrawPrize, type LuckyDraw, ODDS_SCALE } from '../../contract'
import { loginPath } from '../../islands/return-path'
import { LUCKY_WHEEL_KEYS } from '../../islands/lucky-wheel.island'
import { pick } from '../../locales'
import { formatNumber } from '../../locales/format'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { inlineImage } from '../../worker/render/inline-image'
import { Island } from '../../worker/render/island'
import { formattingOf } from '../../worker/render/listing'
import { setNotice } from '../../worker/context/notice'
import { luckyDrawRefusal } from '../../worker/render/refusal-notices'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { PrizeGlyph } from '../../islands/prize-picture'
import { followUpOf, giftLook, prizeLabel, shortPrize, toWheelPrize } from '../_parts/prize'
import type { PageAccess } from '../../worker/context/access'
import type { SharedPage } from '../../worker/context/shared-page'
import { brandName, pageShare, ShareMeta } from '../_parts/share-meta'
import { pageCard } from '../../worker/render/share-card'
import { SeoLinks } from '../_parts/seo-links'

const HERE = '/m/activity/luckyDraw'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const styles = `
.lucky{display:flex;flex-direction:column;align-items:center;gap:10px;margin-block-end:10px}
.wheel-box{position:relative;inline-size:288px;block-size:288px}
.wheel-box svg{display:block}
.wheel{transition:transform 4s cubic-bezier(.15,.85,.25,1)}
.wheel text{font-family:system-ui,sans-serif;font-weight:700}
@media (prefers-reduced-motion:reduce){.wheel{transition:none}}
.pointer{position:absolute;inset-block-start:-6px;inset-inline-start:calc(50% - 10px);border:10px solid transparent;border-block-start:18px solid var(--ink)}
.lucky-status{min-block-size:1.45em;margin:0;text-align:center;font-weight:600}
.lucky-left,.lucky-note{margin:0}
.odds{inline-size:100%;border-collapse:collapse;font-size:14px;background:#fff;border-radius:10px;overflow:hidden}
.odds th,.odds td{padding:8px;text-align:start;border-block-end:1px solid var(--line)}
.odds td.n{text-align:end;white-space:nowrap}
.prize-pic{vertical-align:middle;margin-inline-end:6px;color:var(--brand)}
.result h2{margin:0}
`.replace(/\n/g, '')

/** A guest logs in to draw; a shopper's chances are the wheel's to show, as each draw changes them. */
function GuestLogin({ draw, kit }: { draw: LuckyDraw; kit: PageKit }) {
  if (draw.chances) return null
  return <a className="btn plain secondary" href={loginPath(HERE)}>{kit.t('luckyDraw.login')}</a>
}

/** The result page of a plain-form draw (`?draw=<id>`): what was won, and where to find it. */
function Result({ outcome, kit }: { outcome: DrawOutcome; kit: PageKit }) {
  const { t } = kit
  const followUp = followUpOf(outcome.prize, kit)
  return (
    <section className="card stack result" aria-labelledby="draw-result" data-prize={outcome.prize.id}>
      <h2 id="draw-result">{t('luckyDraw.resultTitle')}</h2>
      <p role="status">{outcome.prize.kind === 'none' ? t('luckyDraw.wonNone') : t('luckyDraw.won', { prize: prizeLabel(outcome.prize, kit) })}</p>
      {outcome.prize.kind === 'gift' ? <p className="muted">{t('luckyDraw.giftNote')}</p> : null}
      {followUp ? <a href={followUp.href}>{followUp.text}</a> : null}
    </section>
  )
}

/** The published odds: each prize with its picture on the wheel, its odds out of 10 000 as a percentage, and what is left. */
function OddsTable({ prizes, kit }: { prizes: DrawPrize[]; kit: PageKit }) {
  const { t, percent } = kit
  return (
    <table className="odds">
      <thead>
        <tr>
          <th scope="col">{t('luckyDraw.prizeColumn')}</th>
          <th scope="col" className="n">{t('luckyDraw.oddsColumn')}</th>
          <th scope="col" className="n">{t('luckyDraw.leftColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.id} data-prize={prize.id}>
            <td>
              <svg className="prize-pic" viewBox="-16 -16 32 32" width="24" height="24" aria-hidden="true">
                <PrizeGlyph picture={shortPrize(prize, kit).picture} gift={giftLook(prize, kit)} cut="#fff" />
              </svg>
              <bdi>{prizeLabel(prize, kit)}</bdi>
            </td>
            <td className="n" dir="ltr">{percent(prize.odds / ODDS_SCALE)}</td>
            <td className="n">{prize.left === null ? t('luckyDraw.noLimit') : <span dir="ltr">{formatNumber(prize.left, 0, formattingOf(kit))}</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The gifts' pictures inside the page: the wheel fills the first viewport (with data saver they stay links). */
function withInlineGifts(c: Context<AppEnv>, prizes: DrawPrize[]): Promise<DrawPrize[]> {
  if (c.var.ctx.dataSaver) return Promise.resolve(prizes)
  return Promise.all(prizes.map(async (prize) => (prize.gift ? { ...prize, gift: { ...prize.gift, image: await inlineImage(c, prize.gift.image) } } : prize)))
}

async function outcomeOf(c: Context<AppEnv>): Promise<DrawOutcome | null> {
  const id = c.req.query('draw')
  if (!id || !UUID.test(id) || !c.var.ctx.loggedIn) return null
  return c.var.upstream.call('drawOutcome', { query: { id } }).catch((error: unknown) => {
    if (refusalOf(error)) return null
    throw error
  })
}

/** The lucky draw: the wheel (an island over a plain form), the caller's chances, the published odds. */
export async function GET(c: Context<AppEnv>) {
  const [kit, draw, outcome, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('luckyDraw'), outcomeOf(c), loadCartCount(c)])
  const { t, tx, dateTime, ctx } = kit
  const share = pageShare(c, { path: HERE, name: t('luckyDraw.title'), description: t('share.luckyDraw', { brand: brandName(c) }), image: pageCard('lucky-draw') })
  const options = { title: share.title, heading: t('luckyDraw.title'), description: share.description, cartCount, styles }
  if (!draw.pool) return c.render(<><ShareMeta c={c} share={share} /><SeoLinks c={c} shared={shared} /><p className="empty">{t('luckyDraw.empty')}</p></>, options)
  const prizes = await withInlineGifts(c, draw.prizes)
  const endsAt = <time dateTime={new Date(draw.pool.endAt).toISOString()}>{dateTime(draw.pool.endAt)}</time>
  return c.render(
    <>
      <ShareMeta c={c} share={share} />
      <SeoLinks c={c} shared={shared} />
      {outcome ? <Result outcome={outcome} kit={kit} /> : null}
      <section className="card stack">
        <p>{t('luckyDraw.intro')}</p>
        <p className="muted">{tx('luckyDraw.endsAt', { time: endsAt })}</p>
        <GuestLogin draw={draw} kit={kit} />
      </section>
      <Island
        name="lucky-wheel"
        when="visible"
        props={{
          action: HERE,
          idem: crypto.randomUUID(),
          prizes: prizes.map((prize) => toWheelPrize(prize, kit)),
          login: ctx.loggedIn ? null : loginPath(HERE),
          chances: draw.chances,
          texts: pick(ctx.language, LUCKY_WHEEL_KEYS),
        }}
      />
      <h2 id="odds">{t('luckyDraw.odds')}</h2>
      <OddsTable prizes={prizes} kit={kit} />
      <p className="muted">{t('luckyDraw.oddsNote')}</p>
      <p className="row end">
        <a className="btn plain" href="/m/activity/awardList">{t('luckyDraw.awards')}</a>
      </p>
    </>,
    options,
  )
}

/** "Draw" with JavaScript off: one draw under the form's key, then the result page (or back with why not). */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  try {
    const outcome = await c.var.upstream.call('draw', { idempotencyKey: form.idempotencyKey() })
    return c.redirect(`${HERE}?draw=${outcome.drawId}`, 303)
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, luckyDrawRefusal(refused))
    return c.redirect(HERE, 303)
  }
}

export const namespaces = ['luckyDraw', 'coupons'] as const

export const access: PageAccess = { GET: 'guest', POST: 'user' }
export const shared: SharedPage = {}
