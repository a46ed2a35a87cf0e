/** Mobile numbers: an optional +, then 6–15 digits, spaces and dashes allowed between them (the contract uses it too). */
export const PHONE_PATTERN = /^\+?\d(?:[ -]?\d){5,14}$/

export type MemberErrors = { name?: string; phone?: string }

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
] as const
