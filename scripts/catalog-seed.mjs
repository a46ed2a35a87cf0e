/**
 * `node scripts/catalog-seed.mjs` writes, from the table in scripts/catalog-data.mjs:
 *   mall/seed/0005_catalog.sql        categories and every market's products (re-runnable upserts)
 *   mall/seed/0006_regions.sql        delivery regions with fees and days
 *   public/m/img/products/*.svg       one illustration per model, back and side views for phones
 *   public/m/img/categories/*.svg     one icon per category
 * The written files are committed; the mall and the tests read those, never this script.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CATEGORY_ICONS, categoryIcon, drawModel } from './catalog-art.mjs'
import { MARKETS, MODELS, REGIONS } from './catalog-data.mjs'

const ROOT = join(import.meta.dirname, '..')
const LANGUAGES = ['en-US', 'fr-FR', 'my', 'pt', 'hi', 'kt', 'sw', 'ar', 'ha']
export const CATEGORY_SLUGS = ['phones', 'accessories', 'audio', 'wearables', 'computing', 'home', 'fashion', 'beauty']
const IMAGE_PATH = '/m/img/products'
/** The newest product is dated here; the others are spread over the year before. */
const NEWEST = Date.UTC(2026, 10, 15, 9, 0)
const DAY = 86_400_000

/** A stable number in [0, 1) for a text (FNV-1a), so the same table always gives the same seed. */
export function unit(text) {
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0), 0x01000193) >>> 0
  return hash / 2 ** 32
}

const roundTo = (value, step) => Math.max(step, Math.round(value / step) * step)

/** A shop price in the market's major units: rounded the way prices are written there (₦19,999, USh 55,000…). */
export function localPrice(usd, market) {
  const value = usd * market.rate
  switch (market.code) {
    case 'IN':
      return roundTo(value, 100) - 1
    case 'UG':
    case 'TZ':
      return value < 20_000 ? roundTo(value, 500) : roundTo(value, 1000)
    case 'GH':
      return value < 50 ? roundTo(value, 1) : roundTo(value, 10) - 1
    case 'KT':
      return value < 10_000 ? roundTo(value, 100) : roundTo(value, 500)
    case 'DZ':
      return roundTo(value, 100)
    case 'NG':
      return value < 10_000 ? roundTo(value, 100) : roundTo(value, 1000) - 1
    default:
      throw new Error(`no price rule for ${market.code}`)
  }
}

const toMinor = (major, scale) => Math.round(major * 10 ** scale)

