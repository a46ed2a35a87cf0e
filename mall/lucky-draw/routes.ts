import { endpoints } from '../../contract'
import { marketDay } from '../../contract/common'
import { optionalUser } from '../core/auth'
import { answer, ok } from '../core/envelope'
import { MallError, notFound } from '../core/errors'
import { fingerprintOf } from '../core/idempotent-write'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { drawWrite } from './draw'
import { chancesOf, drawPoolOf, findDraw, livePool, myAwards, prizeRows, recentWinners, toAwards, toPrizes } from './queries'

/** The lucky draw: its prizes and the caller's chances, a draw, one draw's outcome, and the award list. */
export const luckyDrawRoutes = new EndpointRoutes()
  .endpoint(endpoints.luckyDraw, async (c) => {
    const country = await resolveCountry(c)
    const user = optionalUser(c)
    const now = Date.now()
    const pool = await livePool(c.env.DB, country.id, now)
    if (!pool) return ok(c, { pool: null, prizes: [], chances: null })
    const [prizes, chances] = await Promise.all([
      prizeRows(c.env.DB, pool.id).then((rows) => toPrizes(c.env.DB, rows, country.currencyScale)),
      user ? chancesOf(c.env.DB, user.id, pool, marketDay(now, country.countryCode)) : null,
    ])
    return ok(c, { pool: { id: pool.id, startAt: pool.start_at, endAt: pool.end_at }, prizes, chances })
  })
  .endpoint(endpoints.draw, async (c, { key }) => {
    const user = c.get('user')
    const db = c.env.DB
    const market = await marketOf(c)
    const pool = await livePool(db, market.id, Date.now())
    if (!pool) throw new MallError('drawClosed')
    const scope = { userId: user.id, key, fingerprint: fingerprintOf('luckyDraw', pool.id) }
    const prizes = await prizeRows(db, pool.id)
    const body = await drawWrite({ db, stub: drawPoolOf(c.env.LUCKY_DRAW, pool.id), scope, pool, prizes, market }).catch((error: unknown) => {
      if (error instanceof MallError) throw error
      // The pool's object remembers the draw under this key: a retry with the same key writes it again.
      console.error('lucky draw: drawn but the D1 write failed', error)
      throw error
    })
    return answer(c, body)
  })
  .endpoint(endpoints.drawOutcome, async (c, { query }) => {
    const user = c.get('user')
    const db = c.env.DB
    const draw = await findDraw(db, query.id)
    if (!draw || draw.user_id !== user.id) throw notFound()
    const market = await marketOf(c)
    const pool = await db.prepare('SELECT id, country_id, start_at, end_at FROM draw_pools WHERE id = ?').bind(draw.pool_id).first<{
      id: number; country_id: number; start_at: number; end_at: number
    }>()
    if (!pool || pool.country_id !== market.id) throw notFound()
    const rows = await prizeRows(db, pool.id)
    const prizes = await toPrizes(db, rows.filter((row) => row.id === draw.prize_id), market.currencyScale)
    const chances = await chancesOf(db, user.id, pool, marketDay(Date.now(), market.countryCode))
    return ok(c, { drawId: draw.id, prize: prizes[0]!, at: draw.created_at, chances })
  })
  .endpoint(endpoints.awardList, async (c) => {
    const country = await resolveCountry(c)
    const user = optionalUser(c)
    const db = c.env.DB
    const pool = await livePool(db, country.id, Date.now())
    if (!pool) return ok(c, { mine: [], winners: [] })
    const [prizes, mine, winners] = await Promise.all([
      prizeRows(db, pool.id).then((rows) => toPrizes(db, rows, country.currencyScale)),
      user ? myAwards(db, user.id, pool.id) : [],
      recentWinners(db, pool.id),
    ])
    const byId = new Map(prizes.map((prize) => [prize.id, prize]))
    return ok(c, { mine: toAwards(mine, byId, true), winners: toAwards(winners, byId, false) })
  })
