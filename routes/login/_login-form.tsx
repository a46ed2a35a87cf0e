import type { BindPhone } from '../../contract'
import type { Translate } from '../../locales'
import type { PageKit } from '../../worker/render/page-kit'
import { accountPath, type Carry } from './_carry'
import { CarryFields, FieldError, FormAlert, ScreenLinks } from './_fields'

export type LoginFormState = {
  username: string
  carry: Carry
  /** A number proven by a code login, with its code: the login binds it to the account. */
  bind: (BindPhone & { shown: string }) | null
  /** Said before the form (role=status), e.g. why the code login sent the shopper here. */
  note?: string
  errors: { username?: string; password?: string; form?: string }
}

/** The password login, posting to /m/login/login; the code login shows it too, to bind its number. */
export function LoginForm({ state, t, tx }: { state: LoginFormState; t: Translate; tx: PageKit['tx'] }) {
  const { username, carry, bind, note, errors } = state
  return (
    <form className="card stack" method="post" action="/m/login/login" noValidate>
      <h2>{t('login.heading')}</h2>
      {carry.intent ? <p className="note" role="status">{t('login.toAddToCart')}</p> : null}
      {note ? <p className="note" role="status">{note}</p> : null}
      {bind ? <p className="note">{tx('login.bindNote', { phone: bind.shown })}</p> : null}
      <FormAlert text={errors.form} />
      <CarryFields carry={carry} />
      {bind ? (
        <>
          <input type="hidden" name="bindPhone" value={bind.phone} />
          <input type="hidden" name="bindCode" value={bind.code} />
        </>
      ) : null}
      <label>
        {t('login.username')}
        <input name="username" autoComplete="username" defaultValue={username} maxLength={64} aria-invalid={!!errors.username} />
        <FieldError text={errors.username} />
      </label>
      <label>
        {t('login.password')}
        <input name="password" type="password" autoComplete="current-password" maxLength={128} aria-invalid={!!errors.password} />
        <FieldError text={errors.password} />
      </label>
      <button className="btn wide" type="submit">{t('login.submit')}</button>
      <ScreenLinks
        links={[
          [accountPath('code', carry), t('login.withCode')],
          [accountPath('forgot', carry), t('login.forgot')],
          [accountPath('register', carry), t('login.register')],
        ]}
      />
    </form>
  )
}
