/**
 * Before a deploy: the API_BASE the build would use (the environment's, else wrangler.toml's) must be usable. The
 * rules of worker/upstream/base.ts first (https, the origin without /api, no credentials); then, for an https
 * provider, a TLS handshake with the certificate checked as a Worker's fetch checks it, so a self-signed, expired or
 * misnamed certificate stops the deploy with the reason instead of a 502 on every page. A host this machine cannot
 * reach is only warned about: a deploy may run where staging is not visible.
 */
import { readFileSync } from 'node:fs'
import { connect } from 'node:tls'
import { resolveUpstream } from '../worker/upstream/base.ts'

const configured = /^API_BASE\s*=\s*"([^"]*)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1]
const target = resolveUpstream(process.env.API_BASE ?? configured)

function handshake(base) {
  const url = new URL(base)
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 443), servername: url.hostname.replace(/^\[|\]$/g, ''), rejectUnauthorized: true, timeout: 10_000 })
    socket.once('secureConnect', () => { socket.end(); resolve({ ok: true }) })
    socket.once('timeout', () => { socket.destroy(); resolve({ ok: false, network: true, reason: 'no TLS answer within 10 s' }) })
    socket.once('error', (error) => {
      const code = error.code ?? ''
      const certificate = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME|ISSUER/.test(code)
      resolve({ ok: false, network: !certificate, reason: `${code ? `${code}: ` : ''}${error.message}` })
    })
  })
}

if (target.kind === 'invalid') {
  console.error(`API_BASE refused: ${target.reason}`)
  process.exit(1)
}
if (target.kind === 'embedded') {
  console.log('API_BASE is empty: the storefront is deployed in front of the reference mall (npm run deploy:mall), through the MALL binding')
} else if (new URL(target.base).protocol === 'https:') {
  const result = await handshake(target.base)
  if (!result.ok && !result.network) {
    console.error(`API_BASE refused: the certificate of ${target.base} is not one a Worker trusts (${result.reason})`)
    process.exit(1)
  }
  if (!result.ok) console.warn(`API_BASE ${target.base} could not be reached from this machine (${result.reason}); deploying anyway`)
  else console.log(`API_BASE ${target.base}: certificate trusted`)
} else {
  console.log(`API_BASE ${target.base}: plain http on loopback, for local runs only`)
}
