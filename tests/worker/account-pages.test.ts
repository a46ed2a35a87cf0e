import { describe, expect, it } from 'vitest'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { dictionaries, flatten, type Tree } from '../locale-files'
import { ageCodes, AMINA_PHONE, lastCode, newPhone, PASSWORD, registered, wrongCode } from './account.helpers'
import { send } from './helpers'
import { cartCount, createFlashItem, DEMO_PASSWORD, mallEnv } from './mall.helpers'
import { select } from './html'

const NG = 'countryId=7; countryCode=NG'
let callers = 0

/** A plain form post (JavaScript off), each from its own address so the write limit never interferes. */
const post = (path: string, fields: Record<string, string>, cookie = NG) =>
  send(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie, 'cf-connecting-ip': `203.0.113.${++callers % 250}`, 'x-test-caller': String(callers) },
  })

const page = async (path: string, cookie = NG) => (await send(path, { headers: { cookie } })).text()

/** What a reader sees: markup, inline CSS and island props removed. */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<\/?(?:bdi|a|b)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const setCookies = (response: Response) => response.headers.getSetCookie().join('\n')
const tokenOf = (response: Response) => /(?:^|\n)key=([^;]+)/.exec(setCookies(response))?.[1]

const nationalNg = (phone: string) => `0${phone.slice(4)}`

const SCREENS = ['/m/login/login', '/m/login/code', '/m/login/register', '/m/login/forgot'] as const

// First in this file: no page has loaded the account texts in Swahili yet, as on a fresh worker.
describe('a notice after an account action', () => {
  it('is shown in the shopper\'s language on a page that does not use the account texts itself', async () => {
    const home = visible(await page('/m/', `${NG}; jde-lang=sw; notice=ok.register.welcome`))
    expect(home).toContain('Karibu! Akaunti yako iko tayari')
    expect(home).not.toContain('register.welcome')
  })
})

describe('the login screens link to one another', () => {
  it('login offers code login, forgot password and "Create an account", all carrying back and the add intent', async () => {
    const html = await page('/m/login/login?back=%2Fm%2Factivity%2Fsale&add=12&idem=tap-1')
    const query = 'back=%2Fm%2Factivity%2Fsale&amp;add=12&amp;idem=tap-1'
    expect(html).toContain(`<a href="/m/login/code?${query}">Log in with a verification code</a>`)
    expect(html).toContain(`<a href="/m/login/forgot?${query}">Forgot password?</a>`)
    expect(html).toContain(`<a href="/m/login/register?${query}">Create an account</a>`)
  })

  it('the other screens link back to the password login and to registration', async () => {
    expect(await page('/m/login/code')).toContain('<a href="/m/login/login?back=%2Fm%2F">Log in with your password</a>')
    expect(await page('/m/login/code')).toContain('<a href="/m/login/register?back=%2Fm%2F">Create an account</a>')
    expect(await page('/m/login/register')).toContain('<a href="/m/login/login?back=%2Fm%2F">Already have an account? Log in</a>')
    expect(await page('/m/login/forgot')).toContain('<a href="/m/login/login?back=%2Fm%2F">Back to log in</a>')
  })

  it.each(SCREENS)('%s never carries a back address outside /m', async (path) => {
    const whole = await page(`${path}?back=https%3A%2F%2Fevil.example%2Fm%2F`)
    const html = whole.slice(whole.indexOf('<form'), whole.indexOf('</form>'))
    expect(html).not.toMatch(/(?:value|href)="[^"]*(?:evil\.example|evil%2Eexample)/)
    expect(html.match(/href="\/m\/login\/[a-z]+\?back=[^"]*"/g)!.every((link) => link.endsWith('?back=%2Fm%2F"'))).toBe(true)
    expect(html).toContain('<input type="hidden" name="back" value="/m/"/>')
  })

  it('register asks for 18+ consent to the user agreement, linked', async () => {
    const html = await page('/m/login/register')
    expect((await select(html, 'input[name=consent]'))?.attrs).toMatchObject({ type: 'checkbox', value: 'yes' })
    expect(visible(html)).toContain('I am 18 years or older and I agree to the User Agreement')
    expect(html).toContain('<a href="/m/tmpl/document" target="_blank" rel="noopener">User Agreement</a>')
  })

  it('shows the market\'s prefix beside the number', async () => {
    expect(visible(await page('/m/login/register', 'countryId=3; countryCode=GH'))).toContain('Numbers in your market start with +233')
    expect(visible(await page('/m/login/code'))).toContain('Numbers in your market start with +234')
  })
})

