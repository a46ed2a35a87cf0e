/** An order's page, and the page that confirms cancelling it. */
export const detailsPath = (id: number) => `/m/order/details?id=${id}`
export const cancelPath = (id: number) => `/m/order/cancel?id=${id}`
/** The review form of one line of a completed order. */
export const reviewPath = (orderId: number, lineId: number) => `/m/order/review?order=${orderId}&line=${lineId}`
