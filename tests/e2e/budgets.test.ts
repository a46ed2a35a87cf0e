/**
 * JavaScript size budgets of the built client (DESIGN.md §6), read from dist/client: each island chunk ≤ 5 KB
 * gzip (also counting the small shared chunks it pulls in, the React runtime and the React islands' shared helper
 * chunk aside: every React island page loads both), that helper chunk ≤ 4 KB gzip with the islands grouped into it,
 * a group's chunk ≤ 5 KB gzip, the entry ≤ 4.5 KB gzip.
 * The e2e global setup builds first (unless E2E_SKIP_BUILD=1 or E2E_BASE_URL is set).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { ISLAND_GROUPS } from '../../islands/chunk-groups'
import { ROOT } from './server'

const CLIENT = join(ROOT, 'dist', 'client')
const ISLAND_BUDGET = 5 * 1024
const ENTRY_BUDGET = 4.5 * 1024
/** React 19 + react-dom + signals, gzip: today about 70 KB; anything larger means server code leaked in. */
const RUNTIME_BUDGET = 75 * 1024
/**
 * Requests, toasts, cart and sale state, idempotency keys (vite.config.ts `SHARED_HELPERS`) with the cart badge and
 * toast host (islands/chunk-groups.ts), gzip: today 3.6 KB.
 */
const SHARED_BUDGET = 4 * 1024

type ManifestChunk = { file: string; name?: string; src?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }

const gzipped = (file: string) => gzipSync(readFileSync(join(CLIENT, file))).length

describe('built client budgets', () => {
  const assets = existsSync(join(CLIENT, 'm', 'assets')) ? readdirSync(join(CLIENT, 'm', 'assets')) : []
  const islandChunks = assets.filter((name) => /\.island-[\w-]+\.js$/.test(name))

  const grouped: readonly string[] = Object.values(ISLAND_GROUPS).flat()

  test('there is one chunk per island source, but for the islands of a group, which the entry loads from its chunk', () => {
    expect(existsSync(join(CLIENT, 'm', 'client.js')), 'dist/client/m/client.js (run vite build)').toBe(true)
    const sources = readdirSync(join(ROOT, 'islands')).filter((name) => name.endsWith('.island.tsx'))
    const chunkNames = islandChunks.map((name) => name.replace(/-[\w-]+\.js$/, '.tsx')).sort()
    expect(chunkNames).toEqual(sources.filter((name) => !grouped.includes(name.replace('.island.tsx', ''))).sort())
    const entry = readFileSync(join(CLIENT, 'm', 'client.js'), 'utf8')
    for (const [group, islands] of Object.entries(ISLAND_GROUPS)) {
      const chunk = assets.filter((name) => new RegExp(`^${group}-[\\w-]+\\.js$`).test(name))
      expect(chunk, group).toHaveLength(1)
      expect(gzipped(join('m', 'assets', chunk[0]!)), group).toBeLessThanOrEqual(ISLAND_BUDGET)
      for (const island of islands) {
        expect(sources, island).toContain(`${island}.island.tsx`)
        const at = entry.search(new RegExp(`[{,]"?${island}"?:\\(\\)=>`))
        expect(at, `${island} in the entry's island table`).toBeGreaterThan(-1)
        const loaded = /import\(`\.\/assets\/([a-z]+)-/.exec(entry.slice(at))?.[1]
        expect(loaded, `${island} is loaded from the ${group} chunk`).toBe(group)
      }
    }
  })

  test('every island chunk is at most 5 KB gzip', () => {
    expect(islandChunks.length).toBeGreaterThan(0)
    for (const name of islandChunks) expect(gzipped(join('m', 'assets', name)), name).toBeLessThanOrEqual(ISLAND_BUDGET)
  })

  test('the shared runtime holds React, react-dom and signals only (no server code such as zod or hono)', () => {
    const runtime = assets.filter((name) => /^runtime-[\w-]+\.js$/.test(name))
    expect(runtime).toHaveLength(1)
    const code = readFileSync(join(CLIENT, 'm', 'assets', runtime[0]!), 'utf8')
    expect(code).not.toMatch(/ZodError|\$ZodType|HonoRequest/)
    expect(gzipped(join('m', 'assets', runtime[0]!))).toBeLessThanOrEqual(RUNTIME_BUDGET)
  })

  test('the analytics are part of the entry, not a request of their own', () => {
    expect(assets.filter((name) => /^analytics-[\w-]+\.js$/.test(name))).toEqual([])
    expect(readFileSync(join(CLIENT, 'm', 'client.js'), 'utf8')).toContain('/m/api/analytics/events')
  })

  test('the React islands\' shared helper chunk is one file of at most 3 KB gzip', () => {
    const shared = assets.filter((name) => /^shared-[\w-]+\.js$/.test(name))
    expect(shared).toHaveLength(1)
    expect(gzipped(join('m', 'assets', shared[0]!))).toBeLessThanOrEqual(SHARED_BUDGET)
  })

  test('m/client.js (with the analytics) is at most 4.5 KB gzip', () => {
    expect(gzipped(join('m', 'client.js'))).toBeLessThanOrEqual(ENTRY_BUDGET)
  })

  test('an island with its own shared chunks (the runtime and the shared helpers aside) stays within 5 KB gzip', () => {
    const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
    const runtime = Object.keys(manifest).filter((key) => manifest[key]!.name === 'runtime' || manifest[key]!.name === 'shared')
    expect(runtime).toHaveLength(2)
    const islands = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry && /\.island\.tsx$/.test(chunk.src ?? ''))
    expect(islands.length).toBe(islandChunks.length)
    for (const [key, chunk] of islands) {
      const files = new Set<string>()
      const visit = (id: string) => {
        const current = manifest[id]
        if (!current || runtime.includes(id) || current.isEntry || files.has(current.file)) return
        files.add(current.file)
        current.imports?.forEach(visit)
      }
      visit(key)
      const total = [...files].reduce((sum, file) => sum + gzipped(file), 0)
      expect(total, `${chunk.src} with ${[...files].join(', ')}`).toBeLessThanOrEqual(ISLAND_BUDGET)
    }
  })
})
