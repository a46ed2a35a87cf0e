/** The longest code a scan or the typed field accepts (an IMEI is 15 digits; serials and EAN well under). */
export const MAX_CODE_LENGTH = 64
