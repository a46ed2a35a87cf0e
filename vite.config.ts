import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { ISLAND_GROUPS, isIslandOf } from './islands/chunk-groups.ts'
import { registryKeys } from './islands/registry-keys.ts'
import { shareCards } from './scripts/share-cards.ts'
import { emitAppIcons } from './worker/render/emit-app-icons.ts'
import { resolveUpstream } from './worker/upstream/base.ts'

const REACT_DOM_SERVER = fileURLToPath(new URL('node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url))
const REACT_DOM_SERVER_ALIAS = [{ find: /^react-dom\/server(\.edge)?$/, replacement: REACT_DOM_SERVER }]

/** The interface texts as static assets of the client build (`m/texts/<namespace>/<language>.json`), which the built worker reads. */
function emitTexts(): Plugin {
  return {
    name: 'emit-texts',
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const namespace of readdirSync('locales', { withFileTypes: true })) {
        if (!namespace.isDirectory()) continue
        for (const file of readdirSync(`locales/${namespace.name}`)) {
          if (!file.endsWith('.json')) continue
          const source = JSON.stringify(JSON.parse(readFileSync(`locales/${namespace.name}/${file}`, 'utf8')))
          this.emitFile({ type: 'asset', fileName: `m/texts/${namespace.name}/${file}`, source })
        }
      }
    },
  }
}

/**
 * The upstream this build is for: API_BASE from the environment of the build, else wrangler.toml's. Empty: the
 * reference mall is built beside the storefront and bound as MALL; a provider's API: the storefront is built alone,
 * without the binding. An unusable value stops the build with the reason.
 */
function upstreamOfBuild() {
  const configured = /^API_BASE\s*=\s*"([^"]*)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1]
  const target = resolveUpstream(process.env.API_BASE ?? configured)
  if (target.kind === 'invalid') throw new Error(target.reason)
  return target
}

/**
 * The helpers React islands share (requests, toasts, cart and sale state, idempotency keys, the hydration wrapper,
 * text filling): one chunk beside the runtime rather than a request each. Nothing the entry or the React-free
 * countdown imports, or they would pull in the runtime.
 */
const SHARED_HELPERS =
  /[\\/](islands[\\/](request|return-path|idempotency|use-idempotent-action|hydrated|load-cart-queue|state[\\/](toast|cart|sale)|bridge[\\/](cart|keys))|locales[\\/]fill|contract[\\/]common)\.tsx?$/
/** The queue an add made offline waits in, with the store it keeps it in: one chunk, loaded for signed-in shoppers. */
const OFFLINE_QUEUE = /[\\/]islands[\\/](cart-queue|offline-queue)\.ts$/
/** What the cart badge (ISLAND_GROUPS.shared) draws with and resumes: in the shared chunk with it. */
const CART_BADGE_PARTS = /[\\/]islands[\\/](cart-icon|resume-queued-adds)\.tsx?$/

/**
 * One build for both sides: the worker (SSR) and the browser islands. Client files live under `m/` in the
 * assets directory so `/m/client.js` and `/m/assets/*` resolve the same in dev, build and deploy.
 */
export default defineConfig(({ command }) => {
  const upstream = upstreamOfBuild()
  return {
  // The worker renders with renderToString only: one React DOM server build, not the edge entry's two.
  resolve: command === 'build' ? { alias: REACT_DOM_SERVER_ALIAS } : {},
  define: {
    'import.meta.env.TEXTS_FROM_ASSETS': JSON.stringify(command === 'build'),
    'import.meta.env.CLIENT_ENTRY': JSON.stringify(command === 'build' ? '/m/client.js' : '/islands/client.ts'),
  },
  plugins: [
    emitTexts(),
    shareCards(),
    emitAppIcons(),
    registryKeys(),
    cloudflare({
      configPath: './wrangler.toml',
      persistState: { path: '.wrangler/state' },
      ...(upstream.kind === 'remote'
        ? {
            config: (config) => {
              config.services = []
              config.vars = { ...config.vars, API_BASE: upstream.base }
            },
          }
        : { auxiliaryWorkers: [{ configPath: './mall/wrangler.toml' }] }),
    }),
  ],
  environments: {
    // The storefront's Worker is minified: the size of its upload is a budget (DESIGN §6).
    m_storefront: { build: { minify: true } },
    client: {
      build: {
        manifest: true,
        rolldownOptions: {
          // The service worker is its own entry at /m/sw.js, so its scope is /m/ without a Service-Worker-Allowed header.
          input: { client: 'islands/client.ts', sw: 'islands/offline/sw.ts' },
          output: {
            entryFileNames: (entry) => (entry.name === 'sw' ? 'm/sw.js' : 'm/client.js'),
            chunkFileNames: 'm/assets/[name]-[hash].js',
            assetFileNames: 'm/assets/[name]-[hash][extname]',
            // React, react-dom and signals: one shared, content-hashed chunk. Beside it, the small helpers React islands
            // share (requests, toasts, cart state, idempotency keys…) in one chunk rather than a request each.
            codeSplitting: {
              groups: [
                { name: 'runtime', test: /node_modules/, priority: 2 },
                { name: 'shared', test: (id: string) => SHARED_HELPERS.test(id) || isIslandOf(ISLAND_GROUPS.shared, id) || CART_BADGE_PARTS.test(id), priority: 1, includeDependenciesRecursively: false },
                { name: 'product', test: (id: string) => isIslandOf(ISLAND_GROUPS.product, id), priority: 1, includeDependenciesRecursively: false },
                { name: 'queue', test: OFFLINE_QUEUE, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
}
})
