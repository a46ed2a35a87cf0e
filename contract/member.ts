import { z } from 'zod'
import { PHONE_PATTERN } from './common'

export const MemberMessageRequest = z.object({
  name: z.string().trim().min(1).max(50),
  phone: z.string().trim().regex(PHONE_PATTERN),
})
export type MemberMessageRequest = z.infer<typeof MemberMessageRequest>

export const MemberMessageResult = z.object({ id: z.number().int().positive() })
export type MemberMessageResult = z.infer<typeof MemberMessageResult>
