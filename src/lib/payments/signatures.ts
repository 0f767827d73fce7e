import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Razorpay's two signatures (ADR 053), checked in constant time (the SDK's own helpers compare with
 * `===`). Only these grant an enrolment: the browser's return carries the payment signature, the
 * webhook its body's signature; a forged or missing one grants nothing.
 */

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'))
}

/** The checkout's return: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignatureValid = (keySecret: string, orderId: string, paymentId: string, signature: unknown): boolean =>
  sameHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature)

/** A webhook: HMAC-SHA256 of the raw body, exactly as received, with the webhook secret (`X-Razorpay-Signature`). */
export const webhookSignatureValid = (webhookSecret: string, rawBody: string, signature: unknown): boolean =>
  sameHex(hmacHex(webhookSecret, rawBody), signature)
