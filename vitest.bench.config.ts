import { defineConfig, type UserConfig } from 'vitest/config'
import base from './vitest.config.ts'

/** `npm run bench:search`: benchmarks inside workerd, on a fresh local D1 of their own (timings are reported, not asserted). */
export default defineConfig(async () => {
  const config = (await (base as unknown as () => Promise<UserConfig>)()) as UserConfig
  return {
    ...config,
    test: { ...config.test, include: ['tests/bench/**/*.bench.test.ts'], testTimeout: 600_000, hookTimeout: 600_000, reporters: ['default'] },
  }
})
