import type { ReactNode } from 'react'
import type { Translate } from '../../locales'
import type { Carry } from './_carry'
import { CarryFields, FormAlert, ScreenLinks, SentFlag } from './_fields'

/**
 * The form body of every account screen: its heading and what it says first, the form's error, the hidden fields
 * that carry `back`, the add intent and whether a code was sent, then the screen's fields and buttons, then links
 * to the other account screens.
 */
export function AccountForm({ action, heading, notes, error, carry, sent = false, links, children }: {
  /** The screen's own path: the form posts to it. */
  action: string
  heading: string
  notes?: ReactNode
  error?: string
  carry: Carry
  sent?: boolean
  links: [href: string, label: ReactNode][]
  children: ReactNode
}) {
  return (
    <form className="card stack" method="post" action={action} noValidate>
      <h2>{heading}</h2>
      {notes}
      <FormAlert text={error} />
      <CarryFields carry={carry} />
      <SentFlag sent={sent} />
      {children}
      <ScreenLinks links={links} />
    </form>
  )
}

/** Says that logging in (or registering) also adds what the guest asked to add; nothing without an add intent. */
export const IntentNote = ({ carry, t, registering = false }: { carry: Carry; t: Translate; registering?: boolean }) =>
  carry.intent ? <p className="note" role="status">{t(registering ? 'register.toAddToCart' : 'login.toAddToCart')}</p> : null

/** The screen's main button; `action` names it when the form has other submit buttons (send a code). */
export const SubmitButton = ({ label, action }: { label: string; action?: string }) => (
  <button className="btn wide" type="submit" name={action === undefined ? undefined : 'action'} value={action}>{label}</button>
)
