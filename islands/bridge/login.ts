import { callApp } from './app'
import { BridgeRefused } from './errors'

/**
 * The app's own login, when the page is inside one: `loggedIn` once the shopper logged in there (the app has set
 * the session cookie), `cancelled` when they closed it; `unavailable` in a browser (or when the app does not
 * answer), where the web login page takes over.
 */
export async function logInThroughApp(back: string): Promise<'loggedIn' | 'cancelled' | 'unavailable'> {
  try {
    return (await callApp('openAppLogin', back))?.loggedIn === true ? 'loggedIn' : 'cancelled'
  } catch (error) {
    return error instanceof BridgeRefused ? 'cancelled' : 'unavailable'
  }
}
