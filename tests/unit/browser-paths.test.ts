import { describe, expect, it } from 'vitest'
import { endpoints, queryString } from '../../contract'
import * as paths from '../../contract/paths'

describe('the browser table of paths (contract/paths.ts)', () => {
  it('holds every endpoint of the contract, by its name, with its method and its path without /api', () => {
    const expected = Object.fromEntries(
      Object.entries(endpoints).map(([name, endpoint]) => [name, { method: endpoint.method, path: endpoint.path.replace(/^\/api(?=\/)/, '') }]),
    )
    expect({ ...paths }).toEqual(expected)
  })

  it('gives each endpoint its own method and path, so the proxy reaches exactly one', () => {
    const routes = Object.values(paths).map((route) => `${route.method} ${route.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })
})

describe('queryString', () => {
  it('writes the parameters that are set, numbers as text, and nothing without a query', () => {
    expect(queryString({ sort: 'newest', limit: 1, cursor: undefined })).toBe('?sort=newest&limit=1')
    expect(queryString({ q: 'a&b c' })).toBe('?q=a%26b+c')
    expect(queryString({})).toBe('?')
    expect(queryString(undefined)).toBe('')
  })
})
