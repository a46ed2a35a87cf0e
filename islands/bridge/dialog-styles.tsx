/**
 * The styles of the dialogs the islands open (the image viewer, the added-to-cart sheet, the scan dialog), brought
 * with their code: a page carries none of it until one of them opens. React hoists the element into `<head>`, once
 * however many dialogs render it (`href` + `precedence`).
 */
const CSS =
  'dialog.viewer,dialog.sheet{border:0;box-sizing:border-box;max-inline-size:100%;color:var(--ink,#111)}' +
  '.viewer[open]{display:flex;flex-direction:column;gap:10px;inline-size:100%;block-size:100%;max-block-size:100%;margin:0;padding:56px 12px 16px;background:#111;color:#fff}' +
  '.viewer::backdrop{background:#000}' +
  '.viewer img{flex:1;min-block-size:0;inline-size:100%;object-fit:contain}' +
  '.viewer-bar{display:flex;justify-content:space-between;align-items:center;gap:8px;margin:0}' +
  '.viewer-bar span{flex:1;text-align:center}' +
  '.viewer-close{position:absolute;inset-block-start:10px;inset-inline-end:12px}' +
  'dialog.sheet{inline-size:100%;margin:auto 0 0;padding:16px;border-radius:14px 14px 0 0;background:#fff}' +
  '.sheet::backdrop{background:rgba(0,0,0,.5)}' +
  '.sheet h2{margin:0 0 8px;font-size:17px}' +
  '.sheet .row{display:flex;gap:8px;margin-block-start:12px}' +
  '.sheet .row .btn{flex:1;text-align:center;min-block-size:44px;box-sizing:border-box}' +
  '.sheet label{display:flex;flex-direction:column;gap:4px}' +
  '.scan-video{display:block;inline-size:100%;max-block-size:50vh;border-radius:10px;background:#000;object-fit:cover}'

export function DialogStyles() {
  return (
    <style href="m-dialogs" precedence="default">
      {CSS}
    </style>
  )
}
