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
import * as updateApp from '../routes/activity/updateApp'
import * as about from '../routes/tmpl/about'
import * as agreement from '../routes/tmpl/document'
import * as tomeAbout from '../routes/tmpl/tome_about'
import * as tomeAgreement from '../routes/tmpl/tome_agreement'
import * as matataAgreement from '../routes/matata/matataAgreement'
import * as memberAdd from '../routes/member/add'

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
  .get('/activity/updateApp', updateApp.GET)
  .get('/tmpl/about', about.GET)
  .get('/tmpl/document', agreement.GET)
  .get('/tmpl/tome_about', tomeAbout.GET)
  .get('/tmpl/tome_agreement', tomeAgreement.GET)
  .get('/matata/matataAgreement', matataAgreement.GET)
  .get('/member/add', memberAdd.GET)
  .post('/member/add', memberAdd.POST)
