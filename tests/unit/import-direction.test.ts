import { describe, expect, it } from 'vitest'
import { normalize } from '../repo-path'

/** Project files by path from the repository root (`mall/app.ts`), as text. */
type Sources = Record<string, string>

const raw = import.meta.glob<string>(
  ['/contract/**/*.{ts,tsx}', '/mall/**/*.{ts,tsx}', '/worker/**/*.{ts,tsx}', '/islands/**/*.{ts,tsx}', '/routes/**/*.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
)
const sources: Sources = Object.fromEntries(Object.entries(raw).map(([file, text]) => [file.replace(/^\//, ''), text]))

type Import = { specifier: string; target: string; typeOnly: boolean }

/** A project path for a relative or root-absolute specifier; `package:<name>` for a package. */
function resolve(file: string, specifier: string): string {
  if (specifier.startsWith('/')) return normalize(specifier) ?? `outside:${specifier}`
  if (specifier.startsWith('.')) {
    const folder = file.split('/').slice(0, -1).join('/')
    return normalize(`${folder}/${specifier}`) ?? `outside:${specifier}`
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
  return `package:${name}`
}

/** Every `… from '…'`, `import '…'` and `import('…')` of a source text. */
function importsOf(file: string, text: string): Import[] {
  const found: Import[] = []
  for (const match of text.matchAll(/\bfrom\s*['"]([^'"\n]+)['"]/g)) {
    const before = text.slice(0, match.index)
    const keyword = [...before.matchAll(/\b(?:import|export)\b/g)].at(-1)
    const statement = before.slice(keyword?.index ?? 0)
    found.push({ specifier: match[1]!, target: resolve(file, match[1]!), typeOnly: /^(import|export)\s+type\s/.test(statement) })
  }
  for (const match of text.matchAll(/\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)|^\s*import\s*['"]([^'"\n]+)['"]/gm)) {
    const specifier = (match[1] ?? match[2])!
    found.push({ specifier, target: resolve(file, specifier), typeOnly: false })
  }
  return found
}

const inFolder = (target: string, ...folders: string[]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`))
const isPackage = (target: string, name: string) => target === `package:${name}`

type Rule = { files: string; allows: (file: string, found: Import) => boolean; says: string }

/**
 * The folder a `_name` part of routes/ belongs to (`routes/order/_payment` → `routes/order`); null for a screen and
 * for the shared parts in routes/_parts/.
 */
function ownerOfPart(path: string): string | null {
  if (!inFolder(path, 'routes') || inFolder(path, 'routes/_parts')) return null
  const segments = path.split('/')
  const first = segments.findIndex((segment) => segment.startsWith('_'))
  return first === -1 ? null : segments.slice(0, first).join('/')
}

const folderOf = (file: string) => file.split('/').slice(0, -1).join('/')

/** Who may import whom (DESIGN §2). */
const RULES: Rule[] = [
  {
    files: 'contract',
    allows: (_, { target }) => target.startsWith('package:') || inFolder(target, 'contract'),
    says: 'contract/ imports nothing of the project outside contract/',
  },
  {
    files: 'mall',
    allows: (_, { target }) => !inFolder(target, 'worker', 'routes', 'islands', 'locales'),
    says: 'mall/ never imports worker/, routes/, islands/ or locales/',
  },
  {
    files: 'worker',
    allows: (_, { target }) => !inFolder(target, 'mall'),
    says: 'worker/ never imports mall/: it reaches the reference mall through the MALL service binding or API_BASE',
  },
  {
    files: 'islands',
    allows: (_, { target }) => !inFolder(target, 'worker', 'routes', 'mall') && !isPackage(target, 'hono'),
    says: 'islands/ never imports worker/, routes/, mall/ or hono',
  },
  {
    files: 'routes',
    allows: (_, { target }) => !inFolder(target, 'mall'),
    says: 'routes/ reaches the mall only through the upstream client, never by import',
  },
  {
    files: 'routes',
    allows: (file, { target }) => {
      const owner = ownerOfPart(target)
      return owner === null || folderOf(file) === owner || ownerOfPart(file) === owner
    },
    says: "a routes/<folder>/_name part is imported only by its own folder's files; a shared part lives in routes/_parts/",
  },
  ...['routes', 'worker/render'].map((files) => ({
    files,
    allows: (_: string, { target }: Import) => !inFolder(target, 'worker/middleware'),
    says: `${files}/ reads the request's model from worker/context/, never worker/middleware/ (which only sets it)`,
  })),
  {
    files: 'worker/context',
    allows: (_, { target }) => !inFolder(target, 'worker/middleware', 'worker/pages', 'routes'),
    says: 'worker/context/ imports neither worker/middleware/ nor the pages (worker/pages.ts, routes/)',
  },
]

/** One line per forbidden import: `<file> imports '<specifier>': <rule>`. */
function findViolations(files: Sources): string[] {
  const violations: string[] = []
  for (const [file, text] of Object.entries(files)) {
    for (const rule of RULES.filter((rule) => inFolder(file, rule.files))) {
      for (const found of importsOf(file, text)) {
        if (!rule.allows(file, found)) violations.push(`${file} imports '${found.specifier}': ${rule.says}`)
      }
    }
  }
  return violations
}

describe('import directions', () => {
  it('reads the source folders', () => {
    for (const file of ['contract/index.ts', 'mall/app.ts', 'worker/index.ts', 'worker/env.ts', 'worker/context/language.ts', 'islands/client.ts', 'routes/activity/sale.tsx']) {
      expect(sources[file], file).toBeTypeOf('string')
    }
    expect(Object.keys(sources).length).toBeGreaterThan(60)
  })

  it('finds the imports a file really has', () => {
    expect(importsOf('worker/index.ts', sources['worker/index.ts']!).map((found) => found.target)).toContain('worker/storefront')
    const env = importsOf('worker/env.ts', sources['worker/env.ts']!).find((found) => found.target === 'contract')
    expect(env).toEqual({ specifier: '../contract', target: 'contract', typeOnly: true })
    expect(importsOf('worker/x.ts', "import { mall } from '../mall'\nimport type { A } from '../mall/core/env'")).toEqual([
      { specifier: '../mall', target: 'mall', typeOnly: false },
      { specifier: '../mall/core/env', target: 'mall/core/env', typeOnly: true },
    ])
  })

  it('are kept by every file', () => {
    expect(findViolations(sources)).toEqual([])
  })

  it('are reported when broken', () => {
    const madeUp: Sources = {
      'mall/cart/routes.ts': "import { Hono } from 'hono'\nimport { translator } from '../../locales'\nimport { ok } from '../core/envelope'",
      'mall/flash-sale/queries.ts': "type S = import('../../worker/env').Bindings",
      'contract/cart.ts': "import { z } from 'zod'\nimport type { MallEnv } from '../mall/core/env'\nexport * from './common'",
      'worker/upstream/client.ts': "import {\n  mall,\n} from '../../mall'",
      'worker/env.ts': "import type { FlashStock } from '../mall'\nimport { type MallEnv, mall } from '../mall/app'",
      'worker/index.ts': "import { mall } from '../mall'",
      'islands/cart-badge.island.tsx': "import type { Context } from 'hono'\nimport { signal } from '@preact/signals-react'\nimport '../worker/render/styles'",
      'islands/request.ts': "const load = () => import('/routes/cart/add')",
      'routes/cart/add.tsx': "import { mall } from '../../mall'\nimport { pick } from '../../locales'",
      'routes/order/confirm.tsx': "import { CouponCard } from '../_parts/coupon-card'\nimport { PaymentChoice } from './_payment'\nimport { Note } from '../coupon/_note'",
      'routes/cart.tsx': "import { CartLineCard } from './cart/_line'\nimport { Strip } from './_strip'",
      'routes/_parts/history.tsx': "import { Lines } from '../order/_lines'",
      'routes/login/_fields/phone.tsx': "import { checks } from '../_checks'\nimport { Hint } from './_hint'",
      'routes/lang.tsx': "import { LANGUAGE_COOKIES } from '../worker/context/language'\nimport type { PageAccess } from '../worker/middleware/access'",
      'routes/_parts/legal.tsx': "import { setNotice } from '/worker/middleware/notice'",
      'worker/render/renderer.tsx': "import type { Notice } from '../context/notice'\nimport { takeNotice } from '../middleware/notice'",
      'worker/context/notice.ts': "import { cookieOptions } from './cookies'\nimport { takeNotice } from '../middleware/notice'\nimport { pageTable } from '../pages'\nimport type { Carry } from '../../routes/login/_carry'",
    }
    expect(findViolations(madeUp)).toEqual([
      "mall/cart/routes.ts imports '../../locales': mall/ never imports worker/, routes/, islands/ or locales/",
      "mall/flash-sale/queries.ts imports '../../worker/env': mall/ never imports worker/, routes/, islands/ or locales/",
      "contract/cart.ts imports '../mall/core/env': contract/ imports nothing of the project outside contract/",
      "worker/upstream/client.ts imports '../../mall': worker/ never imports mall/: it reaches the reference mall through the MALL service binding or API_BASE",
      "worker/env.ts imports '../mall': worker/ never imports mall/: it reaches the reference mall through the MALL service binding or API_BASE",
      "worker/env.ts imports '../mall/app': worker/ never imports mall/: it reaches the reference mall through the MALL service binding or API_BASE",
      "worker/index.ts imports '../mall': worker/ never imports mall/: it reaches the reference mall through the MALL service binding or API_BASE",
      "islands/cart-badge.island.tsx imports 'hono': islands/ never imports worker/, routes/, mall/ or hono",
      "islands/cart-badge.island.tsx imports '../worker/render/styles': islands/ never imports worker/, routes/, mall/ or hono",
      "islands/request.ts imports '/routes/cart/add': islands/ never imports worker/, routes/, mall/ or hono",
      "routes/cart/add.tsx imports '../../mall': routes/ reaches the mall only through the upstream client, never by import",
      "routes/order/confirm.tsx imports '../coupon/_note': a routes/<folder>/_name part is imported only by its own folder's files; a shared part lives in routes/_parts/",
      "routes/cart.tsx imports './cart/_line': a routes/<folder>/_name part is imported only by its own folder's files; a shared part lives in routes/_parts/",
      "routes/_parts/history.tsx imports '../order/_lines': a routes/<folder>/_name part is imported only by its own folder's files; a shared part lives in routes/_parts/",
      "routes/lang.tsx imports '../worker/middleware/access': routes/ reads the request's model from worker/context/, never worker/middleware/ (which only sets it)",
      "routes/_parts/legal.tsx imports '/worker/middleware/notice': routes/ reads the request's model from worker/context/, never worker/middleware/ (which only sets it)",
      "worker/render/renderer.tsx imports '../middleware/notice': worker/render/ reads the request's model from worker/context/, never worker/middleware/ (which only sets it)",
      "worker/context/notice.ts imports '../middleware/notice': worker/context/ imports neither worker/middleware/ nor the pages (worker/pages.ts, routes/)",
      "worker/context/notice.ts imports '../pages': worker/context/ imports neither worker/middleware/ nor the pages (worker/pages.ts, routes/)",
      "worker/context/notice.ts imports '../../routes/login/_carry': worker/context/ imports neither worker/middleware/ nor the pages (worker/pages.ts, routes/)",
    ])
  })
})
