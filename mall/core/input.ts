import { parseId as parseContractId } from '../../contract'
import { invalidInput } from './errors'

/** A positive id, `null` when absent, or a 400 when malformed. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null
  const id = parseContractId(raw.trim())
  if (id === null) throw invalidInput()
  return id
}
