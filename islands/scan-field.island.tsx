import { useId, useState } from 'react'
import type { MessageKey } from '../locales'
import { SCAN_KEYS } from './bridge/keys'
import { ScanButton } from './scan/scan-button'
import { MAX_CODE_LENGTH } from './scan/limits'

type Props = {
  /** The form field's name. */
  name: string
  label: string
  value?: string
  /** What the app's scanner is told it is scanning (e.g. `imei`). */
  hint?: string
  required?: boolean
  texts: Record<string, string>
}

export const SCAN_FIELD_KEYS = [...SCAN_KEYS] as const satisfies readonly MessageKey[]

/**
 * A text field of a plain form that can be filled by scanning: typed without JavaScript; hydrated, a Scan button
 * beside it uses the app's camera, or in a browser the page's scanner.
 */
export default function ScanField({ name, label, value = '', hint = '', required = false, texts }: Props) {
  const [text, setText] = useState(value)
  const id = useId()
  return (
    <div className="stack">
      <label htmlFor={id}>{label}</label>
      <span className="scan-field">
        <input id={id} name={name} type="text" value={text} onChange={(event) => setText(event.target.value)} maxLength={MAX_CODE_LENGTH} required={required} autoComplete="off" dir="ltr" />
        <ScanButton hint={hint} texts={texts} onScan={setText} />
      </span>
    </div>
  )
}

declare module './registry' {
  interface Islands {
    'scan-field': { component: typeof ScanField; texts: typeof SCAN_FIELD_KEYS }
  }
}