describe('validation with JavaScript off, on the server', () => {
  it('register: every field of an empty form says what is missing; placeholders are the seed\'s', async () => {
    const response = await post('/m/login/register', { action: 'register' })
    expect(response.status).toBe(400)
    const html = await response.text()
    for (const text of [
      'User name cannot be empty',
      'Mobile phone number cannot be empty',
      'Please enter the verification code',
      'Password cannot be empty',
      'Please confirm that you are 18 or older and agree to the User Agreement',
    ]) expect(visible(html)).toContain(text)
    expect(html).toContain('placeholder="Please enter your name"')
    expect(html).toContain('placeholder="Please enter your mobile phone number"')
  })

  it('register: a bad number, a short code and a short password', async () => {
    const html = await (await post('/m/login/register', { name: 'Ada', phone: '0803', code: '123', password: 'short', consent: 'yes' })).text()
    expect(visible(html)).toContain('Please enter a valid mobile phone number')
    expect(visible(html)).toContain('The verification code has 6 digits')
    expect(visible(html)).toContain('The password needs at least 8 characters')
    expect(visible(html)).not.toContain('User name cannot be empty')
  })

  it('"send me a code" with no number', async () => {
    for (const path of ['/m/login/register', '/m/login/code', '/m/login/forgot']) {
      const response = await post(path, { action: 'send', phone: '' })
      expect(response.status, path).toBe(400)
      expect(visible(await response.text()), path).toContain('Mobile phone number cannot be empty')
    }
  })

  it('code login and forgot password: empty forms', async () => {
    const code = visible(await (await post('/m/login/code', { action: 'login', sent: '1' })).text())
    expect(code).toContain('Mobile phone number cannot be empty')
    expect(code).toContain('Please enter the verification code')
    const forgot = visible(await (await post('/m/login/forgot', { action: 'reset' })).text())
    expect(forgot).toContain('Mobile phone number cannot be empty')
    expect(forgot).toContain('Please enter the verification code')
    expect(forgot).toContain('Password cannot be empty')
  })

  it('login: empty username and password', async () => {
    const html = visible(await (await post('/m/login/login', {})).text())
    expect(html).toContain('User name cannot be empty')
    expect(html).toContain('Password cannot be empty')
  })

  it('in the shopper\'s language', async () => {
    const html = visible(await (await post('/m/login/register', { action: 'register' }, `${NG}; jde-lang=fr-FR`)).text())
    expect(html).toContain('Le nom est obligatoire')
    expect(html).toContain('Le numéro de mobile est obligatoire')
    expect(html).not.toContain('User name cannot be empty')
  })

  it('keeps what was typed, escaped, and never the password', async () => {
    const html = await (await post('/m/login/register', { name: '<script>alert(1)</script>', phone: '0803', password: 'Secret#2026' })).text()
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('value="0803"')
    expect(html).not.toContain('Secret#2026')
  })
})

