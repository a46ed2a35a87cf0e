import { MEMBER_FIELDS } from '../contract/form-rules'
import { type FieldKeys, textErrors } from '../contract/field-errors'
import type { MessageKey } from '../locales'

export type MemberErrors = { name?: MessageKey; phone?: MessageKey }

export const MEMBER_KEYS: Record<keyof MemberErrors, FieldKeys<MessageKey>> = {
  name: { missing: 'member.nameRequired', invalid: 'error.invalidInput' },
  phone: { missing: 'member.phoneRequired', invalid: 'member.phoneInvalid' },
}

/**
 * The locale keys of what is wrong with a submission, or nothing; the worker and the island check alike, by the
 * rules the mall's `MemberMessageRequest` is built from (zod-free, for the island's budget).
 */
export function validateMember(name: string, phone: string): MemberErrors {
  return textErrors(MEMBER_FIELDS, { name, phone }, MEMBER_KEYS)
}

export const MEMBER_FORM_KEYS = [
  'member.name', 'member.phone', 'member.namePlaceholder', 'member.phonePlaceholder', 'member.nameRequired',
  'member.phoneRequired', 'member.phoneInvalid', 'member.submit', 'member.submitting', 'member.submitted',
  'error.invalidInput',
] as const satisfies readonly MessageKey[]
