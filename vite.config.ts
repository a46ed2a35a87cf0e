import { cloudflare } from '@cloudflare/vite-plugin'
import { defineConfig } from 'vite'

/**
 * The helpers React islands share (requests, toasts, cart and sale state, idempotency keys, the hydration wrapper,
 * text filling): one chunk beside the runtime rather than a request each. Nothing the entry or the React-free
 * countdown imports, or they would pull in the runtime.
 */
const SHARED_HELPERS =
  /[\\/](islands[\\/](request|return-path|idempotency|use-idempotent-action|hydrated|load-cart-queue|state[\\/](toast|cart|sale)|bridge[\\/](cart|keys))|locales[\\/]fill|contract[\\/]common)\.tsx?$/
/** The queue an add made offline waits in, with the store it keeps it in: one chunk, loaded for signed-in shoppers. */
const OFFLINE_QUEUE = /[\\/]islands[\\/](cart-queue|offline-queue)\.ts$/

/**
 * One build for both sides: the worker (SSR) and the browser islands. Client files live under `m/` in the
 * assets directory so `/m/client.js` and `/m/assets/*` resolve the same in dev, build and deploy.
 */
export default defineConfig(({ command }) => ({
  define: {
    'import.meta.env.CLIENT_ENTRY': JSON.stringify(command === 'build' ? '/m/client.js' : '/islands/client.ts'),
  },
  plugins: [cloudflare({ configPath: './wrangler.toml', persistState: { path: '.wrangler/state' } })],
  environments: {
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
                { name: 'shared', test: SHARED_HELPERS, priority: 1, includeDependenciesRecursively: false },
                { name: 'queue', test: OFFLINE_QUEUE, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
}))
