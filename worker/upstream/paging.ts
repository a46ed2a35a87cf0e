import { UpstreamError } from './client'

/** What a cursor may look like on its way through: short and URL-safe. Its meaning is the mall's to check. */
const OPAQUE_CURSOR = /^[A-Za-z0-9._~-]{1,200}$/

/** The `cursor` of a page URL, passed to the upstream as it is; anything long or unsafe is no cursor. */
export function opaqueCursor(raw: string | undefined): string | undefined {
  return raw !== undefined && OPAQUE_CURSOR.test(raw) ? raw : undefined
}

/**
 * The page `cursor` names, or the first page when the upstream refuses the cursor (an edited or outdated link);
 * `cursor` in the answer is the one the page was read with.
 */
export async function pageOrFirst<Page>(
  cursor: string | undefined,
  load: (cursor: string | undefined) => Promise<Page>,
): Promise<{ page: Page; cursor: string | undefined }> {
  if (cursor === undefined) return { page: await load(undefined), cursor }
  try {
    return { page: await load(cursor), cursor }
  } catch (error) {
    if (!(error instanceof UpstreamError && (error.key === 'invalidInput' || error.status === 400))) throw error
    return { page: await load(undefined), cursor: undefined }
  }
}
