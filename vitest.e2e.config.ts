import { defineConfig } from 'vitest/config'

/** Browser tests against the real production server in workerd, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    retry: 0,
    reporters: process.env.CI ? ['default', ['json', { outputFile: process.env.E2E_UPSTREAM === 'remote' ? 'test-results/e2e-remote.json' : 'test-results/e2e.json' }]] : ['default'],
  },
})
