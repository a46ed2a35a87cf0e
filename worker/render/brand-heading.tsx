/** The brand's logo (from the `--logo` custom property: no request) beside a heading. */
export function BrandHeading({ text }: { text: string }) {
  return (
    <div className="brand">
      <span className="logo" aria-hidden="true" />
      <h2>{text}</h2>
    </div>
  )
}
