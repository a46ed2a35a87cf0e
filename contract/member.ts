import { z } from 'zod'
import { MEMBER_FIELDS } from './form-rules'
import { defineEndpoints } from './endpoint'

export const MemberMessageRequest = z.object({
  name: z.string().trim().min(MEMBER_FIELDS.name.min).max(MEMBER_FIELDS.name.max),
  phone: z.string().trim().regex(MEMBER_FIELDS.phone.pattern).meta({ examples: ['+234 803 555 0101'] }),
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
