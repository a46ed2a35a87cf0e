/**
 * WCAG 2 contrast of the storefront's colours, computed: every brand's colour carries white text and reads as text
 * on white, on the page background and on its own tint (the discount badge), and the muted and error texts read on
 * white and on the page background. 4.5:1 is the AA minimum for body text.
 */
import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../worker/render/brands'
import { styles } from '../../worker/render/styles'

type Rgb = [number, number, number]
const AA = 4.5

function rgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`)
  return [1, 2, 3].map((i) => parseInt(m[i]!, 16)) as Rgb
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `color-mix(in srgb, colour p%, base)`: a straight mix of the encoded channels. */
const mix = (colour: Rgb, share: number, base: Rgb): Rgb => colour.map((c, i) => Math.round(c * share + base[i]! * (1 - share))) as Rgb

/** A custom property of the critical CSS (`--muted:#5f6670`). */
function property(name: string): Rgb {
  const value = new RegExp(`--${name}:(#[0-9a-f]{6})`, 'i').exec(styles)?.[1]
  if (!value) throw new Error(`--${name} is not a #rrggbb colour in worker/render/styles.ts`)
  return rgb(value)
}

/** The brand tint of the discount badge and notes, as the CSS writes it. */
function tintShare(): number {
  const share = /color-mix\(in srgb,var\(--brand\) (\d+)%,#fff\)/.exec(styles)?.[1]
  if (!share) throw new Error('the brand tint is not color-mix(in srgb,var(--brand) N%,#fff) any more')
  return Number(share) / 100
}

const WHITE = rgb('#ffffff')

describe('the contrast formula', () => {
  it('gives the known extremes and is symmetric', () => {
    expect(contrast(WHITE, rgb('#000000'))).toBeCloseTo(21, 5)
    expect(contrast(WHITE, WHITE)).toBe(1)
    expect(contrast(rgb('#767676'), WHITE)).toBeCloseTo(4.54, 2)
    expect(contrast(WHITE, rgb('#767676'))).toBe(contrast(rgb('#767676'), WHITE))
  })
})

describe.each(Object.values(BRANDS).map((brand) => [brand.key, brand] as const))('brand %s', (_, brand) => {
  const colour = rgb(brand.primary)
  const background = property('bg')
  it(`carries its ink (${brand.ink}) at 4.5:1 or more`, () => {
    expect(contrast(rgb(brand.ink), colour)).toBeGreaterThanOrEqual(AA)
    expect(contrast(WHITE, colour)).toBeGreaterThanOrEqual(AA)
  })
  it('reads on white, on the page background and on its own tint', () => {
    expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(AA)
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(AA)
    expect(contrast(colour, mix(colour, tintShare(), WHITE))).toBeGreaterThanOrEqual(AA)
  })
})

describe('text colours of the critical CSS', () => {
  const background = property('bg')
  it.each(['muted', 'ink', 'bad'])('--%s reads on white and on the page background', (name) => {
    expect(contrast(property(name), WHITE)).toBeGreaterThanOrEqual(AA)
    expect(contrast(property(name), background)).toBeGreaterThanOrEqual(AA)
  })
  it('a disabled button still reads', () => {
    const rule = /\.btn\[disabled\][^{]*\{background:(#[0-9a-f]{6});color:(#[0-9a-f]{6})/.exec(styles)
    expect(rule).not.toBeNull()
    expect(contrast(rgb(rule![2]!), rgb(rule![1]!))).toBeGreaterThanOrEqual(AA)
  })
})
