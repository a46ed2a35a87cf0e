// Writes docs/openapi.json: the OpenAPI document the reference mall serves at /api/openapi.json.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const { module } = await runnerImport(`${root}mall/system/openapi-document.ts`, { root, configFile: false, logLevel: 'warn' })
const target = `${root}docs/openapi.json`
await writeFile(target, `${JSON.stringify(module.buildDocument(), null, 2)}\n`)
console.log('wrote docs/openapi.json')