describe('registration with JavaScript off', () => {
  it('sends a code, comes back with the form as typed and where the code went, then creates the account and logs it in', async () => {
    const phone = newPhone()
    const sent = await post('/m/login/register', { action: 'send', name: 'Tunde <Bakare>', phone: nationalNg(phone), consent: 'yes' })
    expect(sent.status).toBe(200)
    const html = await sent.text()
    expect(visible(html)).toContain(`We sent a code to ${phone}. It is valid for 10 minutes.`)
    expect(html).toContain(`<bdi dir="ltr">${phone}</bdi>`)
    expect(html).toContain('value="Tunde &lt;Bakare&gt;"')
    expect((await select(html, 'input[name=consent]'))?.attrs).toMatchObject({ type: 'checkbox', checked: '' })
    expect(html).toContain('<input type="hidden" name="sent" value="1"/>')
    expect(html).toContain('name="code"')
    expect(html.indexOf('value="register"')).toBeLessThan(html.indexOf('value="send"'))

    const code = await lastCode(phone)
    const created = await post('/m/login/register', {
      action: 'register', sent: '1', name: 'Tunde <Bakare>', phone: nationalNg(phone), code, password: PASSWORD, consent: 'yes', back: '/m/activity/sale',
    })
    expect(created.status).toBe(303)
    expect(created.headers.get('location')).toBe('/m/activity/sale')
    expect(setCookies(created)).toMatch(/key=[0-9a-f]{64}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax/)
    expect(setCookies(created)).toMatch(/notice=ok.register.welcome/)
    const home = await page('/m/', `${NG}; key=${tokenOf(created)}; notice=ok.register.welcome`)
    expect(visible(home)).toContain('Tunde &lt;Bakare&gt;')
    expect(visible(home)).toContain('Welcome! Your account is ready')
    const user = await mallEnv.DB.prepare('SELECT nickname, country_id FROM users WHERE phone = ?').bind(phone).first()
    expect(user).toEqual({ nickname: 'Tunde <Bakare>', country_id: 7 })
  })

  it('shows the mall\'s refusals: a taken number, a wrong code, a code asked again too soon', async () => {
    // A number with an account is sent a code like any other: the page tells only once the code is verified.
    const { phone: taken } = await registered()
    await ageCodes(taken, 60_000)
    const sentToTaken = await post('/m/login/register', { action: 'send', name: 'Amina Two', phone: taken })
    expect(sentToTaken.status).toBe(200)
    expect(visible(await sentToTaken.text())).toContain(`We sent a code to ${taken}.`)
    const takenPage = await post('/m/login/register', {
      action: 'register', sent: '1', name: 'Amina Two', phone: taken, code: await lastCode(taken), password: PASSWORD, consent: 'yes',
    })
    expect(takenPage.status).toBe(400)
    expect(visible(await takenPage.text())).toContain('This mobile phone number is already registered')

    const phone = newPhone()
    await post('/m/login/register', { action: 'send', phone })
    const again = await post('/m/login/register', { action: 'send', phone, sent: '1' })
    expect(visible(await again.text())).toContain('A code was just sent, please wait a moment before asking again')

    const wrong = await post('/m/login/register', {
      action: 'register', sent: '1', name: 'Ada', phone, code: wrongCode(await lastCode(phone)), password: PASSWORD, consent: 'yes',
    })
    expect(wrong.status).toBe(400)
    const html = await wrong.text()
    expect(visible(html)).toContain('The verification code is wrong, please re-enter')
    expect(html).toContain(`value="${phone}"`)
  })

  it('a missing consent is refused by the page, and by the mall behind it for any other client', async () => {
    const phone = newPhone()
    await post('/m/login/register', { action: 'send', phone })
    const code = await lastCode(phone)
    const page = await post('/m/login/register', { action: 'register', name: 'Ada', phone, code, password: PASSWORD })
    expect(page.status).toBe(400)
    const direct = await send('/m/api/user/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: NG, 'cf-connecting-ip': `203.0.113.${++callers % 250}` },
      body: JSON.stringify({ name: 'Ada', phone, code, password: PASSWORD, consent: false }),
    })
    expect(direct.status).toBe(400)
    expect(await direct.json()).toMatchObject({ key: 'invalidInput' })
    expect(await mallEnv.DB.prepare('SELECT 1 FROM users WHERE phone = ?').bind(phone).first()).toBeNull()
  })
})

