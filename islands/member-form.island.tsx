import { useState, type FormEvent } from 'react'
import { MEMBER_FIELDS } from '../contract/form-rules'
import { validateMember, type MemberErrors } from './member-form'
import { send } from './request'
import { showToast } from './state/toast'
import { useIdempotentAction } from './use-idempotent-action'

type Props = { idem: string; name: string; phone: string; errors: MemberErrors; texts: Record<string, string> }

/** Name + mobile number. The plain form posts to the worker without JavaScript; hydrated, it validates and sends in place. */
export default function MemberForm({ idem, name: initialName, phone: initialPhone, errors: initialErrors, texts }: Props) {
  const [name, setName] = useState(initialName)
  const [phone, setPhone] = useState(initialPhone)
  const [errors, setErrors] = useState<MemberErrors>(initialErrors)
  const { busy, run } = useIdempotentAction(idem)
  const text = (k: string | undefined) => (k ? texts[k] ?? k : '')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateMember(name, phone)
    setErrors(found)
    if (found.name || found.phone) return
    const result = await run((idempotencyKey) =>
      send('POST /member/message', { body: { name: name.trim(), phone: phone.trim() }, idempotencyKey }),
    )
    if (!result.ok) return
    setName('')
    setPhone('')
    showToast({ type: 'success', text: texts['member.submitted'] })
  }

  return (
    <form className="card stack" method="post" action="/m/member/add" onSubmit={submit} noValidate>
      <input type="hidden" name="idem" value={idem} />
      <label>
        {texts['member.name']}
        <input name="name" type="text" value={name} onChange={(e) => setName(e.target.value)} placeholder={texts['member.namePlaceholder']} maxLength={MEMBER_FIELDS.name.max} autoComplete="name" aria-invalid={!!errors.name} />
        {errors.name ? <span className="err">{text(errors.name)}</span> : null}
      </label>
      <label>
        {texts['member.phone']}
        <input name="phone" type="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder={texts['member.phonePlaceholder']} maxLength={24} autoComplete="tel" aria-invalid={!!errors.phone} />
        {errors.phone ? <span className="err">{text(errors.phone)}</span> : null}
      </label>
      <button className="btn wide" type="submit" disabled={busy} aria-busy={busy}>
        {busy ? texts['member.submitting'] : texts['member.submit']}
      </button>
    </form>
  )
}

declare module './registry' {
  interface Islands {
    'member-form': { component: typeof MemberForm; texts: typeof import('./member-form').MEMBER_FORM_KEYS }
  }
}