/** Prices the flash sale was seeded with (mall/seed/0003_catalog.sql): those products keep them. */
function seededPrices() {
  const sql = readFileSync(join(ROOT, 'mall/seed/0003_catalog.sql'), 'utf8')
  return new Map([...sql.matchAll(/\((\d+), \d+, '[^']*', '[^']*', (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]))
}

/** The category's name in all nine interface languages: what a shopper may type to find it. */
function keywordsOf(slug) {
  const names = LANGUAGES.map((language) => JSON.parse(readFileSync(join(ROOT, `locales/catalog/${language}.json`), 'utf8')).category[slug])
  return [...new Set(names)].join(' ').normalize('NFC')
}

/** Units in stock: a few sold out, a few nearly gone, most plenty. The flash-sale products are always in stock. */
export function stockOf(model, market) {
  const r = unit(`stock:${model.key}:${market.code}`)
  if (model.slot <= 6) return 40 + Math.floor(r * 260)
  if (r < 0.07) return 0
  if (r < 0.17) return 1 + Math.floor(r * 1000) % 5
  return 12 + Math.floor(r * 10_000) % 380
}

export function productsOf(market, seeded = seededPrices()) {
  return MODELS.filter((model) => !model.markets || model.markets.includes(market.code)).map((model) => {
    const id = market.id * 100 + model.slot
    const price = seeded.get(id) ?? toMinor(localPrice(model.usd, market), market.scale)
    const was = model.was ? toMinor(localPrice(model.was, market), market.scale) : null
    const r = unit(`rating:${model.key}:${market.code}`)
    const rating = Math.max(30, Math.min(50, Math.round(model.rating * 10 + (r - 0.5) * 4)))
    const ratings = Math.max(1, Math.round(model.ratings * (0.25 + r)))
    const gallery = model.art.kind === 'phone' || model.art.kind === 'feature' ? [`${IMAGE_PATH}/${model.key}-back.svg`, `${IMAGE_PATH}/${model.key}-side.svg`] : []
    return {
      id,
      countryId: market.id,
      categoryId: CATEGORY_SLUGS.indexOf(model.category) + 1,
      name: model.name.normalize('NFC'),
      brand: model.brand,
      image: `${IMAGE_PATH}/${model.key}.svg`,
      price,
      originalPrice: was !== null && was > price ? was : null,
      stock: stockOf(model, market),
      rating,
      ratings,
      gallery,
      specs: model.specs,
      description: model.description.normalize('NFC'),
      keywords: keywordsOf(model.category),
      createdAt: NEWEST - model.days * DAY - Math.floor(unit(`age:${model.key}:${market.code}`) * 6) * 3_600_000,
    }
  })
}

const text = (value) => `'${String(value).replaceAll("'", "''")}'`

function productsSql() {
  const seeded = seededPrices()
  const lines = [
    '-- Generated by scripts/catalog-seed.mjs from scripts/catalog-data.mjs; edit the table there and run it again.',
    '-- Categories, and every market\'s products with prices in minor units. Re-runnable: a product that exists gets the',
    '-- table\'s texts, prices and images again; its stock is set only the first time (later changes belong to the mall).',
    '',
    'INSERT INTO categories (id, slug, sort, icon) VALUES',
    CATEGORY_SLUGS.map((slug, i) => `  (${i + 1}, ${text(slug)}, ${i + 1}, ${text(`/m/img/categories/${slug}.svg`)})`).join(',\n'),
    'ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, sort = excluded.sort, icon = excluded.icon;',
  ]
  for (const market of MARKETS) {
    const rows = productsOf(market, seeded).map((p) =>
      `  (${[p.id, p.countryId, p.categoryId, text(p.name), text(p.brand), text(p.image), p.price, p.originalPrice ?? 'NULL', p.stock, p.rating, p.ratings, text(JSON.stringify(p.gallery)), text(JSON.stringify(p.specs)), text(p.description), text(p.keywords), p.createdAt].join(', ')})`,
    )
    lines.push(
      '',
      `-- ${market.code}: ${rows.length} products`,
      'INSERT INTO products (id, country_id, category_id, name, brand, image, price_minor, original_price_minor, stock, rating, rating_count, gallery, specs, description, keywords, created_at) VALUES',
      rows.join(',\n'),
      'ON CONFLICT (id) DO UPDATE SET country_id = excluded.country_id, category_id = excluded.category_id, name = excluded.name,',
      '  brand = excluded.brand, image = excluded.image, price_minor = excluded.price_minor, original_price_minor = excluded.original_price_minor,',
      '  stock = CASE WHEN products.category_id IS NULL THEN excluded.stock ELSE products.stock END, rating = excluded.rating,',
      '  rating_count = excluded.rating_count, gallery = excluded.gallery, specs = excluded.specs, description = excluded.description,',
      '  keywords = excluded.keywords, created_at = excluded.created_at;',
    )
  }
  return `${lines.join('\n')}\n`
}

function regionsSql() {
  const lines = [
    '-- Generated by scripts/catalog-seed.mjs from scripts/catalog-data.mjs; edit the table there and run it again.',
    '-- Delivery regions of each market: fee in minor units, delivery days. Region id = market id × 100 + n.',
    '',
    'INSERT INTO regions (id, country_id, name, delivery_fee_minor, days_min, days_max) VALUES',
  ]
  const rows = MARKETS.flatMap((market) =>
    REGIONS[market.code].map(([name, fee, min, max], i) => `  (${market.id * 100 + i + 1}, ${market.id}, ${text(name)}, ${toMinor(fee, market.scale)}, ${min}, ${max})`),
  )
  lines.push(rows.join(',\n'))
  lines.push('ON CONFLICT (id) DO UPDATE SET country_id = excluded.country_id, name = excluded.name, delivery_fee_minor = excluded.delivery_fee_minor,')
  lines.push('  days_min = excluded.days_min, days_max = excluded.days_max;')
  return `${lines.join('\n')}\n`
}

function writeImages() {
  const products = join(ROOT, 'public', IMAGE_PATH)
  const categories = join(ROOT, 'public/m/img/categories')
  mkdirSync(products, { recursive: true })
  mkdirSync(categories, { recursive: true })
  let count = 0
  for (const model of MODELS) {
    if (model.art.kind === 'keep') continue
    const views = drawModel(model)
    if (!model.keep) writeFileSync(join(products, `${model.key}.svg`), views.main)
    for (const view of ['back', 'side']) if (views[view]) writeFileSync(join(products, `${model.key}-${view}.svg`), views[view])
    count += Object.keys(views).length - (model.keep ? 1 : 0)
  }
  for (const slug of Object.keys(CATEGORY_ICONS)) writeFileSync(join(categories, `${slug}.svg`), categoryIcon(slug))
  return count
}

/** The seed's promises, checked before anything is written. */
function check() {
  const seeded = seededPrices()
  for (const market of MARKETS) {
    const products = productsOf(market, seeded)
    if (products.length < 40) throw new Error(`${market.code} has only ${products.length} products`)
    if (!products.some((p) => p.stock === 0)) throw new Error(`${market.code} has no sold-out product`)
    if (!products.some((p) => p.stock > 0 && p.stock <= 5)) throw new Error(`${market.code} has no nearly sold-out product`)
    if (new Set(products.map((p) => p.id)).size !== products.length) throw new Error(`${market.code} has a slot twice`)
    for (const slug of CATEGORY_SLUGS) if (!products.some((p) => p.categoryId === CATEGORY_SLUGS.indexOf(slug) + 1)) throw new Error(`${market.code} has no ${slug}`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  check()
  writeFileSync(join(ROOT, 'mall/seed/0005_catalog.sql'), productsSql())
  writeFileSync(join(ROOT, 'mall/seed/0006_regions.sql'), regionsSql())
  const images = writeImages()
  console.log(`catalog-seed: wrote mall/seed/0005_catalog.sql, mall/seed/0006_regions.sql and ${images} product images`)
}
