/** The texts of the bridge's web fallbacks (raw templates, as `pick` gives them). */
export const VIEWER_KEYS = ['bridge.viewer.label', 'bridge.viewer.position', 'bridge.viewer.previous', 'bridge.viewer.next', 'bridge.viewer.close'] as const
export const ADDED_SHEET_KEYS = ['bridge.added.title', 'bridge.added.count', 'bridge.added.toCart', 'bridge.added.keepShopping'] as const
export const SCAN_KEYS = [
  'bridge.scan.button', 'bridge.scan.title', 'bridge.scan.aim', 'bridge.scan.noCamera', 'bridge.scan.denied',
  'bridge.scan.manual', 'bridge.scan.use', 'bridge.scan.cancel', 'bridge.scan.required',
] as const
