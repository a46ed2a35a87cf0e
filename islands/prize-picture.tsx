/** What a prize is, as a picture: a coupon ticket, a delivery van, a wallet, the gift itself, a "try again" arrow. */
export type PrizePicture = 'coupon' | 'delivery' | 'credit' | 'gift' | 'none'

/**
 * A gift's look: its catalogue image, or, when the shopper saves data, its product's placeholder (initials and colour
 * from islands/product-placeholder.tsx, worked out on the server so the wheel's chunk does not carry them).
 */
export type GiftLook = { src: string } | { initials: string; colour: string }

/**
 * The picture in 28 units centred on (0, 0), drawn in the current colour; `cut` is the colour it is drawn on, for
 * the holes. A gift shows its catalogue image, or its product's initials on its colour (no request) to a shopper
 * who saves data.
 */
export function PrizeGlyph({ picture, gift, cut }: { picture: PrizePicture; gift: GiftLook | null; cut: string }) {
  switch (picture) {
    case 'coupon':
      return (
        <>
          <path d="M-13-8h26v5a3 3 0 0 0 0 6v5h-26v-5a3 3 0 0 0 0-6z" fill="currentColor" />
          <path d="M5-6v12M-7 5l7-10" stroke={cut} strokeWidth="1.6" />
          <circle cx="-6" cy="-3" r="1.6" fill={cut} />
          <circle cx="-1" cy="3" r="1.6" fill={cut} />
        </>
      )
    case 'delivery':
      return (
        <>
          <path d="M-13-8h16v13h-16zM4-4h5l5 5v4h-10z" fill="currentColor" />
          <circle cx="-7" cy="6" r="3" fill="currentColor" stroke={cut} strokeWidth="1.4" />
          <circle cx="8" cy="6" r="3" fill="currentColor" stroke={cut} strokeWidth="1.4" />
        </>
      )
    case 'credit':
      return (
        <>
          <rect x="-13" y="-9" width="26" height="18" rx="4" fill="currentColor" />
          <path d="M3-3h10v6H3a3 3 0 0 1 0-6z" fill={cut} />
          <circle cx="4" cy="0" r="1.5" fill="currentColor" />
        </>
      )
    case 'gift':
      if (gift && 'src' in gift) return <image href={gift.src} x="-15" y="-15" width="30" height="30" />
      if (gift) {
        return (
          <>
            <rect x="-15" y="-15" width="30" height="30" rx="5" fill={gift.colour} />
            <text fontSize="13" fontWeight="700" textAnchor="middle" dominantBaseline="central" fill="#fff">{gift.initials}</text>
          </>
        )
      }
      return (
        <>
          <path d="M-11-3h22v12h-22zM-13-9h26v5h-26z" fill="currentColor" />
          <path d="M0-9v18" stroke={cut} strokeWidth="2.4" />
        </>
      )
    case 'none':
      return (
        <>
          <path d="M8-6a10 10 0 1 0 2 8" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
          <path d="M3-12l9 4-8 5z" fill="currentColor" />
        </>
      )
  }
}
