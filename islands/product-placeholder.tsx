import type { CSSProperties } from 'react'

/** Up to two letters: the first of the first two words (`Red Phone` → `RP`), in the name's own script. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return words.slice(0, 2).map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('') || '?'
}

/** A hue from the product's id and name, the same on every page; dark enough for white letters (4.5:1). */
export function placeholderColour(id: number, name: string): string {
  let hash = id >>> 0
  for (const char of name) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0
  return `hsl(${hash % 360} 45% 30%)`
}

type Props = { id: number; name: string; size: number; /** The picture's alt text; empty when the name is beside it. */ label: string }

/**
 * In place of a product picture when the shopper saves data: its initials on its colour, drawn by the page (no
 * request), in the picture's box.
 */
export function ProductPlaceholder({ id, name, size, label }: Props) {
  const style = { '--s': `${size}px`, background: placeholderColour(id, name) } as CSSProperties
  return label ? (
    <span className="ph" role="img" aria-label={label} style={style}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  ) : (
    <span className="ph" aria-hidden="true" style={style}>
      {initialsOf(name)}
    </span>
  )
}
