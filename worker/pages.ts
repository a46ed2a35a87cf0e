import { Hono, type Handler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { loadMessages, type Namespace } from '../locales'
import type { AppEnv } from './env'

/** What a module in routes/ may export: its handlers, and the text namespaces its screen uses besides `common`. */
export type RouteModule = { GET?: Handler<AppEnv>; POST?: Handler<AppEnv>; namespaces?: readonly Namespace[] }

const modules = import.meta.glob<RouteModule>('../routes/**/*.tsx', { eager: true })

/** `../routes/activity/sale.tsx` → `/activity/sale`; `index.tsx` → `/index`; `_part.tsx` files are not screens. */
export function pathOf(file: string): string | null {
  const match = /^\.\.\/routes\/(.+)\.tsx$/.exec(file)
  if (!match || match[1]!.split('/').some((segment) => segment.startsWith('_'))) return null
  return `/${match[1]}`
}

/** Every screen: its path under /m, the file that answers it, and the module. */
export const pageTable = Object.entries(modules).flatMap(([file, module]) => {
  const path = pathOf(file)
  return path ? [{ path, file: file.replace(/^\.\.\//, ''), module }] : []
})

const texts = (namespaces: readonly Namespace[] = []) =>
  createMiddleware<AppEnv>(async function loadTexts(c, next) {
    await loadMessages(c.var.ctx.language, namespaces)
    await next()
  })

/** The page table as routes; the home screen (`routes/index.tsx`) also answers `/`. */
export const pages = new Hono<AppEnv>({ strict: false })
for (const { path, module } of pageTable) {
  const paths = path === '/index' ? ['/', path] : [path]
  for (const p of paths) {
    if (module.GET) pages.get(p, texts(module.namespaces), module.GET)
    if (module.POST) pages.post(p, texts(module.namespaces), module.POST)
  }
}
