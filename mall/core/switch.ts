/** A switch in the mall's configuration: `on`, `true` or `1` (any case) means on. */
export const isOn = (raw: string | undefined) => /^(on|true|1)$/i.test(raw?.trim() ?? '')
