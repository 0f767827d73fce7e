import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { toPaise } from '@/domain/purchases/gst'
import { confirmPayment, findOrderByGatewayId, reconcileOrder, recordFailure, type Settled } from '@/domain/purchases/orders.server'
import { mayBecomePaid, type OrderStatus } from '@/domain/purchases/order-status'
import { onlinePurchase } from '@/domain/purchases/pricing'
import { type Locale, withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { getEnv } from '@/lib/env'
import { fieldErrors } from '@/lib/field-messages'
import { fieldTranslator } from '@/lib/field-translator'
import { routes } from '@/lib/links'
import {
  createGatewayOrder,
  gatewayErrorText,
  type HostedCheckout,
  hostedCheckout,
  type RazorpayConfig,
} from '@/lib/payments/razorpay.server'
import { paymentSignatureValid, webhookSignatureValid } from '@/lib/payments/signatures'
import { consumeRateLimit, rateLimitRules, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import type { FormRequest, Refusal } from '@/lib/site-form.server'
import type { Order, Product, User } from '@/payload-types'

import { checkoutSchema } from './schema'

/**
 * Buying a product online (ADR 053): the checkout's facts, starting an order, and what comes back
 * from the gateway (the browser's return and the webhook). Settling is `@/domain/purchases`.
 */

export const purchasesConfig = (): RazorpayConfig | null => getEnv().razorpay

export type Sellable = {
  product: Pick<Product, 'id' | 'slug' | 'title' | 'kind' | 'price' | 'offerPrice' | 'offerEndsAt'>
  amount: number
  original: number | null
  accessUntil: Date
}

/** A published product the candidate may buy now, with today's price and what it grants; null when it is not sold online. */
export async function findSellable(
  payload: Payload,
  user: User | null,
  slug: string,
  locale: Locale,
  now = new Date(),
): Promise<Sellable | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null
  const found = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    locale,
    draft: false,
    overrideAccess: false,
    user,
  })
  const product = found.docs[0]
  if (!product) return null
  const purchase = onlinePurchase(product, now)
  return purchase ? { product, ...purchase } : null
}

