/** The bridge check page's own layout (its dialogs bring their styles: islands/bridge/dialog-styles.tsx). */
export const bridgeStyles =
  '.scan-field{display:flex;gap:6px;align-items:flex-end}.scan-field input{flex:1;min-inline-size:0}.row.wrap{flex-wrap:wrap;justify-content:flex-start}'
