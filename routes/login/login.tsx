import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { setCookie } from 'hono/cookie'
import { resolveBack, type AddIntent } from '../../islands/back'
import type { Translate } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { AUTH_COOKIE } from '../../worker/middleware/context/auth'
import { cookieOptions, DAY_SECONDS } from '../../worker/middleware/context/cookies'
import { pageFailure } from '../../worker/render/failure'
import { readForm } from '../../worker/render/form'
import { pageKit } from '../../worker/render/page-kit'
import { addToCart, readAddIntent } from '../cart/_add-intent'

const SESSION_DAYS = 30

type FormState = {
  username: string
  back: string
  intent: AddIntent | null
  errors: { username?: string; password?: string; form?: string }
}

function LoginForm({ state, t }: { state: FormState; t: Translate }) {
  const { username, back, intent, errors } = state
  return (
    <form className="card stack" method="post" action="/m/login/login" noValidate>
      <h2>{t('login.heading')}</h2>
      {intent ? <p className="note" role="status">{t('login.toAddToCart')}</p> : null}
      {errors.form ? <p className="err" role="alert">{errors.form}</p> : null}
      <input type="hidden" name="back" value={back} />
      {intent ? (
        <>
          <input type="hidden" name="add" value={intent.add} />
          <input type="hidden" name="idem" value={intent.idem} />
        </>
      ) : null}
      <label>
        {t('login.username')}
        <input name="username" autoComplete="username" defaultValue={username} maxLength={64} aria-invalid={!!errors.username} />
        {errors.username ? <span className="err">{errors.username}</span> : null}
      </label>
      <label>
        {t('login.password')}
        <input name="password" type="password" autoComplete="current-password" maxLength={128} aria-invalid={!!errors.password} />
        {errors.password ? <span className="err">{errors.password}</span> : null}
      </label>
      <button className="btn wide" type="submit">{t('login.submit')}</button>
    </form>
  )
}

async function render(c: Context<AppEnv>, state: FormState, status: ContentfulStatusCode = 200) {
  const { t } = await pageKit(c)
  c.status(status)
  return c.render(<LoginForm state={state} t={t} />, { title: t('title.login'), back: state.back })
}

export async function GET(c: Context<AppEnv>) {
  const intent = readAddIntent(c.req.query('add'), c.req.query('idem'))
  return render(c, { username: '', back: resolveBack(c.req.query('back')), intent, errors: {} })
}

export async function POST(c: Context<AppEnv>) {
  const { t, upstream } = await pageKit(c)
  const form = await readForm(c)
  const username = form.text('username', 64).trim()
  const password = form.text('password', 128)
  const back = resolveBack(form.text('back'))
  const intent = readAddIntent(form.text('add', 10), form.text('idem', 101))
  const errors: FormState['errors'] = {}
  if (!username) errors.username = t('login.usernameRequired')
  if (!password) errors.password = t('login.passwordRequired')
  if (errors.username || errors.password) return render(c, { username, back, intent, errors }, 400)
  let token: string
  try {
    // Logging in is the storefront's call, whatever stale session cookie the browser still sends.
    token = (await upstream.call('login', { body: { username, password }, token: null })).token
  } catch (error) {
    const failure = pageFailure(c, error, { back, refused: 401 })
    if ('response' in failure) return failure.response
    return render(c, { username, back, intent, errors: { form: failure.message } }, failure.status)
  }
  setCookie(c, AUTH_COOKIE, token, cookieOptions(SESSION_DAYS * DAY_SECONDS, { httpOnly: true }))
  if (intent) await addToCart(c, intent, token)
  return c.redirect(back, 303)
}

export const namespaces = ['account', 'flash'] as const
