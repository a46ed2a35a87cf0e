/**
 * Starts the production server once for all e2e files (fresh local state, so seeded stock and buy limits are
 * as the seed says), or reuses the one at E2E_BASE_URL. Tests read the address with `inject('baseURL')`.
 * E2E_PORT picks the port (default 8799); E2E_SKIP_BUILD=1 serves the dist/ already built.
 */
import type { TestProject } from 'vitest/node'
import { startProductionServer, waitForHealth } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

export default async function setup(project: TestProject) {
  const reuse = process.env.E2E_BASE_URL?.replace(/\/+$/, '')
  if (reuse) {
    const { hostname } = new URL(reuse)
    if (hostname !== '127.0.0.1') throw new Error(`E2E_BASE_URL must point at 127.0.0.1, not ${hostname}`)
    await waitForHealth(reuse, 30_000)
    project.provide('baseURL', reuse)
    return
  }
  const server = await startProductionServer({
    port: Number(process.env.E2E_PORT || 8799),
    build: process.env.E2E_SKIP_BUILD !== '1',
    label: 'e2e',
  })
  project.provide('baseURL', server.baseURL)
  return () => server.stop()
}
