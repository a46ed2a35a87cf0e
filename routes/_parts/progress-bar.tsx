/** A labelled bar filled to `percent` (0–100) of its width; assistive technology reads `now` of `max` and the label. */
export function ProgressBar({ now, max, label, percent }: { now: number; max: number; label: string; percent: number }) {
  return (
    <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={max} aria-valuenow={now} aria-label={label}>
      <i style={{ inlineSize: `${percent}%` }} />
    </div>
  )
}
