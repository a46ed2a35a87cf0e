/** Minor units (stored) to major units (answered): 1299950 with scale 2 → 12999.5. */
export const toMajor = (minor: number, scale: number) => minor / 10 ** scale
