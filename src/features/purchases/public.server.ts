import 'server-only'

/** What pages and routes use of buying online (ADR 053). */
export {
  checkoutAgain,
  currentEnrolment,
  findSellable,
  orderHref,
  purchasesConfig,
  receiveGatewayReturn,
  receiveWebhook,
  startPurchase,
} from './purchases.server'
export { findOwnOrder, findOwnOrders, settleOnView } from './orders-read.server'
export { findInvoicePdf } from './invoice.server'
