import type { ReactNode } from 'react'
import { CODE_RULES, type CountryCode, phonePrefixOf } from '../../contract'
import { intentFields } from '../../islands/return-path'
import type { Translate } from '../../locales'
import type { PageKit } from '../../worker/render/page-kit'
import type { Carry } from './_carry'

type Tx = PageKit['tx']

/** The hidden fields that carry `back` and the add intent through a post. */
export function CarryFields({ carry }: { carry: Carry }) {
  return (
    <>
      <input type="hidden" name="back" value={carry.back} />
      {(carry.intent ? intentFields(carry.intent) : []).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

export const FieldError = ({ text }: { text?: string }) => (text ? <span className="err">{text}</span> : null)

export const FormAlert = ({ text }: { text?: string }) => (text ? <p className="err" role="alert">{text}</p> : null)

export function NameField({ t, value, error }: { t: Translate; value: string; error?: string }) {
  return (
    <label>
      {t('member.name')}
      <input name="name" type="text" defaultValue={value} placeholder={t('member.namePlaceholder')} maxLength={50} autoComplete="name" aria-invalid={!!error} />
      <FieldError text={error} />
    </label>
  )
}

/** The mobile number, written left to right whatever the page's direction, with the market's prefix as a hint. */
export function PhoneField({ t, tx, value, error, market }: { t: Translate; tx: Tx; value: string; error?: string; market: CountryCode }) {
  return (
    <label>
      {t('member.phone')}
      <input
        name="phone" type="tel" inputMode="tel" dir="ltr" defaultValue={value} placeholder={t('member.phonePlaceholder')} maxLength={24}
        autoComplete="tel" aria-invalid={!!error}
      />
      <span className="muted">{tx('verify.phoneHint', { prefix: phonePrefixOf(market) })}</span>
      <FieldError text={error} />
    </label>
  )
}

export function CodeField({ t, value, error }: { t: Translate; value: string; error?: string }) {
  return (
    <label>
      {t('verify.code')}
      <input
        name="code" type="text" inputMode="numeric" dir="ltr" defaultValue={value} placeholder={t('verify.codePlaceholder')} maxLength={CODE_RULES.digits}
        autoComplete="one-time-code" aria-invalid={!!error}
      />
      <FieldError text={error} />
    </label>
  )
}

/** A password field is never filled in again by the server. */
export function NewPasswordField({ t, label, error }: { t: Translate; label: string; error?: string }) {
  return (
    <label>
      {label}
      <input name="password" type="password" autoComplete="new-password" maxLength={128} aria-invalid={!!error} />
      <span className="muted">{t('verify.passwordHint')}</span>
      <FieldError text={error} />
    </label>
  )
}

/** Asks for a code: a submit button of the same form, so what was typed comes back with the page. */
export const SendCodeButton = ({ label }: { label: string }) => (
  <button className="btn secondary" type="submit" name="action" value="send">{label}</button>
)

/** Where the code went and for how long it is valid; the number keeps its own direction in right-to-left text. */
export function SentNote({ tx, sentTo }: { tx: Tx; sentTo: string | null }) {
  return sentTo ? <p className="note" role="status">{tx('verify.sent', { phone: sentTo, minutes: CODE_RULES.validMinutes })}</p> : null
}

/** The number, then "send me a code" until one was sent (then where it went), then the code. */
export function PhoneAndCodeFields({ t, tx, phone, code, sent, sentTo, errors, market }: {
  t: Translate
  tx: Tx
  phone: string
  code: string
  sent: boolean
  sentTo: string | null
  errors: { phone?: string; code?: string }
  market: CountryCode
}) {
  return (
    <>
      <PhoneField t={t} tx={tx} value={phone} error={errors.phone} market={market} />
      {sent ? <SentNote tx={tx} sentTo={sentTo} /> : <SendCodeButton label={t('verify.send')} />}
      <CodeField t={t} value={code} error={errors.code} />
    </>
  )
}

/** Once a code was sent the form says so, and the screen shows the fields that use it. */
export const SentFlag = ({ sent }: { sent: boolean }) => (sent ? <input type="hidden" name="sent" value="1" /> : null)

export function ScreenLinks({ links }: { links: [href: string, label: ReactNode][] }) {
  return (
    <p className="links">
      {links.map(([href, label]) => (
        <a key={href} href={href}>{label}</a>
      ))}
    </p>
  )
}
