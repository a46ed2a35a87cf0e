/**
 * The rules of text fields that the browser checks too: plain values (no zod), so an island bundles only the rules it
 * uses; the contract's schemas are built from them.
 */
import { PHONE_PATTERN } from './common'
import type { TextRule } from './field-errors'

/** A person's name as typed (a member message, a new account), trimmed. */
export const NAME_RULE = { min: 1, max: 50 } as const satisfies TextRule

/** The fields of the member message form; the mall's `MemberMessageRequest` is built from them. */
export const MEMBER_FIELDS = { name: NAME_RULE, phone: { pattern: PHONE_PATTERN } } as const satisfies Record<string, TextRule>
