import { PAYMENT_SIGNATURE_HEADER, UPSTREAM_TIMEOUT_MS } from '../../contract'
import { refusal } from './openapi-schemas'

/** What HTTP 401 means to the storefront (`interpret` and `dropSession` of its upstream client). */
export const SESSION_RULES =
  'HTTP 401, or an envelope whose `status` is 401 whatever its HTTP status and `code`, means the session is over. '
  + 'When the refused call carried the shopper\'s own token, the storefront drops it: it clears the shopper\'s `key` cookie '
  + 'and makes the rest of the request\'s calls as a guest, with the Basic credential. A call of an operation a guest may '
  + 'make (security Basic or Bearer), a read or a write, is then sent once more, as a guest, and that answer counts. An '
  + 'operation only a signed-in user may call (Bearer only) is not sent again: a page sends the shopper to the login page, '
  + 'which brings them back afterwards, and `/m/api` answers 401 `unauthorized`, on which the island opens the login. '
  + 'A 401 to a call made with the Basic credential is not sent again: the storefront\'s credential is wrong, a '
  + 'configuration error.'

const BULLETIN =
  'When one of the storefront\'s maintenance bulletins (`BULLETINS`) names this status with an allowed https URL, the '
  + 'shopper is sent there (a page redirects; `/m/api` answers 503 `maintenance` with `data.redirect`).'

const NOT_READ = 'The storefront does not read the body of a 5xx.'

const refused = (description: string) => ({ description, content: refusal })

/** Every error answer, once, by its component name. */
export const errorResponses = {
  BadRequest: refused('Malformed body, header or query (`invalidInput`); the storefront shows the key\'s text.'),
  Unauthorized: refused(`Missing, unknown or expired token, or neither a Bearer token nor the storefront's Basic credential (\`unauthorized\`, body \`status\` 401). ${SESSION_RULES}`),
  SignatureRefused: refused(`${PAYMENT_SIGNATURE_HEADER} missing or not the HMAC-SHA512 of the raw body with the shared secret (\`signatureInvalid\`).`),
  Forbidden: refused('The caller\'s role may not do this (`forbidden`); the storefront keeps the status and offers logging in with another account.'),
  NotFound: refused('No such resource, or one that belongs to another user: both answer `notFound`, so an id reveals nothing.'),
  TooLarge: refused('Body too large (`tooLarge`).'),
  TooManyRequests: {
    description:
      'Too many requests (`tooFrequent`: a write limit, or too many logins of one account), or the same Idempotency-Key '
      + 'while its first attempt still runs (`repeatedRequest`). The storefront reads `Retry-After` in whole seconds, up to '
      + 'a day (a date is not read): the login page shows the shopper the wait, in minutes, and answers 429 with the same '
      + '`Retry-After`; other pages and `/m/api` show the key\'s text with status 429.',
    headers: {
      'Retry-After': { description: 'Whole seconds until the refusal lifts', schema: { type: 'integer', minimum: 0, maximum: 86_400 } },
    },
    content: refusal,
  },
  ServerError: refused(`Unexpected failure (\`server\`). ${NOT_READ} It shows that the service is unavailable and answers 502. ${BULLETIN}`),
  Unavailable: refused(
    `The API is unavailable or under maintenance (\`maintenance\`). ${BULLETIN} Otherwise the shopper is told that the `
      + `service is under maintenance and the storefront answers 503. ${NOT_READ}`,
  ),
  GatewayTimeout: {
    description:
      `The API's gateway gave up waiting. ${BULLETIN} Otherwise the storefront answers 504. It also gives up by itself: `
      + `all the calls of one shopper's request share one deadline (\`UPSTREAM_TIMEOUT_MS\`, ${UPSTREAM_TIMEOUT_MS} ms, `
      + `answers read to the end), after which the call is aborted and the shopper gets 504. ${NOT_READ}`,
  },
}

export type ErrorResponseName = keyof typeof errorResponses

export const responseRef = (name: ErrorResponseName) => ({ $ref: `#/components/responses/${name}` })
