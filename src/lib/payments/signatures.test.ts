import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { paymentSignatureValid, webhookSignatureValid } from './signatures'

/** Razorpay's documented recipe, written out independently of the module under test. */
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

describe('the payment signature', () => {
  const signature = hmac('key-secret', 'order_IluGWxBm9U8zJ8|pay_IH4NVgf4Dreq1l')

  it('is HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    expect(paymentSignatureValid('key-secret', 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l', signature)).toBe(true)
    expect(paymentSignatureValid('key-secret', 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l', signature.toUpperCase())).toBe(true)
  })

  it('fails for another order, another payment, another secret, or anything that is not a signature', () => {
    expect(paymentSignatureValid('key-secret', 'order_OTHER', 'pay_IH4NVgf4Dreq1l', signature)).toBe(false)
    expect(paymentSignatureValid('key-secret', 'order_IluGWxBm9U8zJ8', 'pay_OTHER', signature)).toBe(false)
    expect(paymentSignatureValid('other-secret', 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l', signature)).toBe(false)
    for (const given of [undefined, null, '', 'abc', signature.slice(1), `${signature}00`, 42])
      expect(paymentSignatureValid('key-secret', 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l', given)).toBe(false)
  })
})

describe('the webhook signature', () => {
  const body = '{"entity":"event","event":"payment.captured"}'

  it('covers the raw body exactly as it came', () => {
    expect(webhookSignatureValid('hook-secret', body, hmac('hook-secret', body))).toBe(true)
    expect(webhookSignatureValid('hook-secret', `${body}\n`, hmac('hook-secret', body))).toBe(false)
    expect(webhookSignatureValid('hook-secret', body.replace('captured', 'failed'), hmac('hook-secret', body))).toBe(false)
    expect(webhookSignatureValid('other', body, hmac('hook-secret', body))).toBe(false)
    expect(webhookSignatureValid('hook-secret', body, null)).toBe(false)
  })
})
