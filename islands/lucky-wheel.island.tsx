import { type FormEvent, useState } from 'react'
import type { DrawChances } from '../contract'
import type { MessageKey } from '../locales'
import { type GiftLook, type PrizePicture, PrizeGlyph } from './prize-picture'
import { RequestError, send } from './request'
import { showToast } from './state/toast'
import { useIdempotentAction } from './use-idempotent-action'

/**
 * A prize on the wheel: its id, its words in full (the announcement) and short (its segment), its picture (a gift's
 * catalogue image, or its placeholder when the shopper saves data), and where a shopper goes to find it.
 */
export type WheelPrize = {
  id: number
  label: string
  short: string
  picture: PrizePicture
  gift: GiftLook | null
  kind: string
  followUp: { href: string; text: string } | null
}

type Props = {
  action: string
  idem: string
  prizes: WheelPrize[]
  /** Where a guest logs in; null when logged in. */
  login: string | null
  /** The shopper's chances (null: a guest), updated by each draw. */
  chances: DrawChances | null
  texts: Record<string, string>
}

export const LUCKY_WHEEL_KEYS = [
  'luckyDraw.draw', 'luckyDraw.drawing', 'luckyDraw.drawAgain', 'luckyDraw.login', 'luckyDraw.wheel', 'luckyDraw.won', 'luckyDraw.wonNone',
  'luckyDraw.chancesLeft', 'luckyDraw.giftNote', 'luckyDraw.dailyLeft', 'luckyDraw.dailyUsed', 'luckyDraw.earnedLeft',
] as const satisfies readonly MessageKey[]

const SPIN_MS = 4_000
const TURNS = 5

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))

/** The SVG path of segment `i` of `n`, starting at the top and going clockwise. */
function segment(i: number, n: number): string {
  const point = (turn: number) => {
    const angle = 2 * Math.PI * turn - Math.PI / 2
    return `${(96 * Math.cos(angle)).toFixed(2)} ${(96 * Math.sin(angle)).toFixed(2)}`
  }
  return `M0 0L${point(i / n)}A96 96 0 0 1 ${point((i + 1) / n)}Z`
}

/** A short name on one or two lines, split at the space nearest its middle. */
function linesOf(text: string): string[] {
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index)
  if (text.length <= 9 || spaces.length === 0) return [text]
  const middle = spaces.reduce((best, at) => (Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2) ? at : best))
  return [text.slice(0, middle), text.slice(middle + 1)]
}

/**
 * Segment `i`'s picture and short name, turned to the segment's middle: the name near the rim where the segment is
 * widest, in a size that fits its longest line, the picture nearer the hub. A segment that rests (or will rest, once
 * the wheel has turned by `turn`) in the lower half is turned round, so its words never stand on their heads.
 */
function Label({ prize, i, n, turn, ink, cut }: { prize: WheelPrize; i: number; n: number; turn: number; ink: string; cut: string }) {
  const angle = ((i + 0.5) * 360) / n
  const resting = (angle + turn) % 360
  const flip = resting > 90.5 && resting < 269.5
  const lines = linesOf(prize.short)
  const ys = (lines.length === 1 ? [72] : [77, 64]).map((y) => (flip ? y : -y))
  if (flip) ys.reverse()
  const room = 2 * Math.tan(Math.PI / n) * Math.min(...ys.map(Math.abs)) - 10
  const longest = Math.max(...lines.map((line) => line.length))
  const size = Math.min(12, room / (longest * 0.6)).toFixed(1)
  return (
    <g transform={`rotate(${flip ? angle + 180 : angle})`} style={{ color: ink }}>
      {lines.map((line, l) => (
        <text key={l} y={ys[l]} fontSize={size} textAnchor="middle" dominantBaseline="central" fill={ink}>{line}</text>
      ))}
      <g transform={`translate(0 ${flip ? 40 : -40})`} data-picture={prize.picture}>
        <PrizeGlyph picture={prize.picture} gift={prize.gift} cut={cut} />
      </g>
    </g>
  )
}

/**
 * The prize wheel and its "Draw" button. Without JavaScript the button is a plain form: the worker draws and shows
 * the result page. Hydrated, it draws in place under one idempotency key per tap, then turns the wheel to the
 * prize the mall has already decided and given, says what it was, and reports a coupon or credit as received.
 */
