import { z } from 'zod'
import { defineEndpoints } from './endpoint'

export const ROLES = ['buyer', 'retailer', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const User = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  nickname: z.string(),
  role: z.enum(ROLES),
  countryId: z.number().int().positive(),
})
export type User = z.infer<typeof User>

export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const LoginResult = z.object({ token: z.string().min(32), user: User })
export type LoginResult = z.infer<typeof LoginResult>

export const CODE_PURPOSES = ['login', 'register', 'reset'] as const

/** A mobile number as typed (with or without the market's prefix); the mall normalizes it to +<country><number>. */
const phone = z.string().trim().min(1).max(24)
const code = z.string().trim().regex(/^\d{6}$/)
const password = z.string().min(8).max(128)

export const SendCodeRequest = z.object({ phone, purpose: z.enum(CODE_PURPOSES) })
export const SendCodeResult = z.object({ sentTo: z.string(), expiresAt: z.number().int(), resendAfter: z.number().int() })

export const RegisterRequest = z.object({
  name: z.string().trim().min(1).max(50),
  phone,
  code,
  password,
  /** The user agreement accepted and 18 years or older. */
  consent: z.literal(true),
})
export const CodeLoginRequest = z.object({ phone, code })
export const ResetPasswordRequest = z.object({ phone, code, password })
/** A password login that also binds a number whose code was proven by a code login. */
export const BindPhone = z.object({ phone, code })

export const accountEndpoints = defineEndpoints({
  login: { method: 'POST', path: '/api/user/login', auth: false, body: LoginRequest, response: LoginResult, summary: 'Log in with username and password' },
  logout: { method: 'POST', path: '/api/user/logout', auth: true, response: z.null(), summary: 'End the session of the bearer token' },
  currentUser: { method: 'GET', path: '/api/user/info', auth: true, response: User, summary: 'The logged-in user' },
})
