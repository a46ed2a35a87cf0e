import { PHONE_PATTERN } from '../contract/common'
import type { MessageKey } from '../locales'

export type MemberErrors = { name?: MessageKey; phone?: MessageKey }

/** The locale keys of what is wrong with a submission, or nothing; the worker and the island check alike. */
export function validateMember(name: string, phone: string): MemberErrors {
  const errors: MemberErrors = {}
  if (!name.trim()) errors.name = 'member.nameRequired'
  else if (name.trim().length > 50) errors.name = 'error.invalidInput'
  if (!phone.trim()) errors.phone = 'member.phoneRequired'
  else if (!PHONE_PATTERN.test(phone.trim())) errors.phone = 'member.phoneInvalid'
  return errors
}

export const MEMBER_FORM_KEYS = [
  'member.name', 'member.phone', 'member.namePlaceholder', 'member.phonePlaceholder', 'member.nameRequired',
  'member.phoneRequired', 'member.phoneInvalid', 'member.submit', 'member.submitting', 'member.submitted',
  'error.invalidInput',
] as const satisfies readonly MessageKey[]