/** The candidate's enrolment in the product that is still running, if any: they need not buy it again. */
export async function currentEnrolment(payload: Payload, user: User, productId: Product['id'], now = new Date()) {
  const found = await payload.find({
    collection: 'enrolments',
    where: { and: [{ product: { equals: productId } }, { validUntil: { greater_than: now.toISOString() } }] },
    sort: '-validUntil',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return found.docs[0] ?? null
}

const newReference = (now: Date) =>
  `PCS-${now.toISOString().slice(2, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`

export const orderHref = (reference: string, locale: Locale) => withLocale(routes.order.href(reference), locale)

/** The hosted page's form for an order that may still be paid. */
function checkoutFor(
  config: RazorpayConfig,
  order: Order,
  user: Pick<User, 'name' | 'email' | 'mobile'>,
  merchant: string,
  locale: Locale,
): HostedCheckout {
  const site = getEnv().serverUrl
  return hostedCheckout(config, {
    gatewayOrderId: order.gatewayOrderId ?? '',
    merchant,
    description: order.productTitle,
    prefill: { name: order.buyerName, email: user.email, contact: user.mobile ?? null },
    callbackUrl: `${site}${withLocale('/api/purchases/callback', locale)}`,
    cancelUrl: `${site}${orderHref(order.reference, locale)}`,
  })
}

export type Started = { ok: true; orderHref: string; checkout: HostedCheckout }

/**
 * `POST /api/purchases`: an order for the product at today's price, made at the gateway too, and the
 * form that takes the candidate to the gateway's page. Nothing is granted here.
 */
export async function startPurchase(payload: Payload, user: User, input: unknown, request: FormRequest): Promise<Started | Refusal> {
  const t = getTranslator(request.locale, 'purchases')
  const forms = getTranslator(request.locale, 'forms')
  const config = purchasesConfig()
  if (!config) return { ok: false, message: t('errors.offline'), status: 404 }
  const parsed = checkoutSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, message: forms('checkFields'), fieldErrors: fieldErrors(parsed.error, fieldTranslator(request.locale)) }
  if (user.role !== 'candidate') return { ok: false, message: t('errors.staff'), status: 403 }
  const limit = await consumeRateLimit(rateLimitRules.purchase, String(user.id))
  if (!limit.ok)
    return {
      ok: false,
      message: tooManyAttemptsMessage(limit.retryAfterSeconds, request.locale),
      retryAfterSeconds: limit.retryAfterSeconds,
    }

  const now = new Date()
  const sellable = await findSellable(payload, user, parsed.data.product, 'en', now)
  if (!sellable) return { ok: false, message: forms('errors.productUnknown'), status: 404 }
  const enrolled = await currentEnrolment(payload, user, sellable.product.id, now)
  if (enrolled) return { ok: false, message: t('errors.enrolled'), status: 409 }

  const open = await findPayableOrder(payload, user, sellable, parsed.data)
  if (open) {
    // The gateway may have taken its payment already, its webhook not here yet: asked first.
    const settled = await reconcileSafely(payload, open)
    if (settled.outcome === 'paid') return { ok: false, message: t('errors.enrolled'), status: 409 }
    if (settled.outcome === 'pending') {
      const taken = await payload.update({
        collection: 'orders',
        id: open.id,
        data: { accessUntil: sellable.accessUntil.toISOString() },
        overrideAccess: true,
        depth: 0,
      })
      return started(payload, config, taken, user, request.locale)
    }
  }

  // The system writes the order (no one may create one through the API: its amount is ours, not theirs).
  const order = await payload.create({
    collection: 'orders',
    data: {
      reference: newReference(now),
      user: user.id,
      product: sellable.product.id,
      productTitle: sellable.product.title,
      amountPaise: toPaise(sellable.amount),
      accessUntil: sellable.accessUntil.toISOString(),
      buyerName: parsed.data.buyerName,
      buyerState: parsed.data.buyerState as Order['buyerState'],
      status: 'created',
    },
    overrideAccess: true,
    depth: 0,
  })
  let gatewayOrderId: string
  try {
    const made = await createGatewayOrder(config, {
      amountPaise: order.amountPaise,
      receipt: order.reference,
      notes: { order: order.reference, product: sellable.product.slug, candidate: user.email },
    })
    gatewayOrderId = made.id
  } catch (error) {
    payload.logger.error({ order: order.id, err: gatewayErrorText(error) }, 'The gateway did not make an order')
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'failed', failureReason: 'The payment service did not answer' },
      overrideAccess: true,
    })
    return { ok: false, message: t('errors.gatewayDown'), status: 409 }
  }
  const saved = await payload.update({ collection: 'orders', id: order.id, data: { gatewayOrderId }, overrideAccess: true, depth: 0 })
  return started(payload, config, saved, user, request.locale)
}

/**
 * The candidate's order for this product that may still be paid, at today's price and for the same
 * billing details. A second Buy now (a second click, another tab, a return from the gateway's page)
 * takes it up again instead of making another order, so the same course can never be paid for twice
 * and the candidate's orders list one attempt to buy it, not one per click.
 */
async function findPayableOrder(
  payload: Payload,
  user: User,
  sellable: Sellable,
  billing: { buyerName: string; buyerState: string },
): Promise<Order | null> {
  const found = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { user: { equals: user.id } },
        { product: { equals: sellable.product.id } },
        { status: { equals: 'created' } },
        { gatewayOrderId: { exists: true } },
        { amountPaise: { equals: toPaise(sellable.amount) } },
        { buyerName: { equals: billing.buyerName } },
        { buyerState: { equals: billing.buyerState } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

async function started(payload: Payload, config: RazorpayConfig, order: Order, user: User, locale: Locale): Promise<Started> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user })
  return { ok: true, orderHref: orderHref(order.reference, locale), checkout: checkoutFor(config, order, user, settings.siteName, locale) }
}

/** The hosted page's form again, for an order not yet paid (a failed attempt, or a candidate who came back). */
export async function checkoutAgain(payload: Payload, user: User, order: Order, locale: Locale): Promise<HostedCheckout | null> {
  const config = purchasesConfig()
  if (!config || !order.gatewayOrderId || !mayBecomePaid(order.status as OrderStatus)) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, user })
  return checkoutFor(config, order, user, settings.siteName, locale)
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** The order a failure's return names: `error[metadata]` as one JSON field, or as its own fields. */
function failedOrderId(form: FormData): string {
  const metadata = text(form, 'error[metadata]')
  if (metadata) {
    try {
      const parsed = JSON.parse(metadata) as { order_id?: unknown }
      if (typeof parsed.order_id === 'string') return parsed.order_id
    } catch {
      // Not JSON: the fields below.
    }
  }
  return text(form, 'error[metadata][order_id]')
}

