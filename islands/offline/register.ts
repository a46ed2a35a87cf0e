/**
 * The one script of a page without islands (data saver pages too: saved pages spare a reconnect). Once the page has
 * loaded, where the browser has service workers, it registers the offline pages' worker (sw.ts; its scope is its own
 * folder, `/m/`); with JavaScript off, or in a web view without service workers, nothing happens.
 */
export const REGISTER_OFFLINE_PAGES = `"serviceWorker"in navigator&&addEventListener("load",()=>navigator.serviceWorker.register("/m/sw.js").catch(()=>0))`
