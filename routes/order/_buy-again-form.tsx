/** The plain form of "Buy again", for a whole completed order or (with `line`) one of its lines. */
export function BuyAgainForm({ orderId, lineId, label }: { orderId: number; lineId?: number; label: string }) {
  return (
    <form method="post" action="/m/order/buy-again" className="buy-again">
      <input type="hidden" name="orderId" value={orderId} />
      {lineId === undefined ? null : <input type="hidden" name="lineId" value={lineId} />}
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <button className={lineId === undefined ? 'btn wide' : 'btn plain'} type="submit">{label}</button>
    </form>
  )
}
