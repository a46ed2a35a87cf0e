import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type CountryCode, type LoginResult, normalizePhone } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { failureOf } from '../../worker/render/refusal'
import { sendCodeStep } from './_send-code'
import { accountPath, carryFromForm, carryFromQuery, type Carry } from './_carry'
import { checks, found, phoneMarketOf } from './_checks'
import { AccountForm, IntentNote, SubmitButton } from './_account-form'
import { CodeField, PhoneField, SendCodeButton, SentNote } from './_fields'
import { LoginForm } from './_login-form'
import { openSession } from './_session'

type State = {
  phone: string
  code: string
  /** A code was sent: the code field and the log-in button are shown. */
  sent: boolean
  /** Where the code just went (only right after sending). */
  sentTo: string | null
  carry: Carry
  errors: { phone?: string; code?: string; form?: string }
}

function CodeLoginForm({ state, kit, market }: { state: State; kit: PageKit; market: CountryCode }) {
  const { t, tx } = kit
  const { phone, code, sent, sentTo, carry, errors } = state
  const links: [string, string][] = [[accountPath('login', carry), t('login.withPassword')], [accountPath('register', carry), t('login.register')]]
  return (
    <AccountForm
      action="/m/login/code" heading={t('login.withCode')} notes={<IntentNote carry={carry} t={t} />} error={errors.form} carry={carry} sent={sent}
      links={links}
    >
      <PhoneField t={t} tx={tx} value={phone} error={errors.phone} market={market} />
      {sent ? (
        <>
          <SentNote tx={tx} sentTo={sentTo} />
          <CodeField t={t} value={code} error={errors.code} />
          <SubmitButton label={t('login.submit')} action="login" />
          <SendCodeButton label={t('verify.resend')} />
        </>
      ) : (
        <SendCodeButton label={t('verify.send')} />
      )}
    </AccountForm>
  )
}

async function render(c: Context<AppEnv>, state: State, status: ContentfulStatusCode = 200) {
  const kit = await pageKit(c)
  c.status(status)
  return c.render(<CodeLoginForm state={state} kit={kit} market={phoneMarketOf(kit.ctx)} />, { title: kit.t('title.codeLogin'), back: state.carry.back })
}

export async function GET(c: Context<AppEnv>) {
  return render(c, { phone: '', code: '', sent: false, sentTo: null, carry: carryFromQuery(c), errors: {} })
}

/**
 * Without JavaScript: "send me a code" posts the form and comes back with the code field; logging in opens the
 * session. A number with no account is proven but not logged in: the password login shown next binds it.
 */
export async function POST(c: Context<AppEnv>) {
  const kit = await pageKit(c)
  const { t, tx, upstream } = kit
  const form = await readForm(c)
  const market = phoneMarketOf(kit.ctx)
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
    return sendCodeStep(c, state, 'login', phoneError ? t(phoneError) : null, (next, status) => render(c, next, status))
  }

  const invalid = found({ phone: phoneError, code: checks.code(state.code) })
  if (invalid.phone || invalid.code) {
    return render(c, { ...state, sent: true, errors: { phone: invalid.phone && t(invalid.phone), code: invalid.code && t(invalid.code) } }, 400)
  }
  let session: LoginResult
  try {
    session = await upstream.call('codeLogin', { body: { phone: state.phone, code: state.code }, token: null })
  } catch (error) {
    const failure = failureOf(error, t)
    if (failure.key === 'accountNotBound') {
      const phone = normalizePhone(state.phone, market) ?? state.phone
      c.status(200)
      return c.render(
        <LoginForm state={{ username: '', carry: state.carry, bind: { phone, code: state.code, shown: phone }, note: failure.message, errors: {} }} t={t} tx={tx} />,
        { title: t('title.login'), back: state.carry.back },
      )
    }
    return render(c, { ...state, sent: true, errors: { form: failure.message } }, failure.status)
  }
  return openSession(c, session, state.carry)
}

export const namespaces = ['account', 'flash'] as const
