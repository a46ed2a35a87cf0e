import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { pick, translator } from '../../locales'
import { MEMBER_FORM_KEYS, validateMember, type MemberErrors } from '../../islands/member-form'
import type { AppEnv } from '../../worker/env'
import { Island } from '../../worker/render/island'
import { pageKit } from '../../worker/render/page-kit'
import { failureOf } from '../../worker/render/refusal'
import { setNotice } from '../../worker/context/notice'
import { readForm } from '../../worker/render/form'
import type { PageAccess } from '../../worker/context/access'

type State = { name: string; phone: string; errors: MemberErrors; failure?: string }

async function render(c: Context<AppEnv>, state: State, status: ContentfulStatusCode = 200) {
  const { t, ctx } = await pageKit(c)
  c.status(status)
  return c.render(
    <>
      <p className="card">{t('member.intro')}</p>
      {state.failure ? <p className="card err" role="alert">{state.failure}</p> : null}
      <Island
        name="member-form"
        when="visible"
        props={{ idem: crypto.randomUUID(), name: state.name, phone: state.phone, errors: state.errors, texts: pick(ctx.language, MEMBER_FORM_KEYS) }}
      />
    </>,
    { title: t('title.member') },
  )
}

export async function GET(c: Context<AppEnv>) {
  return render(c, { name: '', phone: '', errors: {} })
}

/** The form without JavaScript: validated here as in the island; a resubmitted form is stored once. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const name = form.text('name', 100)
  const phone = form.text('phone', 100)
  const errors = validateMember(name, phone)
  if (errors.name || errors.phone) return render(c, { name, phone, errors }, 400)
  try {
    await c.var.upstream.call('memberMessage', { body: { name: name.trim(), phone: phone.trim() }, idempotencyKey: form.idempotencyKey() })
    setNotice(c, { ok: 'member.submitted' })
    return c.redirect('/m/member/add', 303)
  } catch (error) {
    const failure = failureOf(error, translator(c.var.ctx.language))
    return render(c, { name, phone, errors: {}, failure: failure.message }, failure.status)
  }
}

export const namespaces = ['account'] as const

export const access: PageAccess = 'guest'
