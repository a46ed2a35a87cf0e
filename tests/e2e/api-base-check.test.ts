/**
 * `npm run deploy` first runs scripts/check-api-base.mjs: an API_BASE a Worker could not use stops the deploy with the
 * reason. Real TLS servers on 127.0.0.1: one with a self-signed certificate (refused), one signed by a CA this run
 * trusts (accepted), so the check is neither always-refuse nor always-pass.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROOT } from './server'

const TLS = join(ROOT, 'tests', 'e2e', 'fixtures', 'tls')
const pem = (name: string) => readFileSync(join(TLS, name))

function serve(cert: Buffer, key: Buffer): Promise<{ server: Server; base: string }> {
  const server = createServer({ cert, key }, (_, res) => res.end('{}'))
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ server, base: `https://127.0.0.1:${(server.address() as AddressInfo).port}` })))
}

/** The check as a child process; asynchronous, so this process's TLS servers can answer its handshake. */
function check(apiBase: string, extra: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    execFile(join(ROOT, 'node_modules', '.bin', 'node'), ['--experimental-strip-types', '--no-warnings', 'scripts/check-api-base.mjs'], {
      cwd: ROOT,
      env: { ...process.env, API_BASE: apiBase, ...extra },
      encoding: 'utf8',
    }, (error, stdout, stderr) => done({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: stdout + stderr }))
  })
}

let selfSigned: Awaited<ReturnType<typeof serve>>
let trusted: Awaited<ReturnType<typeof serve>>
beforeAll(async () => {
  selfSigned = await serve(pem('self-signed.pem'), pem('self-signed-key.pem'))
  trusted = await serve(pem('leaf.pem'), pem('leaf-key.pem'))
})
afterAll(() => {
  selfSigned?.server.close()
  trusted?.server.close()
})

describe('the API_BASE a deploy would use', () => {
  test('a self-signed certificate stops the deploy, naming it', async () => {
    const { status, output } = await check(selfSigned.base)
    expect(status).toBe(1)
    expect(output).toMatch(/API_BASE refused: the certificate of https:\/\/127\.0\.0\.1:\d+ is not one a Worker trusts \(DEPTH_ZERO_SELF_SIGNED_CERT/)
  })

  test('a certificate from a trusted authority passes', async () => {
    const { status, output } = await check(trusted.base, { NODE_EXTRA_CA_CERTS: join(TLS, 'ca.pem') })
    expect(output).toContain('certificate trusted')
    expect(status).toBe(0)
  })

  test.each([
    ['http to another host', 'http://203.0.113.9', /must be https/],
    ['a path ending in /api', 'https://api.provider.example/api', /without \/api/],
    ['credentials in the URL', 'https://user:pass@api.provider.example', /no query, fragment or credentials/],
  ])('%s stops the deploy with the reason', async (_, apiBase, reason) => {
    const { status, output } = await check(apiBase)
    expect(status).toBe(1)
    expect(output).toMatch(reason)
  })
})
