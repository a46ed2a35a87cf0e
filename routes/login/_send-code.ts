import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../../worker/env'
import { translator } from '../../locales'
import { failureOf } from '../../worker/render/refusal'

type CodeScreenState = { phone: string; carry: { back: string }; errors: Record<string, string | undefined> }

/**
 * The "send me a code" step the register, code-login and forgot-password screens share: the phone's own error,
 * else the code sent (the screen comes back saying where) or the refusal in the shopper's language.
 */
export async function sendCodeStep<S extends CodeScreenState>(
  c: Context<AppEnv>,
  state: S,
  purpose: 'login' | 'register' | 'reset',
  phoneError: string | null,
  render: (state: S, status?: ContentfulStatusCode) => Promise<Response>,
): Promise<Response> {
  if (phoneError) return render({ ...state, errors: { phone: phoneError } }, 400)
  let sentTo: string
  try {
    sentTo = (await c.var.upstream.call('sendCode', { body: { phone: state.phone, purpose }, token: null })).sentTo
  } catch (error) {
    const failure = failureOf(error, translator(c.var.ctx.language))
    return render({ ...state, errors: { form: failure.message } }, failure.status)
  }
  return render({ ...state, sent: true, sentTo, code: '' })
}
