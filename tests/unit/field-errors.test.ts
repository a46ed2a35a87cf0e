import { describe, expect, it } from 'vitest'
import { ADDRESS_LIMITS, fieldErrors, MEMBER_FIELDS, MemberMessageRequest, NAME_RULE } from '../../contract'
import { MEMBER_KEYS, validateMember } from '../../islands/member-form'
import { checks } from '../../routes/login/_checks'
import { checkDraft, EMPTY_DRAFT, type AddressDraft } from '../../routes/_parts/address-fields'
import type { PageKit } from '../../worker/render/page-kit'

const longer = (limit: number) => 'a'.repeat(limit + 1)

describe('the member message form (zod-free, as the island checks it)', () => {
  it.each([
    ['', '+2348031234567', { name: 'member.nameRequired' }],
    ['   ', '+2348031234567', { name: 'member.nameRequired' }],
    [longer(MEMBER_FIELDS.name.max), '+2348031234567', { name: 'error.invalidInput' }],
    ['Amina', '', { phone: 'member.phoneRequired' }],
    ['Amina', '  ', { phone: 'member.phoneRequired' }],
    ['Amina', '803-12', { phone: 'member.phoneInvalid' }],
    ['Amina', '+234 803 123 4567x', { phone: 'member.phoneInvalid' }],
    ['', 'abc', { name: 'member.nameRequired', phone: 'member.phoneInvalid' }],
    [` ${'a'.repeat(MEMBER_FIELDS.name.max)} `, ' 08031234567 ', {}],
  ])('%j, %j → %j', (name, phone, errors) => {
    expect(validateMember(name, phone)).toEqual(errors)
  })

  it("says what the mall's MemberMessageRequest says, field by field", () => {
    const samples = ['', '  ', 'Amina', longer(NAME_RULE.max), '08031234567', '+234 803-123-4567', '12', '0803123456789012345']
    for (const name of samples) {
      for (const phone of samples) {
        const bySchema = fieldErrors(MemberMessageRequest, { name, phone }, MEMBER_KEYS)
        expect(validateMember(name, phone), `${name} / ${phone}`).toEqual('errors' in bySchema ? bySchema.errors : {})
      }
    }
  })
})

describe('the login screens (checked by RegisterRequest)', () => {
  it('name: required, then at most the contract\'s limit', () => {
    expect(checks.name('')).toBe('member.nameRequired')
    expect(checks.name('   ')).toBe('member.nameRequired')
    expect(checks.name(longer(NAME_RULE.max))).toBe('error.invalidInput')
    expect(checks.name(` ${'a'.repeat(NAME_RULE.max)} `)).toBeUndefined()
  })

  it('code: required, then six digits', () => {
    expect(checks.code('')).toBe('verify.codeRequired')
    expect(checks.code('  ')).toBe('verify.codeRequired')
    expect(checks.code('12345')).toBe('verify.codeFormat')
    expect(checks.code('1234567')).toBe('verify.codeFormat')
    expect(checks.code('12a456')).toBe('verify.codeFormat')
    expect(checks.code(' 123456 ')).toBeUndefined()
  })

  it('new password: required, then at least 8 characters; too long is left to the mall', () => {
    expect(checks.newPassword('')).toBe('login.passwordRequired')
    expect(checks.newPassword('   ')).toBe('verify.passwordShort')
    expect(checks.newPassword('1234567')).toBe('verify.passwordShort')
    expect(checks.newPassword('12345678')).toBeUndefined()
    expect(checks.newPassword('x'.repeat(129))).toBeUndefined()
  })
})

describe('a new delivery address (checked by AddressInput)', () => {
  const kit = { t: (key: string) => `t:${key}` } as unknown as PageKit
  const good: AddressDraft = { name: ' Amina Bello ', phone: ' 08031234567 ', regionId: '12', city: ' Lagos ', street: ' 1 Marina Road ', makeDefault: true }

  it('gives the mall its address, trimmed, the region as a number', () => {
    expect(checkDraft(good, kit)).toEqual({
      input: { name: 'Amina Bello', phone: '08031234567', regionId: 12, city: 'Lagos', street: '1 Marina Road', makeDefault: true },
    })
  })

  it.each([
    [{ name: '' }, { name: 't:checkout.nameRequired' }],
    [{ name: '  ' }, { name: 't:checkout.nameRequired' }],
    [{ name: longer(ADDRESS_LIMITS.name) }, { name: 't:checkout.nameRequired' }],
    [{ phone: '' }, { phone: 't:checkout.phoneInvalid' }],
    [{ phone: 'call me' }, { phone: 't:checkout.phoneInvalid' }],
    [{ regionId: '' }, { regionId: 't:checkout.regionRequired' }],
    [{ regionId: 'abc' }, { regionId: 't:checkout.regionRequired' }],
    [{ regionId: '0' }, { regionId: 't:checkout.regionRequired' }],
    [{ city: '' }, { city: 't:checkout.cityRequired' }],
    [{ city: longer(ADDRESS_LIMITS.city) }, { city: 't:checkout.cityRequired' }],
    [{ street: '' }, { street: 't:checkout.streetRequired' }],
    [{ street: longer(ADDRESS_LIMITS.street) }, { street: 't:checkout.streetRequired' }],
  ])('%j → %j', (change, errors) => {
    expect(checkDraft({ ...good, ...change }, kit)).toEqual({ errors })
  })

  it('reports every field of an empty form', () => {
    expect(checkDraft(EMPTY_DRAFT, kit)).toEqual({
      errors: {
        name: 't:checkout.nameRequired', phone: 't:checkout.phoneInvalid', regionId: 't:checkout.regionRequired',
        city: 't:checkout.cityRequired', street: 't:checkout.streetRequired',
      },
    })
  })
})
