import { describe, expect, it } from 'vitest'

import { findSellable, purchasesConfig, receiveGatewayReturn, receiveWebhook, startPurchase } from '@/features/purchases/public.server'
import { getTranslator } from '@/i18n/translator'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

/**
 * Without the Razorpay keys (ADR 053) the site keeps "contact us to enrol": no order can be started,
 * the gateway's return and webhook change nothing, and staff enrol by hand as before.
 */
describe('without gateway keys', () => {
  it('starts no order and takes no word from a gateway', async () => {
    const payload = await getTestPayload()
    expect(purchasesConfig()).toBeNull()
    const product = await payload.create({
      collection: 'products',
      data: {
        title: 'Punjab GK notes (no keys)',
        slug: 'punjab-gk-no-keys',
        kind: 'notes',
        price: 1499,
        accessMonths: 12,
        summary: 'Districts, rivers, history and economy of Punjab.',
        validity: '12 months',
        language: 'bilingual',
        _status: 'published',
      },
      overrideAccess: true,
    })
    // The product would be sold online; without keys nobody can start buying it.
    expect(await findSellable(payload, null, product.slug, 'en')).toMatchObject({ amount: 1499 })
    const buyer = await createUser(payload, {
      email: 'no-keys@example.in',
      password: 'No#Keys2026',
      name: 'Simran Kaur',
      role: 'candidate',
    })
    expect(
      await startPurchase(
        payload,
        buyer,
        { product: product.slug, buyerName: 'Simran Kaur', buyerState: '03' },
        { address: '203.0.113.9', locale: 'pa' },
      ),
    ).toEqual({ ok: false, message: getTranslator('pa', 'purchases')('errors.offline'), status: 404 })
    expect((await payload.find({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(0)

    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 149900 } } },
    })
    expect(await receiveWebhook(payload, body, 'f'.repeat(64))).toMatchObject({ status: 400 })
    const form = new FormData()
    form.set('razorpay_order_id', 'order_x')
    form.set('razorpay_payment_id', 'pay_x')
    form.set('razorpay_signature', 'f'.repeat(64))
    expect(await receiveGatewayReturn(payload, form, 'en')).toBe('/account/orders')
    expect((await payload.find({ collection: 'enrolments', overrideAccess: true })).totalDocs).toBe(0)
  })
})
