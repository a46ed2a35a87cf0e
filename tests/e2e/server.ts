/**
 * Starts the real production server (`node scripts/start.mjs`: migrations + seed, vite build, wrangler dev) on
 * 127.0.0.1, in its own process group, with its own fresh local state, and stops the whole group afterwards.
 * Used by the e2e global setup and by `npm run bench` (plain Node imports this file; Node 22 strips the types).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')

export type RunningServer = { baseURL: string; logFile: string; stop: () => Promise<void> }

export type ServerOptions = {
  port: number
  /** false sets SKIP_BUILD=1 (serves the dist/ already built). */
  build: boolean
  /** Short name for the state folder and the log file. */
  label: string
  healthTimeoutMs?: number
  /** Worker settings for this server, passed the way a user would: in the environment of `npm start`. */
  settings?: Record<string, string>
  /** The path that answers 200 once the server is up: the storefront's health, or a path of the mall alone. */
  healthPath?: string
}

/** Refuses a busy port: tests must never run against some other server by accident. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', () => fail(new Error(`port ${port} on 127.0.0.1 is already in use`)))
    probe.listen(port, '127.0.0.1', () => probe.close(() => done()))
  })
}

/** Polls GET /m/health until the worker serves (200, or 503 naming the upstream unreachable); gives up early when `stillRunning` says the server died. */
export async function waitForHealth(baseURL: string, timeoutMs: number, stillRunning: () => boolean = () => true, path = '/m/health'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error('the server exited before it answered /m/health')
    try {
      const response = await fetch(`${baseURL}${path}`, { signal: AbortSignal.timeout(8000) })
      // A 503 that reports the upstream unreachable comes from a serving worker: the upstream is the test's to judge.
      const body = (response.status === 503 ? await response.json().catch(() => null) : (await response.body?.cancel(), null)) as { upstream?: { reachable?: boolean } } | null
      if (response.status === 200 || body?.upstream?.reachable === false) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${baseURL}${path} did not answer 200 within ${timeoutMs / 1000} s`)
}

function nodeBinary(): string {
  const local = join(ROOT, 'node_modules', '.bin', 'node')
  return existsSync(local) ? local : process.execPath
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done()
    const pid = child.pid
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal)
      } catch {
        // the group is gone already
      }
    }
    const force = setTimeout(() => kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      kill('SIGKILL') // workerd children that outlived their parent
      done()
    })
    kill('SIGTERM')
  })
}

export async function startProductionServer({ port, build, label, healthTimeoutMs = 240_000, settings = {}, healthPath }: ServerOptions): Promise<RunningServer> {
  await assertPortFree(port)
  const baseURL = `http://127.0.0.1:${port}`
  const state = mkdtempSync(join(tmpdir(), `m-storefront-${label}-state-`))
  const logFile = join(tmpdir(), `m-storefront-${label}-${port}.log`)
  const log = createWriteStream(logFile)
  // Not the test runner's NODE_ENV=test / VITEST*: vite would build a non-production worker.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST'),
  )
  const child = spawn(nodeBinary(), ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true, // its own process group, so teardown reaches vite, wrangler and workerd
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      PORT: String(port),
      PERSIST_TO: state,
      SKIP_BUILD: build ? '0' : '1',
      WRANGLER_SEND_METRICS: 'false',
      ...settings,
    },
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const running = () => child.exitCode === null && child.signalCode === null
  const stop = async () => {
    await stopGroup(child)
    log.end()
    rmSync(state, { recursive: true, force: true })
  }
  try {
    await waitForHealth(baseURL, healthTimeoutMs, running, healthPath)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}; server log: ${logFile}`)
  }
  return { baseURL, logFile, stop }
}
