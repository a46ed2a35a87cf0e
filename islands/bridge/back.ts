import { callApp } from './app'

/**
 * Back, wherever the page is shown: the app's own back (it pops its page, or closes the web view on its first
 * one). In a browser, or when the app does not answer: the `backType` path the page was given, else `link`, else
 * the previous page of this site, else the home page.
 */
export async function goBack(backType: string | null, link: string | null = null): Promise<'app' | 'path' | 'history'> {
  try {
    await callApp('back')
    return 'app'
  } catch {
    // Not in the app, or it did not answer: the web's own back.
  }
  const target = backType ?? link
  // Both come from the server, which allows same-origin /m paths only; this check keeps it so.
  if (target && /^\/m(?:[/?#]|$)/.test(target)) {
    location.assign(target)
    return 'path'
  }
  if (document.referrer && new URL(document.referrer).origin === location.origin && history.length > 1) {
    history.back()
    return 'history'
  }
  location.assign('/m/')
  return 'path'
}