/**
 * The browser's return from the gateway (`POST /api/purchases/callback`): a valid payment signature
 * settles the order; anything else (a failure, which carries no signature; a forged return) is only
 * a reason to ask the gateway itself. Either way the candidate lands on the order's page, which says
 * what the database holds. Answers where to send the browser.
 */
export async function receiveGatewayReturn(payload: Payload, form: FormData, locale: Locale): Promise<string> {
  const config = purchasesConfig()
  const fallback = withLocale(routes.orders.href(), locale)
  if (!config) return fallback
  const paymentId = text(form, 'razorpay_payment_id')
  const gatewayOrderId = text(form, 'razorpay_order_id') || failedOrderId(form)
  if (!gatewayOrderId) return fallback
  let settled: Settled
  if (paymentId && paymentSignatureValid(config.keySecret, gatewayOrderId, paymentId, form.get('razorpay_signature'))) {
    settled = await confirmPayment(payload, { gatewayOrderId, paymentId, via: 'callback' })
  } else {
    if (paymentId) payload.logger.warn({ gatewayOrderId }, 'A return from the gateway with a wrong signature')
    const order = await findOrderByGatewayId(payload, gatewayOrderId)
    settled = order ? await reconcileSafely(payload, order) : { outcome: 'unknown-order' }
  }
  return 'order' in settled ? orderHref(settled.order.reference, locale) : fallback
}

/** Asking the gateway, but a gateway that does not answer leaves the order as it is (the webhook will come). */
export async function reconcileSafely(payload: Payload, order: Order): Promise<Settled> {
  try {
    return await reconcileOrder(payload, order)
  } catch (error) {
    payload.logger.warn({ order: order.id, err: gatewayErrorText(error) }, 'Could not ask the gateway about an order')
    return { outcome: 'pending', order }
  }
}

type WebhookEvent = {
  event?: unknown
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; error_description?: unknown } }
    refund?: { entity?: { id?: unknown; payment_id?: unknown } }
  }
}

export type WebhookAnswer = { status: 200 | 400; message: string }

/**
 * `POST /api/purchases/webhook`: the gateway's signed word (`X-Razorpay-Signature` over the raw body).
 * A captured payment or a paid order settles it; a failed payment fails an order not yet paid; a
 * refund made on the gateway's dashboard refunds the order here too. Every event is safe to repeat.
 */
export async function receiveWebhook(payload: Payload, rawBody: string, signature: string | null): Promise<WebhookAnswer> {
  const config = purchasesConfig()
  if (!config) return { status: 400, message: 'Online purchases are off' }
  if (!webhookSignatureValid(config.webhookSecret, rawBody, signature)) {
    payload.logger.warn('A webhook with a wrong signature')
    return { status: 400, message: 'Invalid signature' }
  }
  let event: WebhookEvent
  try {
    event = JSON.parse(rawBody) as WebhookEvent
  } catch {
    return { status: 400, message: 'Not JSON' }
  }
  const payment = event.payload?.payment?.entity
  const orderId = typeof payment?.order_id === 'string' ? payment.order_id : null
  switch (event.event) {
    case 'payment.captured':
    case 'order.paid':
      if (orderId && typeof payment?.id === 'string')
        await confirmPayment(payload, {
          gatewayOrderId: orderId,
          paymentId: payment.id,
          amountPaise: Number(payment.amount),
          via: 'webhook',
        })
      break
    case 'payment.failed':
      if (orderId)
        await recordFailure(
          payload,
          orderId,
          typeof payment?.error_description === 'string' ? payment.error_description : 'The payment failed',
        )
      break
    case 'refund.processed': {
      const refund = event.payload?.refund?.entity
      if (typeof refund?.payment_id === 'string' && typeof refund.id === 'string')
        await refundedAtGateway(payload, refund.payment_id, refund.id)
      break
    }
    default:
      break
  }
  return { status: 200, message: 'ok' }
}

/** A refund the gateway reports (made on its dashboard, or ours arriving again): the paid order becomes refunded once. */
async function refundedAtGateway(payload: Payload, paymentId: string, refundId: string) {
  const found = await payload.find({
    collection: 'orders',
    where: { gatewayPaymentId: { equals: paymentId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = found.docs[0]
  if (!order || order.status !== 'paid') return
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: {
      status: 'refunded',
      refundedAt: new Date().toISOString(),
      gatewayRefundId: refundId,
      refundedBy: 'Razorpay dashboard',
      refundReason: 'Refunded on the gateway',
    },
    overrideAccess: true,
  })
}
