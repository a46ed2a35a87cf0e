import type { Context } from 'hono'
import type { Award } from '../../contract'
import { loginPath } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { prizeLabel } from '../_parts/prize'
import type { SharedPage } from '../../worker/context/shared-page'
import { SeoLinks } from '../_parts/seo-links'

const HERE = '/m/activity/awardList'

const styles = '.awards{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}.awards li{display:flex;flex-direction:column;gap:2px}'

const When = ({ at, kit }: { at: number; kit: PageKit }) => (
  <time className="muted" dateTime={new Date(at).toISOString()}>{kit.dateTime(at)}</time>
)

function Mine({ awards, kit }: { awards: Award[] | null; kit: PageKit }) {
  const { t } = kit
  if (awards === null) return <p><a href={loginPath(HERE)}>{t('luckyDraw.guestAwards')}</a></p>
  if (awards.length === 0) return <p className="muted">{t('luckyDraw.noPrizes')}</p>
  return (
    <ul className="awards">
      {awards.map((award) => (
        <li key={award.drawId} className="card" data-draw={award.drawId}>
          <b><bdi>{prizeLabel(award.prize, kit)}</bdi></b>
          {award.prize.kind === 'gift' ? <span className="muted">{t('luckyDraw.giftNote')}</span> : null}
          <When at={award.at} kit={kit} />
        </li>
      ))}
    </ul>
  )
}

/** The award list: the caller's prizes, and the market's recent winners with their names masked. */
export async function GET(c: Context<AppEnv>) {
  const [kit, list, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('awardList'), loadCartCount(c)])
  const { t, tx, ctx } = kit
  return c.render(
    <>
      <SeoLinks c={c} shared={shared} />
      <h2 id="mine">{t('luckyDraw.myPrizes')}</h2>
      <Mine awards={ctx.loggedIn ? list.mine : null} kit={kit} />
      <h2 id="winners">{t('luckyDraw.winners')}</h2>
      {list.winners.length === 0 ? (
        <p className="muted">{t('luckyDraw.noWinners')}</p>
      ) : (
        <ul className="awards card" aria-labelledby="winners">
          {list.winners.map((award) => (
            <li key={award.drawId}>
              <span>{tx('luckyDraw.winnerLine', { name: award.name ?? '', prize: prizeLabel(award.prize, kit) })}</span>
              <When at={award.at} kit={kit} />
            </li>
          ))}
        </ul>
      )}
      <p className="row end">
        <a className="btn" href="/m/activity/luckyDraw">{t('luckyDraw.draw')}</a>
      </p>
    </>,
    { title: t('luckyDraw.awards'), cartCount, styles },
  )
}

export const namespaces = ['luckyDraw', 'coupons'] as const
export const shared: SharedPage = {}