describe('code login with JavaScript off', () => {
  it('first asks only for the number, then shows the code field and logs in', async () => {
    const form = await page('/m/login/code')
    expect(form).not.toContain('name="code"')
    expect(form).toContain('<button class="btn secondary" type="submit" value="send" name="action">Send me a code</button>')

    const sent = await post('/m/login/code', { action: 'send', phone: '0803 000 0001' })
    const html = await sent.text()
    expect(visible(html)).toContain(`We sent a code to ${AMINA_PHONE}.`)
    expect(html).toContain('name="code"')
    expect(html).toContain('autoComplete="one-time-code"')

    const login = await post('/m/login/code', { action: 'login', sent: '1', phone: '0803 000 0001', code: await lastCode(AMINA_PHONE), back: '/m/index' })
    expect(login.status).toBe(303)
    expect(login.headers.get('location')).toBe('/m/index')
    expect(visible(await page('/m/index', `${NG}; key=${tokenOf(login)}`))).toContain('Amina Bello')
  })

  it('finishes the add a guest asked for, once', async () => {
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 2 })
    const { phone } = await registered()
    const carry = { back: '/m/activity/sale', add: String(flashItemId), idem: 'code-login-tap-1' }
    const form = await page(`/m/login/code?back=%2Fm%2Factivity%2Fsale&add=${flashItemId}&idem=code-login-tap-1`)
    expect(form).toContain(`<input type="hidden" name="add" value="${flashItemId}"/>`)
    expect(visible(form)).toContain('Log in to add to the cart')
    await mallEnv.DB.prepare('UPDATE verification_codes SET created_at = created_at - 60000 WHERE phone = ?').bind(phone).run()
    const sent = await (await post('/m/login/code', { ...carry, action: 'send', phone })).text()
    expect(sent).toContain('<input type="hidden" name="idem" value="code-login-tap-1"/>')
    const login = await post('/m/login/code', { ...carry, action: 'login', sent: '1', phone, code: await lastCode(phone) })
    expect(login.headers.get('location')).toBe('/m/activity/sale')
    expect(setCookies(login)).toMatch(/notice=ok.cart.added/)
    expect(await cartCount(tokenOf(login)!)).toBe(1)
  })

  it('the register screen asks to create an account for the add, not to log in', async () => {
    const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 2 })
    const form = visible(await page(`/m/login/register?back=%2Fm%2Factivity%2Fsale&add=${flashItemId}&idem=register-tap-1`))
    expect(form).toContain('Create an account to add this to your cart')
    expect(form).not.toContain('Log in to add to the cart')
  })

  it('a wrong code keeps the number and says so', async () => {
    const phone = newPhone()
    await post('/m/login/code', { action: 'send', phone })
    const response = await post('/m/login/code', { action: 'login', sent: '1', phone, code: wrongCode(await lastCode(phone)) })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(visible(html)).toContain('The verification code is wrong, please re-enter')
    expect(html).toContain(`value="${phone}"`)
  })

  it('a number without account: the message, then a password login that binds the number', async () => {
    const phone = newPhone()
    await post('/m/login/code', { action: 'send', phone: nationalNg(phone) })
    const code = await lastCode(phone)
    const response = await post('/m/login/code', { action: 'login', sent: '1', phone: nationalNg(phone), code, back: '/m/index' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visible(html)).toContain('The login account is not bound, please use the password to log in and bind')
    expect(html).toContain('action="/m/login/login"')
    expect(html).toContain(`<input type="hidden" name="bindPhone" value="${phone}"/>`)
    expect(html).toContain(`<input type="hidden" name="bindCode" value="${code}"/>`)
    expect(html).toContain('<input type="hidden" name="back" value="/m/index"/>')
    expect(visible(html)).toContain(`Log in with your password, and ${phone} will be bound to your account.`)

    const refused = await post('/m/login/login', { username: 'okello', password: 'wrong', bindPhone: phone, bindCode: code })
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain(`<input type="hidden" name="bindCode" value="${code}"/>`)

    const login = await post('/m/login/login', { username: 'shop_ng', password: DEMO_PASSWORD, bindPhone: phone, bindCode: code, back: '/m/index' })
    expect(login.status).toBe(303)
    expect(await mallEnv.DB.prepare("SELECT phone FROM users WHERE username = 'shop_ng'").first('phone')).toBe(phone)
  })
})

