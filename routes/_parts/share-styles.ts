/** The Share button and its sheet (islands/share.island.tsx); the sheet sits over the buy bar at the foot of the screen. */
export const shareStyles =
  '.share>summary{list-style:none;flex:none}.share>summary::-webkit-details-marker{display:none}' +
  '.share .targets{position:fixed;z-index:8;inset-inline:0;inset-block-end:0;display:grid;padding:12px 16px;background:#fff;border-radius:16px 16px 0 0;box-shadow:0 -2px 12px rgba(0,0,0,.25)}' +
  '.share .targets>*{padding:12px 8px;border:0;background:none;color:inherit;font:inherit;text-align:start;text-decoration:none}' +
  '.share .copied{color:#166534;font-weight:600}.share .copied:empty{display:none}'

/** "Open in the app" (routes/_parts/open-in-app.tsx), only on a page that shows it. */
export const appPromptStyles =
  '.app-prompt{display:flex;align-items:center;justify-content:space-between;gap:8px;margin:0;padding:8px 12px;background:#fff;font-size:14px}'
