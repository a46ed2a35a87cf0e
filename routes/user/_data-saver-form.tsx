import type { PageKit } from '../../worker/render/page-kit'

/** The data saver's state, what it does, and a plain form that turns it the other way. */
export function DataSaverForm({ on, kit }: { on: boolean; kit: PageKit }) {
  const { t } = kit
  return (
    <form method="post" action="/m/user/data-saver">
      <span className="line">
        <span className="label" id="me-saver">{t('me.dataSaver')}</span>
        <span className="value">{on ? t('me.dataSaverOn') : t('me.dataSaverOff')}</span>
        <input type="hidden" name="value" value={on ? 'off' : 'on'} />
        <button className="btn plain mini" type="submit" aria-describedby="me-saver-about">
          {on ? t('me.turnOff') : t('me.turnOn')}
        </button>
      </span>
      <span className="about" id="me-saver-about">{t('me.dataSaverAbout')}</span>
    </form>
  )
}
