import { ODDS_SCALE } from '../../contract'

/** A prize as the pool's object holds it: its odds, and how many are left (null: as many as drawn). */
export type PoolPrize = { id: number; weight: number; left: number | null; kind: string }

/** A whole number in [0, ODDS_SCALE), uniform: 32 random bits, rejecting the few values that would bias it. */
export function roll(random: () => number = cryptoUint32): number {
  const limit = 2 ** 32 - (2 ** 32 % ODDS_SCALE)
  for (;;) {
    const value = random()
    if (value < limit) return value % ODDS_SCALE
  }
}

export function cryptoUint32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!
}

/**
 * The prize a roll lands on: each prize covers `weight` of the ODDS_SCALE values in turn, the rest (if the weights
 * come to less) is "thanks for playing". A prize with none left, or one this buyer may not win again, also gives
 * "thanks for playing": the published odds of the others stay what they say.
 */
export function pickPrize(prizes: readonly PoolPrize[], value: number, excluded: ReadonlySet<number> = new Set()): PoolPrize {
  const none = prizes.find((prize) => prize.kind === 'none')
  if (!none) throw new Error('A draw pool needs a "thanks for playing" prize')
  let edge = 0
  for (const prize of prizes) {
    edge += prize.weight
    if (value < edge) return prize.left === 0 || excluded.has(prize.id) ? none : prize
  }
  return none
}
