import { Hono } from 'hono'
import { endpoints } from '../worker/upstream/contract'
import type { MallEnv } from './env'
import { ok } from './envelope'

export const systemRoutes = new Hono<MallEnv>().get(endpoints.serverTime.path, (c) => ok(c, { now: Date.now() }))
