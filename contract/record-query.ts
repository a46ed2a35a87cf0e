import { z } from 'zod'
import { ID_PATTERN } from './common'

/** `?id=`: one record by its id (digits, never 0). */
export const IdQuery = z.object({ id: z.string().regex(ID_PATTERN).refine((id) => Number(id) > 0).describe('the record\'s id') })
export type IdQuery = z.input<typeof IdQuery>
