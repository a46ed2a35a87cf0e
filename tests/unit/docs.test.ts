import { describe, expect, it } from 'vitest'
import { normalize } from '../repo-path'

/** Every markdown file of the project, by path from the repository root (`docs/operations.md`), as text. */
const markdown: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['/**/*.md', '!/node_modules/**', '!/dist/**'], { query: '?raw', import: 'default', eager: true })).map(
    ([path, text]) => [path.replace(/^\//, ''), text],
  ),
)
/** Every file a link could point at (the paths only: nothing is loaded). */
const files = new Set(
  Object.keys(import.meta.glob(['/**/*', '/.ci/**', '!/node_modules/**', '!/dist/**', '!/.wrangler/**', '!/test-results/**'])).map((path) => path.replace(/^\//, '')),
)
const readme = markdown['README.md']!
const docs = Object.keys(markdown).filter((path) => /^docs\/[^/]+\.md$/.test(path))

/** The text outside fenced code blocks, with inline code spans emptied (a `[x](y)` there is no link). */
function prose(text: string): string {
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '``')
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of prose(text.replace(/`([^`\n]*)`/g, '$1')).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** `docs/../mall/` → `mall/`; null when it climbs above the repository root. */
const resolve = (from: string, target: string): string | null => normalize([...from.split('/').slice(0, -1), target].join('/'))

/** The relative links of a page (web addresses left out), each with why it is broken, if it is. */
function linksOf(page: string, text: string): { target: string; broken: string | null }[] {
  const links = [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!)
  return links
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => {
      const [pathPart = '', anchor] = target.split('#', 2)
      const path = pathPart === '' ? page : resolve(page, decodeURI(pathPart))
      if (path === null) return { target, broken: 'climbs above the repository' }
      const isDirectory = path === '' || [...files].some((file) => file.startsWith(`${path.replace(/\/$/, '')}/`))
      if (pathPart !== '' && !files.has(path) && !isDirectory) return { target, broken: `no file ${path}` }
      if (anchor === undefined) return { target, broken: null }
      const headings = pathPart === '' ? text : markdown[path]
      if (headings === undefined) return { target, broken: `${path} is no markdown page whose headings could be read` }
      return { target, broken: anchorsOf(headings).has(anchor) ? null : `no heading #${anchor} in ${path}` }
    })
}

describe('the README and docs/', () => {
  it('the README stays a newcomer\'s page: at most 160 lines', () => {
    const lines = readme.replace(/\n$/, '').split('\n').length
    expect(lines).toBeGreaterThan(20)
    expect(lines).toBeLessThanOrEqual(160)
  })

  it('every relative link of the README and of docs/*.md points at a file that exists, and at a heading that exists', () => {
    const pages = ['README.md', ...docs]
    const checked = pages.flatMap((page) => linksOf(page, markdown[page]!).map((link) => ({ page, ...link })))
    expect(checked.length).toBeGreaterThan(40)
    expect(checked.filter((link) => link.broken !== null)).toEqual([])
  })

  it('the README links every page under docs/', () => {
    const linked = new Set(linksOf('README.md', readme).map((link) => resolve('README.md', link.target.split('#')[0]!)))
    expect(docs.length).toBeGreaterThan(5)
    expect(docs.filter((page) => !linked.has(page))).toEqual([])
  })
})

describe('the link check itself', () => {
  it('finds a missing file, a missing heading and a link that leaves the repository, and passes web addresses and code', () => {
    const text = [
      '# A page', '', '## Cart, checkout and orders', '', '## The reference mall\'s settings', '',
      '[ok](architecture.md) [ok](#cart-checkout-and-orders) [ok](operations.md#the-reference-malls-settings) [ok](../mall/)',
      '[gone](nowhere.md) [gone](#no-such-heading) [gone](operations.md#no-such-heading) [out](../../etc/passwd)',
      '[web](https://example.com/x.md) `[code](nowhere.md)`', '```', '[fenced](nowhere.md)', '```',
    ].join('\n')
    expect(linksOf('docs/page.md', text).map((link) => [link.target, link.broken])).toEqual([
      ['architecture.md', null],
      ['#cart-checkout-and-orders', null],
      ['operations.md#the-reference-malls-settings', null],
      ['../mall/', null],
      ['nowhere.md', 'no file docs/nowhere.md'],
      ['#no-such-heading', 'no heading #no-such-heading in docs/page.md'],
      ['operations.md#no-such-heading', 'no heading #no-such-heading in docs/operations.md'],
      ['../../etc/passwd', 'climbs above the repository'],
    ])
  })

  it('numbers repeated headings as GitHub does', () => {
    expect([...anchorsOf('# Deploy\n## Deploy\n### `npm start`, again')]).toEqual(['deploy', 'deploy-1', 'npm-start-again'])
  })
})
