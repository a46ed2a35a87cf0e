import { useEffect } from 'react'
import { setNewUserCouponRequestBody } from './bridge/calls'

type Props = { body: Record<string, unknown> }

/**
 * In an app, on the newcomer page: hands the app the request that receives the newbie gift pack, so the app can send
 * it itself once the shopper has an account (docs/bridge.md). An app without the call changes nothing: the page's
 * own form still receives the pack. Renders nothing.
 */
export default function NewUserCoupon({ body }: Props) {
  useEffect(() => {
    setNewUserCouponRequestBody(body).catch(() => undefined)
  }, [body])
  return null
}

declare module './registry' {
  interface Islands {
    'new-user-coupon': { component: typeof NewUserCoupon }
  }
}
