import { z } from 'zod'

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
