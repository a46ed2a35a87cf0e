import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { getCookie } from 'hono/cookie'
import { CODE_PATTERN, type LoginResult, normalizePhone } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { DEVICE_COOKIE } from '../../worker/context/session'
import { readForm } from '../../worker/render/form'
import { Island } from '../../worker/render/island'
import { pageKit } from '../../worker/render/page-kit'
import { failureOf } from '../../worker/render/refusal'
import { UpstreamError } from '../../worker/upstream/client'
import { carryFromForm, carryFromQuery } from './_carry'
import { phoneMarketOf } from './_checks'
import { LoginForm, type LoginFormState } from './_login-form'
import { openSession } from './_session'

/** `handOff`: inside an app, the page first offers the app's own login (islands/app-login.island.tsx). */
async function render(c: Context<AppEnv>, state: LoginFormState, status: ContentfulStatusCode = 200, handOff = false) {
  const { t, tx, ctx } = await pageKit(c)
  const inApp = handOff && (ctx.variant.inApp || ctx.variant.sister)
  c.status(status)
  return c.render(
    <>
      <LoginForm state={state} t={t} tx={tx} />
      {inApp ? <Island name="app-login" when="load" props={{ back: state.carry.back }} /> : null}
    </>,
    { title: t('title.login'), back: state.carry.back },
  )
}

export async function GET(c: Context<AppEnv>) {
  return render(c, { username: '', carry: carryFromQuery(c), bind: null, errors: {} }, 200, true)
}

/** A password login, by username or mobile number; with a proven number from the code login, it also binds it. */
export async function POST(c: Context<AppEnv>) {
  const { t, ctx, upstream } = await pageKit(c)
  const form = await readForm(c)
  const username = form.text('username', 64).trim()
  const password = form.text('password', 128)
  const carry = carryFromForm(form)
  const bindPhone = normalizePhone(form.text('bindPhone', 24), phoneMarketOf(ctx))
  const bindCode = form.text('bindCode', 6)
  const bind = bindPhone && CODE_PATTERN.test(bindCode) ? { phone: bindPhone, code: bindCode, shown: bindPhone } : null
  const errors: LoginFormState['errors'] = {}
  if (!username) errors.username = t('login.usernameRequired')
  if (!password) errors.password = t('login.passwordRequired')
  if (errors.username || errors.password) return render(c, { username, carry, bind, errors }, 400)
  // Logging in is the storefront's call, whatever stale session cookie the browser still sends.
  const device = getCookie(c, DEVICE_COOKIE)?.slice(0, 200)
  const body = { username, password, ...(bind ? { bind: { phone: bind.phone, code: bind.code } } : {}), ...(device ? { device } : {}) }
  let session: LoginResult
  try {
    session = await upstream.call('login', { body, token: null })
  } catch (error) {
    const failure = failureOf(error, t)
    if (failure.key === 'tooFrequent' && error instanceof UpstreamError && error.retryAfter) {
      c.header('Retry-After', String(error.retryAfter))
      return render(c, { username, carry, bind, errors: {}, lockedMinutes: Math.ceil(error.retryAfter / 60) }, 429)
    }
    return render(c, { username, carry, bind, errors: { form: failure.message } }, failure.key === 'loginFailed' ? 401 : failure.status)
  }
  return openSession(c, session, carry)
}

export const namespaces = ['account', 'flash'] as const
