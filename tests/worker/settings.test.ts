import { describe, expect, it } from 'vitest'
import { send } from './helpers'

const MALFORMED = {
  UPSTREAM_TIMEOUT_MS: 'soon', UPSTREAM_MAX_BODY_BYTES: 'big', GUEST_ANSWER_MS: '-5', APP_IDENTITY_DEFAULT: 'x', BULLETINS: '{',
  BULLETIN_HOSTS: ',,', ALLOWED_ORIGINS: '::', DEMO: 'maybe', RATE_LIMIT_WRITES: '0', RATE_LIMIT_WINDOW_SECONDS: '1.5',
}

describe('malformed settings are their defaults, never a failure', () => {
  it('serves pages and the API proxy', async () => {
    expect((await send('/m/activity/sale', {}, MALFORMED)).status).toBe(200)
    const time = await send('/m/api/system/time', {}, MALFORMED)
    expect(time.status).toBe(200)
  })

  it('accepts writes under the default limits', async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-Password1' })
    const response = await send('/m/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body }, MALFORMED)
    expect(response.status).toBeLessThan(500)
    expect(response.status).not.toBe(429)
  })

  it('answers maintenance with the default Retry-After', async () => {
    const response = await send('/m/', {}, { ...MALFORMED, MAINTENANCE: 'on', MAINTENANCE_RETRY_AFTER: 'later' })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('600')
  })
})
