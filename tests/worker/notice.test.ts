import { describe, expect, it } from 'vitest'
import english from '../../locales/common/en-US.json'
import flash from '../../locales/flash/en-US.json'
import { send } from './helpers'

const TOAST = /<div class="toast (success|fail) medium notice" data-toast="\1"[^>]*>([^<]*)</

/** The sale page as a browser sends it back with the cookie value `value`. */
const withNotice = (value: string) => send('/m/activity/sale', { headers: { cookie: `notice=${value}` } })

describe('the one-shot notice', () => {
  it('shows the text of the key it carries, as success or failure, and clears itself', async () => {
    const ok = await withNotice('ok.cart.added')
    expect(TOAST.exec(await ok.text())?.slice(1)).toEqual(['success', flash.cart.added])
    expect(ok.headers.get('set-cookie')).toMatch(/^notice=;.*Max-Age=0/)
    const fail = await withNotice('fail.error.soldOut')
    expect(TOAST.exec(await fail.text())?.slice(1)).toEqual(['fail', english.error.soldOut])
  })

  it.each([
    ['an unknown key', 'fail.error.noSuchRefusal'],
    ['a group, not a text', 'ok.cart'],
    ['an unknown kind', 'info.cart.added'],
    ['a kind without a key', 'ok'],
    ['a name of the old registry', 'added'],
    ['markup', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['free text', 'ok.Buy%20now%20at%20evil.example'],
    ['a broken escape', 'ok.cart.added%E0%A4%A'],
    ['a very long key', `ok.${'a.'.repeat(60)}b`],
  ])('ignores %s: the page renders without a notice, and the cookie is cleared', async (_, value) => {
    const response = await withNotice(value)
    expect(response.status).toBe(200)
    const body = await response.text()
    expect(body).not.toMatch(/class="toast[^"]* notice"/)
    expect(body).not.toMatch(/alert\(1\)|evil\.example|Buy now/)
    expect(response.headers.get('set-cookie')).toMatch(/^notice=;.*Max-Age=0/)
  })
})
