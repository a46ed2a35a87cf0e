import { readdirSync, readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'
import { PAGE_CARDS, SHARE_CARD, SHARE_CARDS_DIR, type PageCard } from '../worker/render/share-card.ts'

const ART_DIR = 'public/m/img'
/** The first brand's colour (worker/render/brands.ts) and a light ground that every picture reads on. */
const BRAND = '#c2410c'
const GROUND = '#fff7ed'
const { width: W, height: H } = SHARE_CARD

/** An SVG document of the catalogue placed as a square of `size` at (x, y) inside the card. */
function place(svg: string, x: number, y: number, size: number): string {
  return svg.trim().replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`)
}

function card(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${GROUND}"/><rect y="${H - 28}" width="${W}" height="28" fill="${BRAND}"/>${inner}</svg>`
}

/** One picture of the catalogue, centred. */
const artOnly = (svg: string) => card(place(svg, (W - 520) / 2, 40, 520))

/** The pages' emblems, drawn in white on a brand-coloured disc (a 200×200 box around 0,0). */
const EMBLEMS: Record<Exclude<PageCard, 'site'>, string> = {
  'flash-sale': '<path d="M22-96L-58 12h52l-18 84 82-110H6z" fill="#fff"/>',
  'pre-sale': '<rect x="-70" y="-60" width="140" height="130" rx="16" fill="none" stroke="#fff" stroke-width="14"/><path d="M-70-20h140M-36-84v40M36-84v40" stroke="#fff" stroke-width="14" stroke-linecap="round"/><path d="M-30 24l20 20 42-42" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>',
  'lucky-draw': '<rect x="-72" y="-20" width="144" height="96" rx="8" fill="#fff"/><rect x="-84" y="-52" width="168" height="36" rx="8" fill="#fff"/><path d="M-8-52h16v128h-16z" fill="' + BRAND + '"/><path d="M0-52c-20-40-64-40-56-8 4 12 30 8 56 8zm0 0c20-40 64-40 56-8-4 12-30 8-56 8z" fill="none" stroke="#fff" stroke-width="12"/>',
  coupons: '<path d="M-90-50h180v30a20 20 0 0 0 0 40v30h-180v-30a20 20 0 0 0 0-40z" fill="#fff"/><circle cx="-26" cy="-14" r="12" fill="' + BRAND + '"/><circle cx="26" cy="14" r="12" fill="' + BRAND + '"/><path d="M30-26L-30 26" stroke="' + BRAND + '" stroke-width="10" stroke-linecap="round"/>',
}

/** The page's emblem beside a picture of what it sells. */
function pageCard(name: PageCard, art: (file: string) => string): string {
  if (name === 'site') {
    const icons = ['phones', 'audio', 'fashion'].map((icon, i) => place(art(`categories/${icon}.svg`), 150 + i * 320, 155, 260))
    return card(icons.join(''))
  }
  const picture = { 'flash-sale': 'products/phone.svg', 'pre-sale': 'products/camon-30.svg', 'lucky-draw': 'products/earbuds.svg', coupons: 'products/power-bank.svg' }[name]
  return card(`<circle cx="330" cy="301" r="200" fill="${BRAND}"/><g transform="translate(330 301)">${EMBLEMS[name]}</g>${place(art(picture), 600, 71, 460)}`)
}

function png(svg: string): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng()
}

/**
 * Renders the link previews' cards (1200×630 PNG, `worker/render/share-card.ts`) from the catalogue's SVG art with
 * resvg, into the client build: one per product and category picture, one per page card.
 */
export function shareCards(): Plugin {
  return {
    name: 'share-cards',
    generateBundle() {
      if (this.environment.name !== 'client') return
      const art = (file: string) => readFileSync(`${ART_DIR}/${file}`, 'utf8')
      for (const folder of ['products', 'categories']) {
        for (const file of readdirSync(`${ART_DIR}/${folder}`)) {
          if (!file.endsWith('.svg')) continue
          const source = png(artOnly(art(`${folder}/${file}`)))
          this.emitFile({ type: 'asset', fileName: `${SHARE_CARDS_DIR}/${folder}/${file.replace(/\.svg$/, '.png')}`, source })
        }
      }
      for (const name of PAGE_CARDS) this.emitFile({ type: 'asset', fileName: `${SHARE_CARDS_DIR}/${name}.png`, source: png(pageCard(name, art)) })
    },
  }
}