describe('forgot password with JavaScript off', () => {
  it('sends a reset code, sets the new password and sends the shopper to log in with a notice', async () => {
    const { phone } = await registered()
    const sent = await post('/m/login/forgot', { action: 'send', phone })
    expect(visible(await sent.text())).toContain(`We sent a code to ${phone}.`)
    const reset = await post('/m/login/forgot', { action: 'reset', sent: '1', phone, code: await lastCode(phone), password: 'Fresh-pass-1', back: '/m/index' })
    expect(reset.status).toBe(303)
    expect(reset.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Findex')
    expect(setCookies(reset)).toMatch(/notice=ok.forgot.done/)
    expect(visible(await page('/m/login/login?back=%2Fm%2Findex', `${NG}; notice=ok.forgot.done`))).toContain('Your password was changed')

    expect((await post('/m/login/login', { username: phone, password: PASSWORD })).status).toBe(401)
    const login = await post('/m/login/login', { username: nationalNg(phone), password: 'Fresh-pass-1' })
    expect(login.status).toBe(303)
  })

  it('a number without account is sent a code like any other, and refused once the code is verified', async () => {
    const phone = newPhone()
    const sent = await post('/m/login/forgot', { action: 'send', phone })
    expect(visible(await sent.text())).toContain(`We sent a code to ${phone}.`)
    const reset = await post('/m/login/forgot', { action: 'reset', sent: '1', phone, code: await lastCode(phone), password: 'Fresh-pass-1' })
    expect(visible(await reset.text())).toContain('The login account is not bound')
  })
})

describe('languages', () => {
  const englishKeys = [...flatten(dictionaries['en-US'] as Tree).keys()]

  it.each(INTERFACE_LANGUAGES)('the screens in %s: right lang, no raw key or placeholder, errors translated', async (language) => {
    const cookie = `${NG}; jde-lang=${language}`
    for (const path of SCREENS) {
      const html = await page(path, cookie)
      expect(html, path).toMatch(new RegExp(`<html lang="[^"]+" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`))
      const text = visible(html)
      expect(text, path).not.toMatch(/\{\{|\}\}/)
      expect(englishKeys.filter((key) => text.includes(key)), path).toEqual([])
    }
    const errors = visible(await (await post('/m/login/register', { action: 'register' }, cookie)).text())
    const english = visible(await (await post('/m/login/register', { action: 'register' })).text())
    if (language !== 'en-US') expect(errors).not.toContain('Please confirm that you are 18 or older')
    expect(errors.length).toBeGreaterThan(english.length / 3)
  })

  it('in Arabic the number keeps its direction: isolated in the text, typed left to right', async () => {
    const phone = newPhone()
    const html = await (await post('/m/login/code', { action: 'send', phone }, `${NG}; jde-lang=ar`)).text()
    expect(html).toContain(`<bdi dir="ltr">${phone}</bdi>`)
    expect(html).toContain('<bdi dir="ltr">+234</bdi>')
    expect((await select(html, 'input[name=phone]'))?.attrs).toMatchObject({ type: 'tel', inputmode: 'tel', dir: 'ltr' })
  })
})

describe('the SMS outbox page', () => {
  it('does not exist unless DEV_OUTBOX is on', async () => {
    const response = await send('/m/dev/outbox')
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('verification code')
  })

  it('shows the latest texts, for one number when asked', async () => {
    const phone = newPhone()
    await post('/m/login/code', { action: 'send', phone })
    const code = await lastCode(phone)
    const response = await send(`/m/dev/outbox?phone=${encodeURIComponent(nationalNg(phone))}`, { headers: { cookie: NG } }, { DEV_OUTBOX: 'on' })
    expect(response.status).toBe(200)
    const html = visible(await response.text())
    expect(html).toContain(`${code} is your verification code to log in.`)
    expect(html).toContain(phone)
  })
})
