import { INTERFACE_LANGUAGES } from '../../../worker/context/language'
import { describe } from '../client'
import { type Check, fails, holds } from '../run'

const OTHER_LANGUAGES = INTERFACE_LANGUAGES.filter((language) => language !== 'en-US')

/**
 * Each market's COUNTRY_ID and COUNTRY_CODE, a language other than English and the sister app's AppIdentity, as the
 * storefront sends them: the market's own settings and flash sessions still answer, and for the market named.
 */
export const injectedHeaders: Check = {
  name: 'market and language headers accepted',
  async run(run) {
    const problems: string[] = []
    const markets = [...run.args.markets]
    for (const [index, [code, id]] of markets.entries()) {
      const caller = { ...run.guest, countryId: id, countryCode: code, language: OTHER_LANGUAGES[index % OTHER_LANGUAGES.length]!, appIdentity: 2 }
      const info = await run.client.call('countryInfo', caller)
      if (info.outcome !== 'ok') problems.push(`${code}/${caller.language}: countryInfo ${describe(info)}`)
      else if (info.data.id !== id || info.data.countryCode !== code) problems.push(`${code}: countryInfo answered market ${info.data.countryCode} (id ${info.data.id})`)
      const sessions = await run.client.call('flashSessions', caller)
      if (sessions.outcome !== 'ok') problems.push(`${code}/${caller.language}: flashSessions ${describe(sessions)}`)
    }
    if (problems.length) return fails(problems.join('; '))
    return holds(`${markets.length} markets (${markets.map(([code]) => code).join(' ')}), each in another language, AppIdentity 2: countryInfo names the market sent, flashSessions parse`)
  },
}
