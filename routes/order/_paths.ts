/** An order's page, and the page that confirms cancelling it. */
export const detailsPath = (id: number) => `/m/order/details?id=${id}`
export const cancelPath = (id: number) => `/m/order/cancel?id=${id}`
