import { Hono, type Handler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { loadMessages, type Namespace } from '../locales'
import type { AppEnv } from './env'
import type { Access, AccessDeclaration } from './context/access'
import type { SharedPage } from './context/shared-page'
import { requireAccess, type AccessOptions } from './middleware/access'

/**
 * What a module in routes/ may export: its handlers, the text namespaces its screen uses besides `common`, who may
 * open it, and whether the edge cache shares its guest HTML.
 */
export type RouteModule = { GET?: Handler<AppEnv>; POST?: Handler<AppEnv>; namespaces?: readonly Namespace[]; shared?: SharedPage } & AccessDeclaration

const modules = import.meta.glob<RouteModule>('../routes/**/*.tsx', { eager: true })
/** `routes/<folder>/_access.ts`: who may open the folder's pages, unless a page says otherwise. */
const folders = import.meta.glob<AccessDeclaration>('../routes/**/_access.ts', { eager: true })

/** `../routes/activity/sale.tsx` → `/activity/sale`; `index.tsx` → `/index`; `_part.tsx` files are not screens. */
export function pathOf(file: string): string | null {
  const match = /^\.\.\/routes\/(.+)\.tsx$/.exec(file)
  if (!match || match[1]!.split('/').some((segment) => segment.startsWith('_'))) return null
  return `/${match[1]}`
}

const levelOf = (declaration: AccessDeclaration | undefined, method: 'GET' | 'POST'): Access | undefined =>
  typeof declaration?.access === 'object' ? declaration.access[method] : declaration?.access

/**
 * Who may open `file` (`routes/…`) by `method`, and its way back after a login: the module's own declaration, else
 * the nearest folder's `_access.ts`. `level` is undefined when nothing declares it.
 */
export function accessOf(file: string, module: AccessDeclaration, method: 'GET' | 'POST'): Omit<AccessOptions, 'level'> & { level: Access | undefined } {
  const declarations = [module]
  const segments = file.replace(/^(\.\.\/)?routes\//, '').split('/').slice(0, -1)
  for (let depth = segments.length; depth >= 0; depth--) {
    const folder = folders[['../routes', ...segments.slice(0, depth), '_access.ts'].join('/')]
    if (folder) declarations.push(folder)
  }
  return {
    level: declarations.map((declaration) => levelOf(declaration, method)).find(Boolean),
    back: declarations.find((declaration) => declaration.back)?.back,
    intent: declarations.find((declaration) => declaration.intent)?.intent,
  }
}

/** Every screen: its path under /m, the file that answers it, and the module. */
export const pageTable = Object.entries(modules).flatMap(([file, module]) => {
  const path = pathOf(file)
  return path ? [{ path, file: file.replace(/^\.\.\//, ''), module }] : []
})

/**
 * The pages that export `shared`, by path under /m, for the edge cache. The home screen's rule is for `/m/`, the front
 * door; `/m/index` is for the logged-in and is not shared.
 */
export const sharedPages: ReadonlyMap<string, SharedPage> = new Map(
  pageTable.flatMap(({ path, module }): [string, SharedPage][] => (module.shared ? [[path === '/index' ? '/m/' : `/m${path}`, module.shared]] : [])),
)

const texts = (namespaces: readonly Namespace[] = []) =>
  createMiddleware<AppEnv>(async function loadTexts(c, next) {
    await loadMessages(c.var.ctx.language, namespaces)
    await next()
  })

/**
 * The page table as routes, each behind its gate (a page nothing declares is for the logged-in). The home screen
 * (`routes/index.tsx`) also answers `/`, the front door, open to everyone.
 */
export const pages = new Hono<AppEnv>({ strict: false })
for (const { path, file, module } of pageTable) {
  for (const method of ['GET', 'POST'] as const) {
    const handler = module[method]
    if (!handler) continue
    const { level = 'user', ...way } = accessOf(file, module, method)
    pages.on(method, path, requireAccess({ level, ...way }), texts(module.namespaces), handler)
    if (path === '/index') pages.on(method, '/', requireAccess({ ...way, level: 'guest' }), texts(module.namespaces), handler)
  }
}