export default function LuckyWheel({ action, idem, prizes, login, chances, texts }: Props) {
  const { busy, run } = useIdempotentAction(idem)
  const [turn, setTurn] = useState(0)
  const [spinning, setSpinning] = useState(false)
  const [left, setLeft] = useState(chances)
  const [result, setResult] = useState<{ prize: WheelPrize } | null>(null)
  const n = prizes.length

  async function draw(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (spinning) return
    setResult(null)
    const outcome = await run((idempotencyKey) => send('POST /activity/luckyDraw/draw', { idempotencyKey, quiet: true }))
    if (!outcome.ok) {
      const { error } = outcome
      if (error instanceof RequestError && error.code !== 401) {
        showToast({ type: 'fail', text: error.message || null, key: error.message ? undefined : (error.key ?? undefined) })
      }
      return
    }
    const index = Math.max(0, prizes.findIndex((prize) => prize.id === outcome.value.prize.id))
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
    const target = Math.ceil(turn / 360) * 360 + TURNS * 360 + (360 - ((index + 0.5) * 360) / n)
    setTurn(target)
    setSpinning(true)
    setTimeout(() => {
      setSpinning(false)
      setResult({ prize: prizes[index]! })
      setLeft(outcome.value.chances)
    }, reduced ? 0 : SPIN_MS)
    const { prize } = outcome.value
    if (prize.kind === 'coupon' || prize.kind === 'credit') {
      void import('./analytics').then((analytics) => analytics.receive(`draw:${prize.kind}:${prize.id}`))
    }
  }

  const drawn = result !== null
  const none = left !== null && left.total === 0
  const reasonId = `${idem}-left`
  return (
    <div className="lucky">
      <div className="wheel-box">
        <svg viewBox="-100 -100 200 200" width="288" height="288" role="img" aria-label={texts['luckyDraw.wheel']}>
          <circle r="99" fill="var(--brand)" />
          <g className="wheel" style={{ transform: `rotate(${turn}deg)` }}>
            {prizes.map((prize, i) => {
              const light = i % 2 === 0
              return (
                <g key={prize.id} data-prize={prize.id}>
                  <path d={segment(i, n)} fill={light ? '#fff' : 'var(--brand)'} stroke="var(--brand)" strokeWidth="1" />
                  <Label prize={prize} i={i} n={n} turn={turn} ink={light ? 'var(--brand)' : 'var(--brand-ink)'} cut={light ? '#fff' : 'var(--brand)'} />
                </g>
              )
            })}
          </g>
          <circle r="12" fill="#fff" stroke="var(--brand)" strokeWidth="3" />
        </svg>
        <span className="pointer" aria-hidden="true" />
      </div>
      <p className="lucky-status" role="status" aria-live="polite">
        {result ? (result.prize.kind === 'none' ? texts['luckyDraw.wonNone'] : fill(texts['luckyDraw.won']!, { prize: result.prize.label })) : ''}
        {result?.prize.followUp ? (
          <>
            {' '}
            <a href={result.prize.followUp.href}>{result.prize.followUp.text}</a>
          </>
        ) : null}
      </p>
      {login !== null ? (
        <a className="btn wide" href={login}>{texts['luckyDraw.login']}</a>
      ) : (
        <form method="post" action={action} onSubmit={draw}>
          <input type="hidden" name="idem" value={idem} />
          <button
            className="btn wide"
            type="submit"
            disabled={busy || spinning || none}
            aria-busy={busy || spinning}
            aria-describedby={none ? reasonId : undefined}
          >
            {busy || spinning ? texts['luckyDraw.drawing'] : drawn ? texts['luckyDraw.drawAgain'] : texts['luckyDraw.draw']}
          </button>
        </form>
      )}
      {left !== null ? (
        <div id={reasonId}>
          <p className="lucky-note">{texts[left.daily ? 'luckyDraw.dailyLeft' : 'luckyDraw.dailyUsed']}</p>
          {left.earned > 0 ? <p className="lucky-note">{fill(texts['luckyDraw.earnedLeft']!, { count: left.earned })}</p> : null}
          <p className="muted lucky-left">{fill(texts['luckyDraw.chancesLeft']!, { count: left.total })}</p>
        </div>
      ) : null}
    </div>
  )
}

declare module './registry' {
  interface Islands {
    'lucky-wheel': { component: typeof LuckyWheel; texts: typeof LUCKY_WHEEL_KEYS }
  }
}
