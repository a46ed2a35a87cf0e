import { applyD1Migrations, env } from 'cloudflare:test'

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[]
      TEST_SEED: D1Migration[]
    }
  }
}
type D1Migration = { name: string; queries: string[] }

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await applyD1Migrations(env.DB, env.TEST_SEED, 'd1_seed')
