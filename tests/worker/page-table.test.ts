import { describe, expect, it } from 'vitest'
import { pageTable, pathOf } from '../../worker/pages'
import { send } from './helpers'

const routeFiles = Object.keys(import.meta.glob('/routes/**/*.{ts,tsx}')).map((file) => file.replace(/^\//, ''))
const isPart = (file: string) => file.split('/').some((segment) => segment.startsWith('_'))
const screens = routeFiles.filter((file) => !isPart(file))

/** `routes/activity/sale.tsx` → `/activity/sale`. */
const pathFor = (file: string) => `/${file.replace(/^routes\//, '').replace(/\.tsx?$/, '')}`

const isFallback = (response: Response) => response.status === 302 && response.headers.get('location') === '/m/404'

let callers = 0

describe('the page table', () => {
  it('is built from a routes/ folder that has screens and parts', () => {
    expect(screens).toContain('routes/activity/sale.tsx')
    expect(routeFiles.filter(isPart)).toContain('routes/tmpl/_about.tsx')
    expect(routeFiles.filter(isPart)).toContain('routes/_parts/coupon-card.tsx')
  })

  it.each(screens)('has %s at the path of its file name', (file) => {
    const entry = pageTable.find((page) => page.file === file)
    expect(entry, `${file} is missing from the page table`).toBeDefined()
    expect(entry!.path).toBe(pathFor(file))
    expect(entry!.module.GET ?? entry!.module.POST, `${file} exports GET or POST`).toBeTypeOf('function')
  })

  it.each(screens)('routes requests to %s instead of the /m/404 fallback', async (file) => {
    const { path, module } = pageTable.find((page) => page.file === file)!
    const url = `/m${path}`
    if (module.GET) expect(isFallback(await send(url)), `GET ${url}`).toBe(false)
    if (module.POST) {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': `100.64.0.${++callers}` },
        body: '',
      })
      expect(isFallback(response), `POST ${url}`).toBe(false)
    }
  })

  it('has a file for every entry, and no path twice', () => {
    for (const { file } of pageTable) expect(routeFiles, file).toContain(file)
    const paths = pageTable.map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(pageTable).toHaveLength(screens.length)
  })

  it('answers /m/ with the home screen', async () => {
    expect(pageTable.some((page) => page.path === '/index')).toBe(true)
    const response = await send('/m/')
    expect(response.status).toBe(200)
  })

  it('sends a path without a screen to the fallback', async () => {
    expect(isFallback(await send('/m/tmpl/_about'))).toBe(true)
    expect(isFallback(await send('/m/no/such/screen'))).toBe(true)
  })
})

describe('pathOf', () => {
  it.each([
    ['../routes/activity/sale.tsx', '/activity/sale'],
    ['../routes/index.tsx', '/index'],
    ['../routes/404.tsx', '/404'],
    ['../routes/tmpl/_legal.tsx', null],
    ['../routes/_part.tsx', null],
    ['../routes/_parts/price.tsx', null],
    ['../islands/countdown.island.tsx', null],
  ])('%s → %s', (file, path) => {
    expect(pathOf(file)).toBe(path)
  })
})
