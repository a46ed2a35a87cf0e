import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { setNotice } from '../../worker/context/notice'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { failureOf } from '../../worker/render/refusal'
import { sendCodeStep } from './_send-code'
import { accountPath, carryFromForm, carryFromQuery, type Carry } from './_carry'
import { checks, found, phoneMarketOf } from './_checks'
import { AccountForm, SubmitButton } from './_account-form'
import { NewPasswordField, PhoneAndCodeFields, SendCodeButton } from './_fields'

type Field = 'phone' | 'code' | 'password'

type State = {
  phone: string
  code: string
  sent: boolean
  sentTo: string | null
  carry: Carry
  errors: Partial<Record<Field | 'form', string>>
}

function ForgotForm({ state, kit }: { state: State; kit: PageKit }) {
  const { t, tx, ctx } = kit
  const { errors, carry } = state
  return (
    <AccountForm
      action="/m/login/forgot" heading={t('forgot.heading')} notes={<p>{t('forgot.intro')}</p>} error={errors.form} carry={carry} sent={state.sent}
      links={[[accountPath('login', carry), t('forgot.backToLogin')]]}
    >
      <PhoneAndCodeFields
        t={t} tx={tx} phone={state.phone} code={state.code} sent={state.sent} sentTo={state.sentTo} errors={errors} market={phoneMarketOf(ctx)}
      />
      <NewPasswordField t={t} label={t('forgot.password')} error={errors.password} />
      <SubmitButton label={t('forgot.submit')} action="reset" />
      {state.sent ? <SendCodeButton label={t('verify.resend')} /> : null}
    </AccountForm>
  )
}

async function render(c: Context<AppEnv>, state: State, status: ContentfulStatusCode = 200) {
  const kit = await pageKit(c)
  c.status(status)
  return c.render(<ForgotForm state={state} kit={kit} />, { title: kit.t('title.forgotPassword'), back: state.carry.back })
}

export async function GET(c: Context<AppEnv>) {
  return render(c, { phone: '', code: '', sent: false, sentTo: null, carry: carryFromQuery(c), errors: {} })
}

/** A reset code to the account's number, then a new password; the login page follows, with a notice. */
export async function POST(c: Context<AppEnv>) {
  const kit = await pageKit(c)
  const { t, upstream } = kit
  const form = await readForm(c)
  const market = phoneMarketOf(kit.ctx)
  const password = form.text('password', 128)
  const state: State = {
    phone: form.text('phone', 24),
    code: form.text('code', 6).trim(),
    sent: form.text('sent', 1) === '1',
    sentTo: null,
    carry: carryFromForm(form),
    errors: {},
  }
  const phoneError = checks.phone(state.phone, market)

  if (form.text('action', 10) === 'send') {
    return sendCodeStep(c, state, 'reset', phoneError ? t(phoneError) : null, (next, status) => render(c, next, status))
  }

  const invalid = found<Field>({ phone: phoneError, code: checks.code(state.code), password: checks.newPassword(password) })
  if (Object.keys(invalid).length > 0) {
    const errors = Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key)]))
    return render(c, { ...state, errors }, 400)
  }
  try {
    await upstream.call('resetPassword', { body: { phone: state.phone, code: state.code, password }, token: null })
  } catch (error) {
    const failure = failureOf(error, t)
    return render(c, { ...state, errors: { form: failure.message } }, failure.status)
  }
  setNotice(c, { ok: 'forgot.done' })
  return c.redirect(accountPath('login', state.carry), 303)
}

export const namespaces = ['account'] as const
