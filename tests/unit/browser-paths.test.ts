import { describe, expect, it } from 'vitest'
import { endpoints, queryString } from '../../contract'

describe('the routes islands name (contract/paths.ts)', () => {
  it('are one per endpoint: method and path name exactly one entry of the contract, under /api', () => {
    const routes = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(routes).size).toBe(routes.length)
    expect(Object.values(endpoints).every((endpoint) => endpoint.path.startsWith('/api/'))).toBe(true)
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
