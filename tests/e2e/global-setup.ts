/**
 * Starts the production server once for all e2e files (fresh local state, so seeded stock and buy limits are
 * as the seed says), or reuses the one at E2E_BASE_URL. Tests read the address with `inject('baseURL')`, and the
 * API's own address (for what a provider's tools call directly) with `inject('apiURL')`.
 * E2E_PORT picks the port (default 8799); E2E_SKIP_BUILD=1 serves the dist/ already built.
 * E2E_UPSTREAM=remote serves the reference mall alone at the next port and the storefront in front of it over HTTP
 * (`API_BASE=http://127.0.0.1:<port>`), as in front of a provider's API.
 */
import type { TestProject } from 'vitest/node'
import { startProductionServer, waitForHealth } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    apiURL: string
  }
}

export default async function setup(project: TestProject) {
  const reuse = process.env.E2E_BASE_URL?.replace(/\/+$/, '')
  if (reuse) {
    const { hostname } = new URL(reuse)
    if (hostname !== '127.0.0.1') throw new Error(`E2E_BASE_URL must point at 127.0.0.1, not ${hostname}`)
    await waitForHealth(reuse, 30_000)
    project.provide('baseURL', reuse)
    project.provide('apiURL', process.env.E2E_API_URL?.replace(/\/+$/, '') || reuse)
    return
  }
  const port = Number(process.env.E2E_PORT || 8799)
  const build = process.env.E2E_SKIP_BUILD !== '1'
  if (process.env.E2E_UPSTREAM === 'remote') {
    const mall = await startProductionServer({ port: port + 1, build, label: 'e2e-mall', settings: { MALL_ONLY: '1' }, healthPath: '/api/openapi.json' })
    try {
      const server = await startProductionServer({ port, build: false, label: 'e2e', settings: { API_BASE: mall.baseURL } })
      project.provide('baseURL', server.baseURL)
      project.provide('apiURL', mall.baseURL)
      return async () => {
        await server.stop()
        await mall.stop()
      }
    } catch (error) {
      await mall.stop()
      throw error
    }
  }
  const server = await startProductionServer({ port, build, label: 'e2e' })
  project.provide('baseURL', server.baseURL)
  project.provide('apiURL', server.baseURL)
  return () => server.stop()
}
