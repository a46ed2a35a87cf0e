import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { messageTemplate, translator, type MessageKey } from '../../locales'
import { countryName, DEFAULT_FORMATTING, formatDateTime, formatMoney, formatPercent, formatWholePercent } from '../../locales/format'
import { htmlLang } from '../context/language'
import { timeZoneOf } from '../context/market'
import type { AppEnv } from '../env'
import { isolate } from './rich-text'

export type PageKit = Awaited<ReturnType<typeof pageKit>>

/**
 * What every page handler needs: context, translator and the market's formatters. It waits for the market's
 * formatting, so a page that calls the upstream starts its calls beside it: `Promise.all([pageKit(c), …])`.
 */
export async function pageKit(c: Context<AppEnv>) {
  const ctx = c.var.ctx
  ctx.country.info = (await c.var.countryInfo) ?? null
  const locale = htmlLang(ctx.language)
  const formatting = { ...(ctx.country.info ?? DEFAULT_FORMATTING), locale }
  const timeZone = timeZoneOf(ctx.country.info?.countryCode ?? ctx.country.code)
  return {
    ctx,
    /** The reader's locale and the market's time zone, for an island that writes dates itself. */
    locale,
    timeZone,
    upstream: c.var.upstream,
    t: translator(ctx.language),
    /** A text whose values (prices, numbers, phone numbers, dates) keep their own direction in Arabic. */
    tx: (key: MessageKey, params: Record<string, ReactNode>) => isolate(messageTemplate(ctx.language, key, params.count), params),
    country: (code: string) => countryName(code, locale),
    money: (value: number) => formatMoney(value, formatting),
    percent: (ratio: number) => formatPercent(ratio, formatting),
    /** A whole-number share (33 → `33%`), as product cards write a discount. */
    wholePercent: (percent: number) => formatWholePercent(percent, formatting),
    dateTime: (epochMs: number, style?: 'short' | 'time' | 'date') => formatDateTime(epochMs, locale, timeZone, style),
  }
}

/** The header's cart count; a failure only hides the badge. */
export async function loadCartCount(c: Context<AppEnv>): Promise<number | null> {
  if (!c.var.ctx.loggedIn) return null
  return c.var.upstream.call('cartCount').then((r) => r.count, () => null)
}
