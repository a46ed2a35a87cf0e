/** Interface languages with their own texts, and each one's name in itself (shown by the switcher). */
export const INTERFACE_LANGUAGES = ['en-US', 'fr-FR', 'my', 'pt', 'hi', 'kt', 'sw', 'ar', 'ha'] as const
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]

export const ENDONYMS: Record<InterfaceLanguage, string> = {
  'en-US': 'English',
  'fr-FR': 'Français',
  my: 'မြန်မာ',
  pt: 'Português',
  hi: 'हिन्दी',
  kt: "Français (Côte d'Ivoire)",
  sw: 'Kiswahili',
  ar: 'العربية',
  ha: 'Hausa',
}
