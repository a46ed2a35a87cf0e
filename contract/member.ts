import { z } from 'zod'
import { PHONE_PATTERN } from './common'
import { defineEndpoints } from './endpoint'

export const MemberMessageRequest = z.object({
  name: z.string().trim().min(1).max(50),
  phone: z.string().trim().regex(PHONE_PATTERN),
})
export type MemberMessageRequest = z.infer<typeof MemberMessageRequest>

export const MemberMessageResult = z.object({ id: z.number().int().positive() })
export type MemberMessageResult = z.infer<typeof MemberMessageResult>

export const memberEndpoints = defineEndpoints({
  memberMessage: {
    method: 'POST', path: '/api/member/message', auth: false, body: MemberMessageRequest, response: MemberMessageResult, idempotent: true,
    summary: 'Store a name and mobile number left on the message-entry page; a repeated Idempotency-Key stores it once',
  },
})
