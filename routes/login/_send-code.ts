import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../../worker/env'
import { attempt } from './_attempt'

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
  const sent = await attempt(c, state.carry.back, () => c.var.upstream.call('sendCode', { body: { phone: state.phone, purpose }, token: null }))
  if (sent.ok) return render({ ...state, sent: true, sentTo: sent.value.sentTo, code: '' })
  if ('response' in sent) return sent.response
  return render({ ...state, errors: { form: sent.message } }, sent.status)
}
