import { Hono } from 'hono'
import { endpoints } from '../../contract'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'

export const systemRoutes = new Hono<MallEnv>().get(endpoints.serverTime.path, (c) => ok(c, { now: Date.now() }))
