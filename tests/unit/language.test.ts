import { describe, expect, it } from 'vitest'
import { acceptLanguage, htmlLang, isRightToLeft, resolveLanguage, textLanguage, INTERFACE_LANGUAGES } from '../../worker/context/language'

describe('resolveLanguage', () => {
  it.each(INTERFACE_LANGUAGES)('keeps the interface language %s', (lang) => {
    expect(resolveLanguage(lang)).toBe(lang)
  })
  it.each([
    ['EN_us', 'en-US'],
    ['en_US', 'en-US'],
    ['FR_fr', 'fr-FR'],
    ['fr-fr', 'fr-FR'],
    ['AR', 'ar'],
    [' sw ', 'sw'],
    ['HA', 'ha'],
  ])('ignores case and _/- in %s', (raw, lang) => {
    expect(resolveLanguage(raw)).toBe(lang)
  })
  it.each([
    ['hi-IN', 'hi'],
    ['fr-CI', 'kt'],
    ['fr_BE', 'fr-FR'],
    ['ar-EG', 'ar'],
    ['sw-KE', 'sw'],
    ['ha-NE', 'ha'],
    ['pt-BR', 'pt'],
    ['my-MM', 'my'],
    ['ar-419', 'ar'],
    ['id-ID', 'in-ID'],
  ])('reads the tag %s with its region as its interface language', (raw, lang) => {
    expect(resolveLanguage(raw)).toBe(lang)
  })
  it('maps values containing "in" to in-ID and values containing "en" to en-US', () => {
    expect(resolveLanguage('in_ID')).toBe('in-ID')
    expect(resolveLanguage('indonesian')).toBe('in-ID')
    expect(resolveLanguage('en-GB')).toBe('en-US')
    expect(resolveLanguage('english')).toBe('en-US')
    expect(resolveLanguage('in')).toBe('in-ID')
    expect(resolveLanguage('zz-IN')).toBe('in-ID')
  })
  it('defaults to en-US for missing or unknown values', () => {
    expect(resolveLanguage(undefined)).toBe('en-US')
    expect(resolveLanguage('')).toBe('en-US')
    expect(resolveLanguage('zz')).toBe('en-US')
    expect(resolveLanguage('<script>')).toBe('en-US')
  })
  it('shows English texts for in-ID but keeps the language for the upstream', () => {
    expect(textLanguage('in-ID')).toBe('en-US')
    expect(acceptLanguage('in-ID')).toBe('in-ID,in')
  })
})

describe('acceptLanguage', () => {
  it.each([
    ['en-US', 'en-US,en'],
    ['fr-FR', 'fr-FR,fr'],
    ['my', 'my-MM,my'],
    ['pt', 'pt-AO,pt'],
    ['hi', 'hi'],
    ['kt', 'kt'],
    ['sw', 'sw'],
    ['ar', 'ar-SA,ar'],
    ['ha', 'ha-NG,ha'],
  ] as const)('%s → %s', (lang, header) => {
    expect(acceptLanguage(lang)).toBe(header)
  })
})

describe('direction and html lang', () => {
  it('is right-to-left only for Arabic', () => {
    expect(INTERFACE_LANGUAGES.filter(isRightToLeft)).toEqual(['ar'])
  })
  it('tags kt as French of Côte d’Ivoire', () => {
    expect(htmlLang('kt')).toBe('fr-CI')
    expect(htmlLang('ar')).toBe('ar')
  })
})
