import { describe, expect, it } from 'vitest'
import { returnOrderStockStatement } from '../../mall/catalog/stock'
import { owedFlashUnitsStatement } from '../../mall/flash-sale/returns'
import { createFlashItem, mallEnv } from './mall.helpers'
import { createProduct, place, post, shoppers, stockOf } from './orders.helpers'

const db = mallEnv.DB

const owedOf = (orderId: number) =>
  db.prepare('SELECT flash_item_id, quantity FROM flash_returns WHERE order_id = ?').bind(orderId).all<{ flash_item_id: number; quantity: number }>()

/** An order of 3 units of one product, 1 of another, and 1 flash unit of the seeded product 701. */
async function placedOrder() {
  const [first, second] = [await createProduct({ stock: 10 }), await createProduct({ stock: 5 })]
  const flashItemId = await createFlashItem({ total: 5, limitPerBuyer: 1 })
  const [shopper] = await shoppers(1, [[first, 3], [second, 1]])
  expect((await post('/api/cart/add', shopper!.token, { flashItemId })).code).toBe(1)
  const flashLine = (await db.prepare('SELECT id FROM cart_items WHERE user_id = ? AND flash_item_id = ?').bind(shopper!.id, flashItemId).first<number>('id'))!
  const placed = await place({ ...shopper!, lineIds: [...shopper!.lineIds, flashLine] })
  expect(placed.code).toBe(1)
  return { orderId: placed.data.orderId, first, second, flashItemId }
}

describe('a cancellation\'s returns are written only under the cancellation that won', () => {
  it('ordinary units come back to their products, and flash units are owed to their sale, only with the order\'s cancel token', async () => {
    const { orderId, first, second, flashItemId } = await placedOrder()
    const flashProductStock = await stockOf(701)
    expect([await stockOf(first), await stockOf(second)]).toEqual([7, 4])

    await db.prepare("UPDATE orders SET cancel_token = 'the-winner' WHERE id = ?").bind(orderId).run()
    await db.batch([returnOrderStockStatement(db, orderId, 'a-loser'), owedFlashUnitsStatement(db, orderId, 'a-loser')])
    expect([await stockOf(first), await stockOf(second)]).toEqual([7, 4])
    expect((await owedOf(orderId)).results).toEqual([])

    await db.batch([returnOrderStockStatement(db, orderId, 'the-winner'), owedFlashUnitsStatement(db, orderId, 'the-winner')])
    expect([await stockOf(first), await stockOf(second)]).toEqual([10, 5])
    expect(await stockOf(701)).toBe(flashProductStock)
    expect((await owedOf(orderId)).results).toEqual([{ flash_item_id: flashItemId, quantity: 1 }])
  })
})
