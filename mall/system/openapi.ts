import { Hono } from 'hono'
import type { MallEnv } from '../core/env'
import { buildDocument, type OpenApiDocument } from './openapi-document'

export const OPENAPI_PATH = '/api/openapi.json'

let document: OpenApiDocument | undefined

export const openApiRoutes = new Hono<MallEnv>().get(OPENAPI_PATH, (c) => c.json((document ??= buildDocument())))
