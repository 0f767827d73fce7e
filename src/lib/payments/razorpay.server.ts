import 'server-only'

import Razorpay from 'razorpay'

import { getEnv } from '@/lib/env'

/**
 * The payment gateway (ADR 053): Razorpay's official SDK for orders and refunds, and its Hosted
 * Checkout, a plain form the browser posts to Razorpay (no script of theirs on our pages). Everything
 * else in the app knows only this module's shapes.
 */

export type RazorpayConfig = NonNullable<ReturnType<typeof getEnv>['razorpay']>

export type GatewayOrder = { id: string; amount: number; currency: string; status: string }
export type GatewayRefund = { id: string; amount: number; status: string }

/** The form the browser posts to the gateway's hosted page: where, and its fields. */
export type HostedCheckout = { action: string; fields: Record<string, string> }

const clients = new Map<string, Razorpay>()

function client(config: RazorpayConfig): Razorpay {
  const key = `${config.apiUrl}|${config.keyId}`
  let instance = clients.get(key)
  if (!instance) {
    instance = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret })
    // The SDK names api.razorpay.com itself; a test points it at the simulator (RAZORPAY_API_URL).
    ;(instance as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults.baseURL = config.apiUrl
    ;(instance as unknown as { api: { rq: { defaults: { timeout: number } } } }).api.rq.defaults.timeout = 15_000
    clients.set(key, instance)
  }
  return instance
}

/** What the gateway said when it refused, in its own words, for the log. */
export function gatewayErrorText(error: unknown): string {
  const described = (error as { error?: { description?: string } } | null)?.error?.description
  return described ?? (error instanceof Error ? error.message : String(error))
}

/** An order at the gateway for an amount in paise; `receipt` is ours (the order's id), `notes` go to the dashboard. */
export async function createGatewayOrder(
  config: RazorpayConfig,
  input: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<GatewayOrder> {
  const order = await client(config).orders.create({
    amount: input.amountPaise,
    currency: 'INR',
    receipt: input.receipt,
    notes: input.notes,
  })
  return { id: order.id, amount: Number(order.amount), currency: order.currency, status: order.status }
}

/** A full refund of a captured payment. */
export async function refundGatewayPayment(
  config: RazorpayConfig,
  paymentId: string,
  amountPaise: number,
  receipt: string,
): Promise<GatewayRefund> {
  const refund = await client(config).payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt })
  return { id: refund.id, amount: Number(refund.amount), status: String(refund.status) }
}

/** Hosted Checkout's form: the order, the merchant, who pays (prefilled), and where the browser comes back. */
export function hostedCheckout(
  config: RazorpayConfig,
  input: {
    gatewayOrderId: string
    merchant: string
    description: string
    prefill: { name: string; email: string; contact: string | null }
    callbackUrl: string
    cancelUrl: string
  },
): HostedCheckout {
  return {
    action: `${config.apiUrl}/v1/checkout/embedded`,
    fields: {
      key_id: config.keyId,
      order_id: input.gatewayOrderId,
      name: input.merchant,
      description: input.description,
      'prefill[name]': input.prefill.name,
      'prefill[email]': input.prefill.email,
      ...(input.prefill.contact ? { 'prefill[contact]': input.prefill.contact } : {}),
      callback_url: input.callbackUrl,
      cancel_url: input.cancelUrl,
    },
  }
}

export type GatewayPayment = { id: string; amount: number; status: string; errorDescription: string | null }

/** The payments made on an order, for settling one whose confirmation has not reached us. */
export async function listGatewayPayments(config: RazorpayConfig, gatewayOrderId: string): Promise<GatewayPayment[]> {
  const list = await client(config).orders.fetchPayments(gatewayOrderId)
  return list.items.map((payment) => ({
    id: payment.id,
    amount: Number(payment.amount),
    status: String(payment.status),
    errorDescription: payment.error_description ?? null,
  }))
}
