import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './env'
import { loginPath } from './context/back'
import * as home from '../routes/index'
import * as notFound from '../routes/404'
import * as maintenance from '../routes/maintenance'
import * as lang from '../routes/lang'
import * as login from '../routes/login/login'
import * as logout from '../routes/login/logout'
import * as sale from '../routes/activity/sale'
import * as cartAdd from '../routes/cart/add'

const requireLogin = createMiddleware<AppEnv>(async function requireLogin(c, next) {
  if (!c.var.ctx.loggedIn) return c.redirect(loginPath(c.req.path + (new URL(c.req.url).search)), 302)
  await next()
})

/** One line per screen: the path under /m and the module in routes/ that answers it. */
export const pages = new Hono<AppEnv>({ strict: false })
  .get('/', home.GET)
  .get('/index', requireLogin, home.GET)
  .get('/404', notFound.GET)
  .get('/maintenance', maintenance.GET)
  .get('/lang', lang.GET)
  .get('/login/login', login.GET)
  .post('/login/login', login.POST)
  .post('/login/logout', logout.POST)
  .get('/activity/sale', sale.GET)
  .post('/cart/add', cartAdd.POST)
