/**
 * The API as the browser reaches it: each endpoint's method and its path under `/m/api` (the contract's path without
 * `/api`), one export per endpoint so that an island bundles only the ones it calls. Plain values and type imports
 * only, so no zod reaches the browser; a unit test holds this table equal to `endpoints`.
 */
import type { EndpointName, Endpoints } from './index'

declare const endpointName: unique symbol

/** Endpoint N as the browser reaches it; the name is there for the types only. */
export type Route<N extends EndpointName> = {
  readonly method: Endpoints[N]['method']
  readonly path: Endpoints[N]['path'] extends `/api${infer Path}` ? Path : never
  readonly [endpointName]?: N
}

export const countryInfo: Route<'countryInfo'> = { method: 'GET', path: '/user/countryOperation/info' }
export const login: Route<'login'> = { method: 'POST', path: '/user/login' }
export const logout: Route<'logout'> = { method: 'POST', path: '/user/logout' }
export const currentUser: Route<'currentUser'> = { method: 'GET', path: '/user/info' }
export const sendCode: Route<'sendCode'> = { method: 'POST', path: '/user/code/send' }
export const register: Route<'register'> = { method: 'POST', path: '/user/register' }
export const codeLogin: Route<'codeLogin'> = { method: 'POST', path: '/user/login/code' }
export const resetPassword: Route<'resetPassword'> = { method: 'POST', path: '/user/password/reset' }
export const devOutbox: Route<'devOutbox'> = { method: 'GET', path: '/dev/outbox' }
export const flashSessions: Route<'flashSessions'> = { method: 'GET', path: '/activity/flashSale/sessions' }
export const flashStock: Route<'flashStock'> = { method: 'GET', path: '/admin/flashSale/stock' }
export const changeFlashStock: Route<'changeFlashStock'> = { method: 'POST', path: '/admin/flashSale/stock' }
export const serverTime: Route<'serverTime'> = { method: 'GET', path: '/system/time' }
export const addToCart: Route<'addToCart'> = { method: 'POST', path: '/cart/add' }
export const cartCount: Route<'cartCount'> = { method: 'GET', path: '/cart/count' }
export const cart: Route<'cart'> = { method: 'GET', path: '/cart' }
export const addProduct: Route<'addProduct'> = { method: 'POST', path: '/cart/product' }
export const changeLine: Route<'changeLine'> = { method: 'POST', path: '/cart/line' }
export const removeLine: Route<'removeLine'> = { method: 'POST', path: '/cart/line/remove' }
export const categories: Route<'categories'> = { method: 'GET', path: '/catalog/categories' }
export const products: Route<'products'> = { method: 'GET', path: '/catalog/products' }
export const product: Route<'product'> = { method: 'GET', path: '/catalog/product' }
export const regions: Route<'regions'> = { method: 'GET', path: '/catalog/regions' }
export const memberMessage: Route<'memberMessage'> = { method: 'POST', path: '/member/message' }
export const analyticsEvents: Route<'analyticsEvents'> = { method: 'POST', path: '/analytics/events' }
export const adminAnalyticsEvents: Route<'adminAnalyticsEvents'> = { method: 'GET', path: '/admin/analytics/events' }
export const runJobs: Route<'runJobs'> = { method: 'POST', path: '/admin/jobs/run' }
export const addresses: Route<'addresses'> = { method: 'GET', path: '/user/addresses' }
export const saveAddress: Route<'saveAddress'> = { method: 'POST', path: '/user/address' }
export const quote: Route<'quote'> = { method: 'POST', path: '/order/quote' }
export const placeOrder: Route<'placeOrder'> = { method: 'POST', path: '/order/place' }
export const orders: Route<'orders'> = { method: 'GET', path: '/order/list' }
export const order: Route<'order'> = { method: 'GET', path: '/order/details' }
export const packages: Route<'packages'> = { method: 'GET', path: '/order/packages' }
export const verify: Route<'verify'> = { method: 'POST', path: '/order/verify' }
export const cancel: Route<'cancel'> = { method: 'POST', path: '/order/cancel' }
export const adminOrders: Route<'adminOrders'> = { method: 'GET', path: '/admin/orders' }
export const adminOrder: Route<'adminOrder'> = { method: 'GET', path: '/admin/order/details' }
export const adminConfirm: Route<'adminConfirm'> = { method: 'POST', path: '/admin/order/confirm' }
export const adminRequestVerification: Route<'adminRequestVerification'> = { method: 'POST', path: '/admin/order/verification' }
export const adminShip: Route<'adminShip'> = { method: 'POST', path: '/admin/order/ship' }
export const adminSign: Route<'adminSign'> = { method: 'POST', path: '/admin/order/sign' }
export const adminComplete: Route<'adminComplete'> = { method: 'POST', path: '/admin/order/complete' }
export const adminCancel: Route<'adminCancel'> = { method: 'POST', path: '/admin/order/cancel' }
export const paymentMethods: Route<'paymentMethods'> = { method: 'GET', path: '/order/payment/methods' }
export const startPayment: Route<'startPayment'> = { method: 'POST', path: '/order/payment' }
export const payment: Route<'payment'> = { method: 'GET', path: '/order/payment' }
export const paymentCallback: Route<'paymentCallback'> = { method: 'POST', path: '/payment/callback' }
export const devPayment: Route<'devPayment'> = { method: 'GET', path: '/dev/payment' }
export const devPaymentOutcome: Route<'devPaymentOutcome'> = { method: 'POST', path: '/dev/payment' }
export const couponCentre: Route<'couponCentre'> = { method: 'GET', path: '/coupon/center' }
export const receiveCoupon: Route<'receiveCoupon'> = { method: 'POST', path: '/coupon/receive' }
export const myCoupons: Route<'myCoupons'> = { method: 'GET', path: '/coupon/mine' }
export const wallet: Route<'wallet'> = { method: 'GET', path: '/wallet' }
export const walletEntries: Route<'walletEntries'> = { method: 'GET', path: '/wallet/entries' }
export const walletEntry: Route<'walletEntry'> = { method: 'GET', path: '/wallet/entry' }
export const walletGifts: Route<'walletGifts'> = { method: 'GET', path: '/wallet/gifts' }
export const cashBackOffer: Route<'cashBackOffer'> = { method: 'GET', path: '/activity/cashBack' }
export const presaleItems: Route<'presaleItems'> = { method: 'GET', path: '/activity/presale/items' }
export const presaleCount: Route<'presaleCount'> = { method: 'GET', path: '/activity/presale/count' }
export const reserve: Route<'reserve'> = { method: 'POST', path: '/activity/presale/reserve' }
export const presaleBuy: Route<'presaleBuy'> = { method: 'POST', path: '/activity/presale/buy' }
export const adminPresaleSchedule: Route<'adminPresaleSchedule'> = { method: 'POST', path: '/admin/presale/schedule' }
export const rebateCampaigns: Route<'rebateCampaigns'> = { method: 'GET', path: '/rebate/campaigns' }
export const rebateHistory: Route<'rebateHistory'> = { method: 'GET', path: '/rebate/history' }
export const rebateDetails: Route<'rebateDetails'> = { method: 'GET', path: '/rebate/history/details' }
export const submitAppeal: Route<'submitAppeal'> = { method: 'POST', path: '/rebate/appeal' }
export const appealRecords: Route<'appealRecords'> = { method: 'GET', path: '/rebate/appeals' }
export const appealRecord: Route<'appealRecord'> = { method: 'GET', path: '/rebate/appeal/details' }
export const adminAppeals: Route<'adminAppeals'> = { method: 'GET', path: '/admin/appeals' }
export const adminAppeal: Route<'adminAppeal'> = { method: 'GET', path: '/admin/appeal/details' }
export const approveAppeal: Route<'approveAppeal'> = { method: 'POST', path: '/admin/appeal/approve' }
export const rejectAppeal: Route<'rejectAppeal'> = { method: 'POST', path: '/admin/appeal/reject' }
export const newcomerOffer: Route<'newcomerOffer'> = { method: 'GET', path: '/newcomer/offer' }
export const receiveNewcomerPack: Route<'receiveNewcomerPack'> = { method: 'POST', path: '/newcomer/pack' }
export const buyNewcomerSpecial: Route<'buyNewcomerSpecial'> = { method: 'POST', path: '/newcomer/special/buy' }
export const luckyDraw: Route<'luckyDraw'> = { method: 'GET', path: '/activity/luckyDraw' }
export const draw: Route<'draw'> = { method: 'POST', path: '/activity/luckyDraw/draw' }
export const drawOutcome: Route<'drawOutcome'> = { method: 'GET', path: '/activity/luckyDraw/outcome' }
export const awardList: Route<'awardList'> = { method: 'GET', path: '/activity/luckyDraw/awards' }
export const scanImei: Route<'scanImei'> = { method: 'POST', path: '/imei/scan' }
export const imeiScans: Route<'imeiScans'> = { method: 'GET', path: '/imei/scans' }
export const activationFeed: Route<'activationFeed'> = { method: 'POST', path: '/admin/imei/activations' }
