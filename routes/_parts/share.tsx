import type { Context } from 'hono'
import { SHARE_KEYS } from '../../islands/share.island'
import { shareUrl } from '../../islands/share/url'
import { pick } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { Island } from '../../worker/render/island'

type Query = Record<string, string | number | null | undefined>

/** The clean address of a page of this site for sharing (islands/share/url.ts): its own query and the market only. */
export const pageShareUrl = (c: Context<AppEnv>, path: string, query: Query) =>
  shareUrl(new URL(c.req.url).origin, path, query, c.var.ctx.country.id)

/** Whether the page was opened with `?is_open_shareDialog=y` (the app state's flag, worker/render/app-state.ts). */
export const asksShareSheet = (c: Context<AppEnv>) => c.req.query('is_open_shareDialog') === 'y'

/**
 * The Share button: a sheet of plain links, whose island code is fetched on the first tap, or at once when the
 * page was opened asking for the sheet (`open`).
 */
export function ShareButton({ c, id, text, open = false }: { c: Context<AppEnv>; id: number; text: string; open?: boolean }) {
  return <Island name="share" when={open ? 'load' : 'tap'} props={{ id, market: c.var.ctx.country.id, text, ...(open ? { open } : {}), texts: pick(c.var.ctx.language, SHARE_KEYS) }} />
}
