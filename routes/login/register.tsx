import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { LoginResult } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { failureOf } from '../../worker/render/refusal'
import { sendCodeStep } from './_send-code'
import { accountPath, carryFromForm, carryFromQuery, type Carry } from './_carry'
import { checks, found, phoneMarketOf } from './_checks'
import { AccountForm, IntentNote, SubmitButton } from './_account-form'
import { FieldError, NameField, NewPasswordField, PhoneAndCodeFields, SendCodeButton } from './_fields'
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
    <AccountForm
      action="/m/login/register" heading={t('register.heading')} notes={<IntentNote carry={carry} t={t} registering />} error={errors.form} carry={carry}
      sent={state.sent} links={[[accountPath('login', carry), t('register.haveAccount')]]}
    >
      <NameField t={t} value={state.name} error={errors.name} />
      <PhoneAndCodeFields
        t={t} tx={tx} phone={state.phone} code={state.code} sent={state.sent} sentTo={state.sentTo} errors={errors} market={phoneMarketOf(ctx)}
      />
      <NewPasswordField t={t} label={t('login.password')} error={errors.password} />
      <label className="check">
        <input type="checkbox" name="consent" value="yes" defaultChecked={state.consent} aria-invalid={!!errors.consent} />
        <span>{tx('register.consent', { agreement })}</span>
      </label>
      <FieldError text={errors.consent} />
      <SubmitButton label={t('register.submit')} action="register" />
      {state.sent ? <SendCodeButton label={t('verify.resend')} /> : null}
    </AccountForm>
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
  const market = phoneMarketOf(kit.ctx)
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
  let session: LoginResult
  try {
    session = await upstream.call('register', { body, token: null })
  } catch (error) {
    const failure = failureOf(error, t)
    return render(c, { ...state, errors: { form: failure.message } }, failure.status)
  }
  return openSession(c, session, state.carry, { ok: 'register.welcome' })
}

export const namespaces = ['account', 'flash'] as const
