import type { Context } from 'hono'
import type { ReactNode } from 'react'
import type { AppEnv } from '../../worker/env'
import type { PageKit } from '../../worker/render/page-kit'

/** One live activity on the home page's strip: what it loads (null hides it) and how it shows that. */
export type Activity<T> = {
  key: string
  load: (c: Context<AppEnv>) => Promise<T | null>
  Entry: (props: { data: T; kit: PageKit }) => ReactNode
}

export const defineActivity = <T>(activity: Activity<T>) => activity
