import type { LuckyDraw } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'
import { defineActivity } from './activity'
import { prizeLabel } from './prize'
import { ActivityCard } from './activity-card'

function LuckyDrawEntry({ data: draw, kit }: { data: LuckyDraw; kit: PageKit }) {
  const { t } = kit
  const prizes = draw.prizes.filter((prize) => prize.kind !== 'none').slice(0, 3)
  return (
    <ActivityCard id="lucky-draw" href="/m/activity/luckyDraw" title={t('luckyDraw.activity')}>
      <p className="muted">{t('luckyDraw.activityLine')}</p>
      <ul className="tickets">
        {prizes.map((prize) => (
          <li key={prize.id}>
            <a href="/m/activity/luckyDraw">
              <b className="price"><bdi>{prizeLabel(prize, kit)}</bdi></b>
            </a>
          </li>
        ))}
      </ul>
    </ActivityCard>
  )
}

/** The lucky draw on the home strip while the market's draw runs. */
export const luckyDrawActivity = defineActivity<LuckyDraw>({
  key: 'luckyDraw',
  async load(c) {
    const draw = await c.var.upstream.call('luckyDraw')
    return draw.pool ? draw : null
  },
  Entry: LuckyDrawEntry,
})
