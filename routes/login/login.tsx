import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { setCookie } from 'hono/cookie'
import { AUTH_COOKIE } from '../../worker/context/auth'
import { resolveBack } from '../../worker/context/back'
import type { AppEnv } from '../../worker/env'
import { pageKit } from '../../worker/render/page-kit'
import { UpstreamError } from '../../worker/upstream/client'
import { failureStatus, messageOf } from '../../worker/upstream/messages'
import { readForm } from '../../worker/render/form'

const SESSION_DAYS = 30

type FormState = { username: string; back: string; errors: { username?: string; password?: string; form?: string } }

function LoginForm({ state, t }: { state: FormState; t: (key: string) => string }) {
  const { username, back, errors } = state
  return (
    <form className="card stack" method="post" action="/m/login/login" noValidate>
      <h2>{t('login.heading')}</h2>
      {errors.form ? <p className="err" role="alert">{errors.form}</p> : null}
      <input type="hidden" name="back" value={back} />
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

function render(c: Context<AppEnv>, state: FormState, status: ContentfulStatusCode = 200) {
  const { t } = pageKit(c)
  c.status(status)
  return c.render(<LoginForm state={state} t={t} />, { title: t('title.login'), back: state.back })
}

export function GET(c: Context<AppEnv>) {
  return render(c, { username: '', back: resolveBack(c.req.query('back')), errors: {} })
}

export async function POST(c: Context<AppEnv>) {
  const { t, upstream } = pageKit(c)
  const form = await readForm(c)
  const username = form.text('username', 64).trim()
  const password = form.text('password', 128)
  const back = resolveBack(form.text('back'))
  const errors: FormState['errors'] = {}
  if (!username) errors.username = t('login.usernameRequired')
  if (!password) errors.password = t('login.passwordRequired')
  if (errors.username || errors.password) return render(c, { username, back, errors }, 400)
  try {
    const { token } = await upstream.call('login', { body: { username, password } })
    setCookie(c, AUTH_COOKIE, token, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: SESSION_DAYS * 86400 })
    return c.redirect(back, 303)
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    if (error.redirect) return c.redirect(error.redirect, 302)
    return render(c, { username, back, errors: { form: messageOf(error, t) } }, failureStatus(error, 401))
  }
}
