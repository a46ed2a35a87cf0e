import { cloudflare } from '@cloudflare/vite-plugin'
import { defineConfig } from 'vite'

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
            // React, react-dom and signals: one shared, content-hashed chunk.
            codeSplitting: { groups: [{ name: 'runtime', test: /node_modules/ }] },
          },
        },
      },
    },
  },
}))
