import type { Context, MiddlewareHandler } from 'hono'
import { D1_BOOKMARK_HEADER, parseD1Bookmark } from '../../contract'
import type { MallEnv } from './env'

/** What a query needs of the database: the database itself, or one of its sessions. */
export type D1Queries = Pick<D1Database, 'prepare' | 'batch'>

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The request's catalogue reads as one D1 session, which read replicas may serve: from the bookmark the request
 * carries (a replica at least as fresh as the caller's last write), else from any instance.
 */
export function readSession(c: Context<MallEnv>): D1DatabaseSession {
  const started = c.get('readSession')
  if (started) return started
  const session = c.env.DB.withSession(parseD1Bookmark(c.req.header(D1_BOOKMARK_HEADER)) ?? 'first-unconstrained')
  c.set('readSession', session)
  return session
}

/** The database with every query of a write going through one session that starts at the primary. */
function primarySession(db: D1Database): { db: D1Database; session: D1DatabaseSession } {
  const session = db.withSession('first-primary')
  return {
    session,
    db: {
      prepare: (query) => session.prepare(query),
      batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
      exec: (query) => db.exec(query),
      dump: () => db.dump(),
      withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    },
  }
}

/**
 * A write's queries run in a session that starts at the primary, and its answer carries that session's bookmark, so
 * the caller can send it back with its next reads and see what it wrote (read your own writes). A read's answer
 * carries its read session's bookmark, when it started one.
 */
export const d1Sessions: MiddlewareHandler<MallEnv> = async function d1Sessions(c, next) {
  let written: D1DatabaseSession | null = null
  if (!READS.has(c.req.method)) {
    const primary = primarySession(c.env.DB)
    c.env = { ...c.env, DB: primary.db }
    written = primary.session
  }
  await next()
  const bookmark = (written ?? c.get('readSession'))?.getBookmark()
  if (bookmark) c.header(D1_BOOKMARK_HEADER, bookmark)
}
