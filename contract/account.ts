import { z } from 'zod'
import { instant } from './bounds'
import { NAME_RULE } from './form-rules'
import { defineEndpoints } from './endpoint'

export const ROLES = ['buyer', 'retailer', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const User = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  nickname: z.string(),
  role: z.enum(ROLES),
  countryId: z.number().int().positive(),
  /** The bound mobile number in E.164 (`+2348031234567`), or null. */
  phone: z.string().nullable(),
  /** True until the user has an order with status 'completed'. */
  isNew: z.boolean(),
})
export type User = z.infer<typeof User>

/** The rules of one-time codes, for the mall and for the texts that quote them. */
export const CODE_RULES = { digits: 6, validMinutes: 10, tries: 5, resendSeconds: 60 } as const

export const CODE_PURPOSES = ['login', 'register', 'reset'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

/** A mobile number as typed (with or without the market's prefix); the mall normalizes it to +<country><number>. */
const phone = z.string().trim().min(1).max(24)
/** A one-time code as typed: `CODE_RULES.digits` digits. */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_RULES.digits}}$`)
const code = z.string().trim().regex(CODE_PATTERN).meta({ examples: ['123456'.slice(0, CODE_RULES.digits)] })
const newPassword = z.string().min(8).max(128)

/** A number whose login code was proven, bound to the account by the password login that carries it. */
export const BindPhone = z.object({ phone, code })
export type BindPhone = z.infer<typeof BindPhone>

export const LoginRequest = z.object({
  /** The username, or the bound mobile number (read in the request's market when it has no prefix). */
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  bind: BindPhone.optional(),
  /** The device token this browser got at its last login: its wrong passwords are counted apart from strangers'. */
  device: z.string().max(200).optional(),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const LoginResult = z.object({
  token: z.string().min(32),
  user: User,
  /** A signed token of this browser for this account, kept by the storefront in an HttpOnly cookie; optional. */
  device: z.string().max(200).optional(),
})
export type LoginResult = z.infer<typeof LoginResult>

export const SendCodeRequest = z.object({ phone, purpose: z.enum(CODE_PURPOSES) })
export type SendCodeRequest = z.infer<typeof SendCodeRequest>
export const SendCodeResult = z.object({
  /** The number the code went to, in E.164. */
  sentTo: z.string(),
  expiresAt: instant,
  /** When a new code for the same number and purpose may be asked for (epoch ms). */
  resendAfter: instant,
})
export type SendCodeResult = z.infer<typeof SendCodeResult>

export const RegisterRequest = z.object({
  name: z.string().trim().min(NAME_RULE.min).max(NAME_RULE.max),
  phone,
  code,
  password: newPassword,
  /** The user agreement accepted and 18 years or older. */
  consent: z.literal(true),
})
export type RegisterRequest = z.infer<typeof RegisterRequest>

export const CodeLoginRequest = z.object({ phone, code })
export type CodeLoginRequest = z.infer<typeof CodeLoginRequest>

export const ResetPasswordRequest = z.object({ phone, code, password: newPassword })
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>

export const OutboxMessage = z.object({ phone: z.string(), body: z.string(), createdAt: instant })
export const Outbox = z.object({ messages: z.array(OutboxMessage) })
export type Outbox = z.infer<typeof Outbox>

export const accountEndpoints = defineEndpoints({
  login: {
    method: 'POST', path: '/api/user/login', auth: false, body: LoginRequest, response: LoginResult,
    summary: 'Log in with username (or mobile number) and password; with `bind`, also bind a number proven by a code login',
  },
  logout: { method: 'POST', path: '/api/user/logout', auth: true, response: z.null(), summary: 'End the session of the bearer token' },
  currentUser: { method: 'GET', path: '/api/user/info', auth: true, response: User, summary: 'The logged-in user' },
  sendCode: {
    method: 'POST', path: '/api/user/code/send', auth: false, body: SendCodeRequest, response: SendCodeResult,
    summary: 'Send a 6-digit code by SMS (10 minutes, 5 tries); a new one for the same number and purpose only after 60 s',
  },
  register: {
    method: 'POST', path: '/api/user/register', auth: false, body: RegisterRequest, response: LoginResult,
    summary: 'Create a buyer account with name, mobile number (proven by a register code) and password; logs it in',
  },
  codeLogin: {
    method: 'POST', path: '/api/user/login/code', auth: false, body: CodeLoginRequest, response: LoginResult,
    summary: 'Log in with a login code; a number with no account answers accountNotBound and keeps the code for a bind',
  },
  resetPassword: {
    method: 'POST', path: '/api/user/password/reset', auth: false, body: ResetPasswordRequest, response: z.null(),
    summary: 'Set a new password with a reset code; ends every session of the account',
  },
  devOutbox: {
    method: 'GET', path: '/api/dev/outbox', auth: false, serverOnly: true, response: Outbox,
    summary: 'Local runs only (DEV_OUTBOX=on): the last texts of the SMS outbox, `?phone=` to filter; 404 otherwise',
  },
})
