/**
 * `npm run check:upstream -- --base <origin> …`: runs the contract's checks (scripts/check-upstream/) against an API.
 * The checks are TypeScript importing the contract and the storefront's upstream client; Vite's module runner loads
 * them as the build does, with no compile step.
 */
import { runnerImport } from 'vite'

const { module } = await runnerImport(new URL('./check-upstream/main.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' })
process.exitCode = await module.main(process.argv.slice(2))
