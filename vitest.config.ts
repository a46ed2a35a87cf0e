import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { registryKeys } from './islands/registry-keys.ts'

export default defineConfig(async () => {
  const migrations = await readD1Migrations('mall/migrations')
  const seed = await readD1Migrations('mall/seed')
  return {
    plugins: [
      registryKeys(),
      cloudflareTest({
        // The storefront's configuration, with the reference mall's bindings beside it in one workerd: its D1, its
        // objects, and the storefront's MALL binding pointing at the mall's entrypoint in tests/worker/entry.ts.
        wrangler: { configPath: './wrangler.toml' },
        main: './tests/worker/entry.ts',
        miniflare: {
          d1Databases: { DB: 'mall' },
          durableObjects: {
            WRITE_GUARD: { className: 'WriteGuard', useSQLite: true },
            FLASH_STOCK: { className: 'FlashStock', useSQLite: true },
            PRESALE_QUOTA: { className: 'PresaleQuota', useSQLite: true },
            LUCKY_DRAW: { className: 'LuckyDrawPool', useSQLite: true },
          },
          serviceBindings: { MALL: { name: 'm-storefront', entrypoint: 'Mall' } },
          bindings: {
            TEST_MIGRATIONS: migrations, TEST_SEED: seed, UPSTREAM_BASIC_AUTH: 'storefront:local-demo', GUEST_ANSWER_MS: '0', GUEST_CACHE_SECONDS: '0', MAINTENANCE_RECHECK_MS: '0',
            // The sandbox payment provider, and the secret it signs its callbacks with.
            PAYMENT_SANDBOX: 'on', PAYMENT_SECRET: 'test-payment-secret-4f1c2a9e',
            // The mall signs the device tokens of browsers that logged in with it.
            DEVICE_SECRET: 'test-device-secret-93be07d1',
          },
        },
      }),
    ],
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/worker/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/worker/setup.ts'],
      reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/workerd.json' }]] : ['default'],
      testTimeout: 30_000,
    },
  }
})
