import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { send, STOREFRONT_AUTH } from './helpers'
import { select } from './html'
import { scriptsBesidesRegistration } from '../scripts'

const html = async (path: string, init: RequestInit = {}, overrides = {}) => (await send(path, init, overrides)).text()

describe('user agreement', () => {
  it('states the effective date, the age rule, the governing law and the Nigeria contact from configuration', async () => {
    const page = await html('/m/tmpl/document')
    expect(page).toContain('Effective date: November 2, 2023')
    expect(page).toContain('at least 18 years old')
    expect(page).toContain('supervision of a parent or legal guardian')
    expect(page).toContain('Hong Kong Special Administrative Region')
    expect(page).toContain('people&#x27;s court in China')
    expect(page).toContain('arbitration in Hong Kong')
    expect(page).toContain('care.ng@sokomall.example')
    expect(page).toContain('+234 201 700 0000')
  })

  it('fills the contact from whatever the worker is configured with, and never shows a raw placeholder', async () => {
    const custom = await html('/m/tmpl/document', {}, { NG_CONTACT_EMAIL: 'help@example.ng', NG_CONTACT_PHONE: '0800 123' })
    expect(custom).toContain('help@example.ng')
    expect(custom).toContain('0800 123')
    const missing = await html('/m/tmpl/document', {}, { NG_CONTACT_EMAIL: '', NG_CONTACT_PHONE: '' })
    expect(missing).not.toMatch(/\{\{|\{email\}|\{phone\}/)
    expect(missing).toContain('help centre in the app')
  })

  it('formats the effective date in the reader’s language', async () => {
    expect(await html('/m/tmpl/document', { headers: { cookie: 'jde-lang=fr-FR' } })).toContain('2 novembre 2023')
    expect(await html('/m/tmpl/document', { headers: { cookie: 'jde-lang=pt' } })).toContain('2 de novembro de 2023')
  })

  it('exists for the sister app and for Matata under their own brands', async () => {
    const tome = await html('/m/tmpl/tome_agreement')
    expect(tome).toContain('data-brand="sister"')
    expect(tome).toContain('Welcome to Tome.')
    const matata = await html('/m/matata/matataAgreement')
    expect(matata).toContain('data-brand="second"')
    expect(matata).toContain('Welcome to Matata.')
  })
})

describe('about pages', () => {
  it('names the seven markets in the reader’s language', async () => {
    const en = await html('/m/tmpl/about')
    expect(en).toContain('India, Uganda, Ghana, Côte d’Ivoire, Algeria, Tanzania, and Nigeria')
    const fr = await html('/m/tmpl/about', { headers: { cookie: 'jde-lang=fr-FR' } })
    expect(fr).toMatch(/Inde.*Ouganda.*Algérie.*Nigeria/)
  })

  it('tells the sister app’s story under its brand', async () => {
    const page = await html('/m/tmpl/tome_about')
    expect(page).toContain('Tome is the sister app of Soko Mall')
    expect(page).toContain('href="/m/tmpl/tome_agreement"')
  })
})

describe('update app page', () => {
  it('opens the store through the app bridge inside the app', async () => {
    const page = await html('/m/activity/updateApp', { headers: { 'user-agent': 'Mozilla/5.0 MallApp/10000001' } })
    expect(page).toMatch(/href="matata:\/\/bridge\/openStore\?url=[^"]+" rel="noopener" data-store="bridge">Update now</)
  })

  it('links to the store in a browser', async () => {
    const page = await html('/m/activity/updateApp')
    expect(page).toMatch(/href="https:\/\/play\.google\.com\/store\/apps\/details\?id=africa\.soko\.mall"[^>]*data-store="web">Get the Soko Mall app</)
  })
})

describe('message entry', () => {
  const submit = (body: Record<string, string>, cookie = '') =>
    send('/m/member/add', { method: 'POST', body: new URLSearchParams(body), headers: { cookie } })

  it('validates on the server, keeping what was typed', async () => {
    const empty = await submit({ name: '', phone: '' })
    expect(empty.status).toBe(400)
    const text = await empty.text()
    expect(text).toContain('User name cannot be empty')
    expect(text).toContain('Mobile phone number cannot be empty')
    const bad = await (await submit({ name: 'Amina', phone: '12ab' })).text()
    expect(bad).toContain('Please enter a valid mobile phone number')
    expect(bad).toContain('value="Amina"')
  })

  it('shows the placeholders in the reader’s language', async () => {
    const page = await html('/m/member/add')
    expect(page).toContain('placeholder="Please enter your name"')
    expect(page).toContain('placeholder="Please enter your mobile phone number"')
  })

  it('stores a submission once, even when the form is sent twice', async () => {
    const form = { name: 'Chidi Okafor', phone: '+234 803 555 0101', idem: 'member-form-1' }
    const first = await submit(form, 'countryId=7')
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/m/member/add')
    expect(first.headers.get('set-cookie')).toMatch(/^notice=ok.member.submitted;/)
    await submit(form, 'countryId=7')
    const rows = await env.DB.prepare('SELECT name, phone, country_id FROM member_messages WHERE name = ?').bind('Chidi Okafor').all()
    expect(rows.results).toEqual([{ name: 'Chidi Okafor', phone: '+2348035550101', country_id: 7 }])
    // The notice is shown once, on the page the form returns to, and cleared with it: a reload does not repeat it.
    const shown = await send('/m/member/add', { headers: { cookie: 'notice=ok.member.submitted' } })
    const notice = '.toast.success.notice'
    expect((await select(await shown.text(), notice))?.text).toBe('Submitted successfully')
    expect(shown.headers.get('set-cookie')).toMatch(/^notice=;.*Max-Age=0/)
    expect(await select(await html('/m/member/add'), notice)).toBeUndefined()
  })

  it('is an island page: the plain form is upgraded when JavaScript runs', async () => {
    const page = await html('/m/member/add')
    expect(page).toContain('data-island="member-form"')
    expect((await select(page, 'form[action="/m/member/add"]'))?.attrs).toMatchObject({ class: 'card stack', method: 'post' })
  })

  it('rejects a malformed submission at the mall with a 400', async () => {
    const response = await send('/api/member/message', { method: 'POST', headers: { 'content-type': 'application/json', authorization: STOREFRONT_AUTH }, body: '{"name":"x","phone":"no"}' })
    expect(response.status).toBe(400)
  })
})

describe('content pages ship no JavaScript', () => {
  it.each(['/m/tmpl/about', '/m/tmpl/document', '/m/tmpl/tome_about', '/m/tmpl/tome_agreement', '/m/matata/matataAgreement', '/m/activity/updateApp', '/m/lang'])(
    '%s',
    async (path) => {
      const page = await html(path)
      expect(scriptsBesidesRegistration(page)).toEqual([])
    },
  )

  it('the largest legal page stays within one round trip', async () => {
    const page = await html('/m/tmpl/document', { headers: { cookie: 'jde-lang=my' } })
    const gz = await new Response(new Blob([page]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()
    expect(gz.byteLength).toBeLessThanOrEqual(14 * 1024)
  })
})

describe('branded variants', () => {
  it.each([
    ['Mozilla/5.0 MallApp/1024', 'first', 'Soko Mall', '#c2410c'],
    ['Mozilla/5.0 MallApp/10000001', 'second', 'Matata', '#0b7d56'],
    ['Mozilla/5.0 MallFlutter/20000001', 'third', 'Kora', '#1d5fd1'],
    ['Mozilla/5.0 Chrome/120 Mobile', 'h5', 'Soko Mall', '#c2410c'],
    ['Mozilla/5.0 TomeApp/2.1', 'sister', 'Tome', '#6b2fc9'],
  ])('%s shows the %s brand', async (userAgent, key, name, colour) => {
    const page = await html('/m/', { headers: { 'user-agent': userAgent } })
    expect(page).toContain(`data-brand="${key}"`)
    // In a browser the manifest names the site; inside an app the page names the app.
    if (key === 'h5') expect(page).toContain('<link rel="manifest" href="/m/app.webmanifest?lang=en-US"/>')
    else expect(page).toContain(`<meta name="application-name" content="${name}"/>`)
    expect(page).toContain(`--brand:${colour}`)
    expect(page).toContain(`<strong>${name}</strong>`)
  })
})
