import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { failureOf } from '../../worker/render/refusal'
import { sendCodeStep } from './_send-code'
import { accountPath, carryFromForm, carryFromQuery, type Carry } from './_carry'
import { checks, found, marketOf } from './_checks'
import {
  CarryFields, CodeField, FieldError, FormAlert, NameField, NewPasswordField, PhoneField, ScreenLinks, SendCodeButton, SentFlag, SentNote,
} from './_fields'
import { openSession } from './_session'

type Field = 'name' | 'phone' | 'code' | 'password' | 'consent'

type State = {
  name: string
  phone: string
  code: string
  consent: boolean
  sent: boolean
  sentTo: string | null
  carry: Carry
  errors: Partial<Record<Field | 'form', string>>
}

function RegisterForm({ state, kit }: { state: State; kit: PageKit }) {
  const { t, tx, ctx } = kit
  const { errors, carry } = state
  const agreement = (
    <a href="/m/tmpl/document" target="_blank" rel="noopener">{t('title.agreement')}</a>
  )
  return (
    <form className="card stack" method="post" action="/m/login/register" noValidate>
      <h2>{t('register.heading')}</h2>
      {carry.intent ? <p className="note" role="status">{t('login.toAddToCart')}</p> : null}
      <FormAlert text={errors.form} />
      <CarryFields carry={carry} />
      <SentFlag sent={state.sent} />
      <NameField t={t} value={state.name} error={errors.name} />
      <PhoneField t={t} tx={tx} value={state.phone} error={errors.phone} market={marketOf(ctx)} />
      {state.sent ? <SentNote tx={tx} sentTo={state.sentTo} /> : <SendCodeButton label={t('verify.send')} />}
      <CodeField t={t} value={state.code} error={errors.code} />
      <NewPasswordField t={t} label={t('login.password')} error={errors.password} />
      <label className="check">
        <input type="checkbox" name="consent" value="yes" defaultChecked={state.consent} aria-invalid={!!errors.consent} />
        <span>{tx('register.consent', { agreement })}</span>
      </label>
      <FieldError text={errors.consent} />
      <button className="btn wide" type="submit" name="action" value="register">{t('register.submit')}</button>
      {state.sent ? <SendCodeButton label={t('verify.resend')} /> : null}
      <ScreenLinks links={[[accountPath('login', carry), t('register.haveAccount')]]} />
    </form>
  )
}

async function render(c: Context<AppEnv>, state: State, status: ContentfulStatusCode = 200) {
  const kit = await pageKit(c)
  c.status(status)
  return c.render(<RegisterForm state={state} kit={kit} />, { title: kit.t('title.register'), back: state.carry.back })
}

export async function GET(c: Context<AppEnv>) {
  return render(c, { name: '', phone: '', code: '', consent: false, sent: false, sentTo: null, carry: carryFromQuery(c), errors: {} })
}

/** Name, mobile number proven by a code, password and the 18+ consent; "send me a code" is a post of the same form. */
export async function POST(c: Context<AppEnv>) {
  const kit = await pageKit(c)
  const { t, upstream } = kit
  const form = await readForm(c)
  const market = marketOf(kit.ctx)
  const password = form.text('password', 128)
  const state: State = {
    name: form.text('name', 100),
    phone: form.text('phone', 24),
    code: form.text('code', 6).trim(),
    consent: form.text('consent', 3) === 'yes',
    sent: form.text('sent', 1) === '1',
    sentTo: null,
    carry: carryFromForm(form),
    errors: {},
  }
  const phoneError = checks.phone(state.phone, market)

  if (form.text('action', 10) === 'send') {
    return sendCodeStep(c, state, 'register', phoneError ? t(phoneError) : null, (next, status) => render(c, next, status))
  }

  const invalid = found<Field>({
    name: checks.name(state.name),
    phone: phoneError,
    code: checks.code(state.code),
    password: checks.newPassword(password),
    consent: state.consent ? undefined : 'register.consentRequired',
  })
  if (Object.keys(invalid).length > 0) {
    const errors = Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key)]))
    return render(c, { ...state, errors }, 400)
  }
  const body = { name: state.name.trim(), phone: state.phone, code: state.code, password, consent: true as const }
  let token: string
  try {
    token = (await upstream.call('register', { body, token: null })).token
  } catch (error) {
    const failure = failureOf(error, t)
    return render(c, { ...state, errors: { form: failure.message } }, failure.status)
  }
  return openSession(c, token, state.carry, { ok: 'register.welcome' })
}

export const namespaces = ['account', 'flash'] as const
