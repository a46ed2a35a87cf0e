/** Minor units (stored) to major units (answered): 1299950 with scale 2 → 12999.5. */
export const toMajor = (minor: number, scale: number) => minor / 10 ** scale

/** Major units (asked) to minor units (stored), to the nearest minor unit: 12999.5 with scale 2 → 1299950. */
export const toMinor = (major: number, scale: number) => Math.round(major * 10 ** scale)
