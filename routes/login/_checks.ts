import { type CountryCode, COUNTRY_CODES, fieldError, normalizePhone, RegisterRequest } from '../../contract'
import type { MessageKey } from '../../locales'
import type { RequestContext } from '../../worker/env'

/** The market a number is read in, as the mall reads it: the country of the request, else Nigeria. */
export function phoneMarketOf(ctx: RequestContext): CountryCode {
  const code = ctx.country.info?.countryCode ?? ctx.country.code
  return code && (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : 'NG'
}

/** What is wrong with a field, as the key of its message; undefined when nothing. The mall checks all of it again. */
export const checks = {
  name(value: string): MessageKey | undefined {
    return fieldError<MessageKey>(RegisterRequest.shape.name, value, { missing: 'member.nameRequired', invalid: 'error.invalidInput' })
  },
  phone(value: string, market: CountryCode): MessageKey | undefined {
    if (!value.trim()) return 'member.phoneRequired'
    return normalizePhone(value, market) ? undefined : 'error.phoneInvalid'
  },
  code(value: string): MessageKey | undefined {
    return fieldError<MessageKey>(RegisterRequest.shape.code, value, { missing: 'verify.codeRequired', invalid: 'verify.codeFormat' })
  },
  /** Too long is left to the mall, as the field's `maxLength` keeps it from being typed. */
  newPassword(value: string): MessageKey | undefined {
    return fieldError<MessageKey>(RegisterRequest.shape.password, value, { missing: 'login.passwordRequired', tooShort: 'verify.passwordShort' })
  },
}

/** Only the keys that are set: an empty object means the form is fine. */
export function found<F extends string>(errors: Partial<Record<F, MessageKey | undefined>>): Partial<Record<F, MessageKey>> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as Partial<Record<F, MessageKey>>
}
