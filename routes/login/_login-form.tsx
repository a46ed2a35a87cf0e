import type { BindPhone } from '../../contract'
import type { Translate } from '../../locales'
import type { PageKit } from '../../worker/render/page-kit'
import { accountPath, type Carry } from './_carry'
import { AccountForm, IntentNote, SubmitButton } from './_account-form'
import { FieldError } from './_fields'

export type LoginFormState = {
  username: string
  carry: Carry
  /** A number proven by a code login, with its code: the login binds it to the account. */
  bind: (BindPhone & { shown: string }) | null
  /** Said before the form (role=status), e.g. why the code login sent the shopper here. */
  note?: string
  /** This browser's password logins for the account are refused for this long (strangers' guesses or its own). */
  lockedMinutes?: number
  errors: { username?: string; password?: string; form?: string }
}

/** The password login, posting to /m/login/login; the code login shows it too, to bind its number. */
export function LoginForm({ state, t, tx }: { state: LoginFormState; t: Translate; tx: PageKit['tx'] }) {
  const { username, carry, bind, note, lockedMinutes, errors } = state
  const notes = (
    <>
      {lockedMinutes ? (
        <p className="err" role="alert">
          {tx('login.lockedOut', { count: lockedMinutes })} <a href={accountPath('code', carry)}>{t('login.withCode')}</a>
        </p>
      ) : null}
      <IntentNote carry={carry} t={t} />
      {note ? <p className="note" role="status">{note}</p> : null}
      {bind ? <p className="note">{tx('login.bindNote', { phone: bind.shown })}</p> : null}
    </>
  )
  const links: [string, string][] = [
    [accountPath('code', carry), t('login.withCode')],
    [accountPath('forgot', carry), t('login.forgot')],
    [accountPath('register', carry), t('login.register')],
  ]
  return (
    <AccountForm action="/m/login/login" heading={t('login.heading')} notes={notes} error={errors.form} carry={carry} links={links}>
      {bind ? (
        <>
          <input type="hidden" name="bindPhone" value={bind.phone} />
          <input type="hidden" name="bindCode" value={bind.code} />
        </>
      ) : null}
      <label>
        {t('login.username')}
        <input name="username" type="text" autoComplete="username" defaultValue={username} maxLength={64} aria-invalid={!!errors.username} />
        <FieldError text={errors.username} />
      </label>
      <label>
        {t('login.password')}
        <input name="password" type="password" autoComplete="current-password" maxLength={128} aria-invalid={!!errors.password} />
        <FieldError text={errors.password} />
      </label>
      <SubmitButton label={t('login.submit')} />
    </AccountForm>
  )
}
