import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { financialYearOf } from '@/domain/purchases/gst'
import { findSellable, receiveGatewayReturn, receiveWebhook, settleOnView, startPurchase } from '@/features/purchases/public.server'
import { findInvoicePdf } from '@/features/purchases/invoice.server'
import { findOwnOrder, findOwnOrders } from '@/features/purchases/orders-read.server'
import { getTranslator } from '@/i18n/translator'
import type { Order, Product, Topic, User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload, setSupportContacts } from '../helpers/payload'
import { readPdf } from '../helpers/pdf-text'
import { signPayment, signWebhook } from '../payments/razorpay-simulator.mjs'

/**
 * Buying online (issue 19, part 4; ADR 053) against the local Razorpay simulator, which speaks the
 * gateway's API and signs as Razorpay documents: the order is priced from the database, only a valid
 * payment signature, a signed webhook or the gateway's own answer grants, each exactly once in any
 * order, forgeries grant nothing, failures and refunds end where they should, and the invoice is right.
 */
const KEY_ID = 'rzp_test_PCSintegration01'
const WEBHOOK_SECRET = 'int-webhook-secret-0123456789'

const gateway = await vi.hoisted(async () => {
  const { startRazorpaySimulator } = await import('../payments/razorpay-simulator.mjs')
  const started = await startRazorpaySimulator({
    keyId: 'rzp_test_PCSintegration01',
    keySecret: 'int-key-secret-0123456789',
    webhookSecret: 'int-webhook-secret-0123456789',
  })
  process.env.RAZORPAY_KEY_ID = 'rzp_test_PCSintegration01'
  process.env.RAZORPAY_KEY_SECRET = 'int-key-secret-0123456789'
  process.env.RAZORPAY_WEBHOOK_SECRET = 'int-webhook-secret-0123456789'
  process.env.RAZORPAY_API_URL = started.url
  process.env.SERVER_URL = 'http://localhost:3000'
  return started
})
afterAll(() => gateway.close())

const t = getTranslator('en', 'purchases')
const from = { address: '203.0.113.77', locale: 'en' as const }
const as = (user: User) => ({ ...user, collection: 'users' as const })
const day = 86_400_000
let payload: Payload
let notes: Product
let endedOffer: Product
let centreOnly: Product
let topic: Topic
let counter = 0

async function candidate(): Promise<User> {
  counter += 1
  return createUser(payload, {
    email: `buyer-${counter}-${Date.now()}@example.in`,
    password: 'Buyer#Notes2026',
    name: `Harpreet Buyer ${counter}`,
    role: 'candidate',
  })
}

const makeProduct = (slug: string, data: Partial<Product>) =>
  payload.create({
    collection: 'products',
    data: {
      title: `Punjab GK notes ${slug}`,
      slug,
      kind: 'notes',
      price: 1499,
      summary: 'Districts, rivers, history and economy of Punjab.',
      validity: '12 months',
      language: 'bilingual',
      _status: 'published',
      ...data,
    },
    overrideAccess: true,
  })

/** Starts a purchase as `user` and answers the order it made, with the gateway's form. */
async function buy(user: User, product: Product, billing: Partial<{ buyerName: string; buyerState: string }> = {}) {
  const started = await startPurchase(payload, user, { product: product.slug, buyerName: user.name, buyerState: '03', ...billing }, from)
  if (!started.ok) throw new Error(`Refused: ${started.message}`)
  const order = await orderOf(started.checkout.fields.order_id!)
  return { started, order }
}

const orderOf = async (gatewayOrderId: string): Promise<Order> =>
  (await payload.find({ collection: 'orders', where: { gatewayOrderId: { equals: gatewayOrderId } }, overrideAccess: true })).docs[0]!

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

const enrolmentsOf = async (order: Order) =>
  (await payload.find({ collection: 'enrolments', where: { order: { equals: order.id } }, overrideAccess: true, depth: 0 })).docs

/** The messages a refused save gives next to its fields, as the admin shows them. */
async function fieldMessagesOf(save: Promise<unknown>): Promise<string[]> {
  const error = await save.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  return ((error as { data?: { errors?: { message: string }[] } } | null)?.data?.errors ?? []).map((field) => field.message)
}

/** Whether the candidate can read the paid topic's notes now (ADR 008), as the site reads them. */
async function readsPaidNotes(user: User) {
  const read = await payload.findByID({ collection: 'topics', id: topic.id, overrideAccess: false, user: as(user), depth: 0 })
  return read.notes != null
}

beforeAll(async () => {
  payload = await getTestPayload()
  await setSupportContacts()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      billing: {
        legalName: 'Punjab PCS Academy Private Limited',
        gstin: '03AAKCP4821M1Z6',
        state: '03',
        invoicePrefix: 'PCS',
        sac: '999293',
      },
    },
    overrideAccess: true,
  })
  notes = await makeProduct('punjab-gk-buy-test', {
    offerPrice: 999,
    offerEndsAt: new Date(Date.now() + 10 * day).toISOString(),
    accessMonths: 12,
  })
  endedOffer = await makeProduct('csat-buy-test', {
    price: 4499,
    offerPrice: 2999,
    offerEndsAt: new Date(Date.now() - 60_000).toISOString(),
    accessMonths: 6,
  })
  centreOnly = await makeProduct('answer-copies-centre-test', { price: 999 })
  topic = await payload.create({
    collection: 'topics',
    data: {
      title: 'Punjab GK (bought online)',
      stage: 'prelims',
      key: 'punjab-gk-bought-test',
      overview: 'Districts, rivers, history and economy of Punjab.',
      availability: 'paid',
      products: [notes.id],
      notes: {
        root: {
          type: 'root',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [] }],
        },
      },
      _status: 'published',
    },
    overrideAccess: true,
  })
})

describe('an order', () => {
  it('is priced from the database at this moment, never from the request, and made at the gateway for that amount', async () => {
    const buyer = await candidate()
    const started = await startPurchase(
      payload,
      buyer,
      { product: notes.slug, buyerName: 'Harpreet Kaur', buyerState: '03', amount: 1, amountPaise: 100 },
      from,
    )
    expect(started.ok).toBe(true)
    if (!started.ok) return
    expect(started.checkout.action).toBe(`${gateway.url}/v1/checkout/embedded`)
    expect(started.checkout.fields).toMatchObject({ key_id: KEY_ID, callback_url: 'http://localhost:3000/api/purchases/callback' })
    const order = await orderOf(started.checkout.fields.order_id!)
    expect(order).toMatchObject({ amountPaise: 99900, status: 'created', buyerName: 'Harpreet Kaur', buyerState: '03' })
    expect(started.orderHref).toBe(`/account/orders/${order.reference}`)
    const atGateway = gateway.lookup(order.gatewayOrderId!)
    expect(atGateway?.order).toMatchObject({ amount: 99900, currency: 'INR', receipt: order.reference })
    // Twelve months of access from now.
    expect(new Date(order.accessUntil).getTime() - Date.now()).toBeGreaterThan(364 * day)
  })

  it('is taken up again by a second Buy now at the same price and details, so the course cannot be paid for twice', async () => {
    const buyer = await candidate()
    const first = await buy(buyer, notes)
    const again = await buy(buyer, notes)
    expect(again.order.id).toBe(first.order.id)
    expect(again.started).toEqual(first.started)
    const ordersOf = async () =>
      (await payload.find({ collection: 'orders', where: { user: { equals: buyer.id } }, overrideAccess: true, depth: 0 })).totalDocs
    expect(await ordersOf()).toBe(1)

    // Other billing details are another invoice, so another order.
    const delhi = await buy(buyer, notes, { buyerState: '07' })
    expect(delhi.order.id).not.toBe(first.order.id)
    expect(await ordersOf()).toBe(2)

    // Paid in another tab, its webhook not here yet: the next Buy now asks the gateway, grants, and says so.
    await gateway.pay(delhi.order.gatewayOrderId!, { outcome: 'success' })
    expect(await startPurchase(payload, buyer, { product: notes.slug, buyerName: buyer.name, buyerState: '07' }, from)).toEqual({
      ok: false,
      message: t('errors.enrolled'),
      status: 409,
    })
    expect(await orderOf(delhi.order.gatewayOrderId!)).toMatchObject({ status: 'paid', confirmedBy: 'gateway' })
    expect(await readsPaidNotes(buyer)).toBe(true)
    expect(await ordersOf()).toBe(2)
  })

  it('is made anew after every payment on the open one failed', async () => {
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    await gateway.pay(order.gatewayOrderId!, { outcome: 'failure' })
    const next = await buy(buyer, notes)
    expect(next.order.id).not.toBe(order.id)
    expect(next.order.gatewayOrderId).not.toBe(order.gatewayOrderId)
    expect(await orderOf(order.gatewayOrderId!)).toMatchObject({ status: 'failed' })
  })

  it('charges the full price once the offer has ended', async () => {
    const { order } = await buy(await candidate(), endedOffer)
    expect(order.amountPaise).toBe(449900)
  })

  it('is refused for a product not sold online, for bad billing details, and to a candidate already enrolled', async () => {
    const buyer = await candidate()
    expect(await startPurchase(payload, buyer, { product: centreOnly.slug, buyerName: buyer.name, buyerState: '03' }, from)).toMatchObject({
      ok: false,
      status: 404,
    })
    expect(await startPurchase(payload, buyer, { product: notes.slug, buyerName: 'H', buyerState: '99' }, from)).toMatchObject({
      ok: false,
      fieldErrors: { buyerName: expect.any(String), buyerState: 'Choose the state you live in: the invoice’s GST depends on it.' },
    })
    await payload.create({
      collection: 'enrolments',
      data: { user: buyer.id, product: notes.id, validUntil: new Date(Date.now() + 30 * day).toISOString() },
      overrideAccess: true,
    })
    expect(await startPurchase(payload, buyer, { product: notes.slug, buyerName: buyer.name, buyerState: '03' }, from)).toEqual({
      ok: false,
      message: t('errors.enrolled'),
      status: 409,
    })
  })

  it('cannot be made, changed or deleted through the API, and a candidate reads only their own', async () => {
    const [owner, other] = [await candidate(), await candidate()]
    const { order } = await buy(owner, notes)
    await expect(
      payload.create({
        collection: 'orders',
        data: { ...order, id: undefined, reference: 'PCS-261130-DEADBEEF', amountPaise: 100 } as never,
        overrideAccess: false,
        user: as(owner),
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'orders',
        id: order.id,
        data: { amountPaise: 100, status: 'paid' },
        overrideAccess: false,
        user: as(owner),
      }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'orders', id: order.id, overrideAccess: false, user: as(owner) })).rejects.toThrow()
    expect((await findOwnOrders(payload, owner)).map((mine) => mine.id)).toEqual([order.id])
    expect(await findOwnOrders(payload, other)).toEqual([])
    expect(await findOwnOrder(payload, other, order.reference)).toBeNull()
    expect((await findInvoicePdf(payload, other, order.reference)).kind).toBe('missing')
  })
})

describe('a payment', () => {
  it('grants the course on the browser’s signed return, once (a late webhook adds nothing), with the next invoice number of the financial year', async () => {
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    expect(await readsPaidNotes(buyer)).toBe(false)
    const paid = await gateway.pay(order.gatewayOrderId!, { outcome: 'success' })
    expect(await receiveGatewayReturn(payload, formOf(paid.callbackFields), 'en')).toBe(`/account/orders/${order.reference}`)
    const after = await orderOf(order.gatewayOrderId!)
    expect(after).toMatchObject({ status: 'paid', confirmedBy: 'callback', gatewayPaymentId: paid.payment.id })
    expect(after.invoiceNumber).toMatch(new RegExp(`^PCS/${financialYearOf(new Date())}/\\d{5}$`))
    expect(await enrolmentsOf(order)).toHaveLength(1)
    expect(await readsPaidNotes(buyer)).toBe(true)

    // The same return again (a reload that posts twice), and the webhooks arriving late, grant nothing more.
    await receiveGatewayReturn(payload, formOf(paid.callbackFields), 'en')
    for (const hook of paid.webhooks) expect(await receiveWebhook(payload, hook.body, hook.signature)).toMatchObject({ status: 200 })
    expect(await enrolmentsOf(order)).toHaveLength(1)
    expect(await orderOf(order.gatewayOrderId!)).toMatchObject({ confirmedBy: 'callback', invoiceNumber: after.invoiceNumber })

    const next = await buy(await candidate(), notes)
    await receiveGatewayReturn(
      payload,
      formOf((await gateway.pay(next.order.gatewayOrderId!, { outcome: 'success' })).callbackFields),
      'en',
    )
    const serial = (number: string | null | undefined) => Number(number?.split('/').at(-1))
    expect(serial((await orderOf(next.order.gatewayOrderId!)).invoiceNumber)).toBe(serial(after.invoiceNumber) + 1)
  })

  it('grants once when the webhook is delivered three times, before the browser returns, and both at once', async () => {
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    const paid = await gateway.pay(order.gatewayOrderId!, { outcome: 'success' })
    const captured = paid.webhooks.find((hook) => hook.event === 'payment.captured')!
    expect(paid.webhooks.map((hook) => hook.event).sort()).toEqual(['order.paid', 'payment.captured'])
    const deliveries = await Promise.all(
      [captured, captured, captured, ...paid.webhooks].map((hook) => receiveWebhook(payload, hook.body, hook.signature)),
    )
    expect(deliveries.every((answer) => answer.status === 200)).toBe(true)
    await receiveGatewayReturn(payload, formOf(paid.callbackFields), 'en')
    expect(await enrolmentsOf(order)).toHaveLength(1)
    const after = await orderOf(order.gatewayOrderId!)
    expect(after).toMatchObject({ status: 'paid', confirmedBy: 'webhook' })
    expect(await readsPaidNotes(buyer)).toBe(true)
  })

  it('grants nothing on a forged return or a forged webhook, nor on a webhook for another amount', async () => {
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    const forged = { razorpay_order_id: order.gatewayOrderId!, razorpay_payment_id: 'pay_FORGED0000001' }
    await receiveGatewayReturn(
      payload,
      formOf({ ...forged, razorpay_signature: signPayment('not-the-key-secret', forged.razorpay_order_id, forged.razorpay_payment_id) }),
      'en',
    )
    await receiveGatewayReturn(payload, formOf({ ...forged, razorpay_signature: 'f'.repeat(64) }), 'en')
    await receiveGatewayReturn(payload, formOf(forged), 'en')

    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: { entity: { id: 'pay_FORGED0000002', order_id: order.gatewayOrderId, amount: order.amountPaise, status: 'captured' } },
      },
    })
    expect(await receiveWebhook(payload, body, signWebhook('not-the-webhook-secret', body))).toEqual({
      status: 400,
      message: 'Invalid signature',
    })
    expect(await receiveWebhook(payload, body, null)).toMatchObject({ status: 400 })
    expect(await receiveWebhook(payload, `${body} `, signWebhook(WEBHOOK_SECRET, body))).toMatchObject({ status: 400 })
    // Signed right, but for one paisa: the amount must be the order's.
    const cheap = body.replace(`"amount":${order.amountPaise}`, '"amount":100')
    expect(await receiveWebhook(payload, cheap, signWebhook(WEBHOOK_SECRET, cheap))).toMatchObject({ status: 200 })

    expect(await orderOf(order.gatewayOrderId!)).toMatchObject({ status: 'created', invoiceNumber: null })
    expect(await enrolmentsOf(order)).toHaveLength(0)
    expect(await readsPaidNotes(buyer)).toBe(false)
  })

  it('that fails leaves the order failed with the bank’s reason, and a later success on the same order still grants', async () => {
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    const declined = await gateway.pay(order.gatewayOrderId!, { outcome: 'failure' })
    expect(declined.callbackFields['error[code]']).toBe('BAD_REQUEST_ERROR')
    // The failure's return carries no signature: the site asks the gateway, which says every attempt failed.
    expect(await receiveGatewayReturn(payload, formOf(declined.callbackFields), 'en')).toBe(`/account/orders/${order.reference}`)
    const failed = await orderOf(order.gatewayOrderId!)
    expect(failed).toMatchObject({ status: 'failed', failureReason: declined.payment.error_description })
    expect(await enrolmentsOf(order)).toHaveLength(0)

    const retried = await gateway.pay(order.gatewayOrderId!, { outcome: 'success' })
    // The old failure's webhook arriving late changes nothing once the retry is paid.
    await receiveGatewayReturn(payload, formOf(retried.callbackFields), 'en')
    for (const hook of declined.webhooks) await receiveWebhook(payload, hook.body, hook.signature)
    expect(await orderOf(order.gatewayOrderId!)).toMatchObject({ status: 'paid', failureReason: null })
    expect(await readsPaidNotes(buyer)).toBe(true)
  })

  it('whose return and webhook never come is settled by asking the gateway when the order’s page is shown', async () => {
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    await gateway.pay(order.gatewayOrderId!, { outcome: 'success' })
    // A moment after the order was made, the page waits; a few seconds on, it asks the gateway.
    expect((await settleOnView(payload, order, Date.now())).status).toBe('created')
    const shown = await settleOnView(payload, order, Date.now() + 10_000)
    expect(shown).toMatchObject({ status: 'paid', confirmedBy: 'gateway' })
    expect(await readsPaidNotes(buyer)).toBe(true)
  })
})

describe('a refund', () => {
  it('recorded by an administrator refunds the payment at the gateway and ends the access; a late webhook does not grant again', async () => {
    const admin = await createUser(payload, {
      email: `refund-admin-${Date.now()}@example.in`,
      password: 'Refund#Admin2026',
      name: 'Refund Admin',
      role: 'admin',
    })
    const editor = await createUser(payload, {
      email: `refund-editor-${Date.now()}@example.in`,
      password: 'Refund#Editor2026',
      name: 'Refund Editor',
      role: 'editor',
    })
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    const paid = await gateway.pay(order.gatewayOrderId!, { outcome: 'success' })
    await receiveGatewayReturn(payload, formOf(paid.callbackFields), 'en')
    const settled = await orderOf(order.gatewayOrderId!)

    // An editor cannot refund (the field is an administrator's), and nobody writes the order's own fields.
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { refundRequested: true, refundReason: 'Asked by phone' },
      overrideAccess: false,
      user: as(editor),
    })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'refunded', amountPaise: 100 },
      overrideAccess: false,
      user: as(admin),
    })
    expect(await orderOf(order.gatewayOrderId!)).toMatchObject({ status: 'paid', amountPaise: order.amountPaise })
    expect(gateway.lookup(order.gatewayOrderId!)?.refunds).toEqual([])
    // Without a reason, the administrator is asked for one.
    expect(
      await fieldMessagesOf(
        payload.update({ collection: 'orders', id: order.id, data: { refundRequested: true }, overrideAccess: false, user: as(admin) }),
      ),
    ).toEqual(['Say why the order is refunded'])
    expect(gateway.lookup(order.gatewayOrderId!)?.refunds).toEqual([])

    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { refundRequested: true, refundReason: 'Joined the classroom batch instead' },
      overrideAccess: false,
      user: as(admin),
    })
    const refunded = await orderOf(order.gatewayOrderId!)
    expect(refunded).toMatchObject({ status: 'refunded', refundedBy: admin.email, invoiceNumber: settled.invoiceNumber })
    expect(gateway.lookup(order.gatewayOrderId!)?.refunds).toEqual([
      expect.objectContaining({ id: refunded.gatewayRefundId, amount: order.amountPaise }),
    ])
    const [enrolment] = await enrolmentsOf(order)
    expect(new Date(enrolment!.validUntil).getTime()).toBeLessThanOrEqual(Date.now())
    expect(await readsPaidNotes(buyer)).toBe(false)

    for (const hook of paid.webhooks) await receiveWebhook(payload, hook.body, hook.signature)
    await receiveGatewayReturn(payload, formOf(paid.callbackFields), 'en')
    expect((await orderOf(order.gatewayOrderId!)).status).toBe('refunded')
    expect(await enrolmentsOf(order)).toHaveLength(1)
    expect(await readsPaidNotes(buyer)).toBe(false)
  })

  it('is refused for an order that is not paid, and made on the gateway’s dashboard it refunds the order here too', async () => {
    const admin = await createUser(payload, {
      email: `refund-admin-2-${Date.now()}@example.in`,
      password: 'Refund#Admin2026',
      name: 'Refund Admin',
      role: 'admin',
    })
    const unpaid = (await buy(await candidate(), notes)).order
    // The tick is an administrator's only on a paid order: on another one it is not taken.
    await payload.update({
      collection: 'orders',
      id: unpaid.id,
      data: { refundRequested: true, refundReason: 'Duplicate' },
      overrideAccess: false,
      user: as(admin),
    })
    expect(await orderOf(unpaid.gatewayOrderId!)).toMatchObject({ status: 'created', refundRequested: false })

    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    const paid = await gateway.pay(order.gatewayOrderId!, { outcome: 'success' })
    await receiveGatewayReturn(payload, formOf(paid.callbackFields), 'en')
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: { refund: { entity: { id: 'rfnd_DASHBOARD00001', payment_id: paid.payment.id, amount: order.amountPaise } } },
    })
    expect(await receiveWebhook(payload, body, signWebhook(WEBHOOK_SECRET, body))).toMatchObject({ status: 200 })
    expect(await orderOf(order.gatewayOrderId!)).toMatchObject({ status: 'refunded', gatewayRefundId: 'rfnd_DASHBOARD00001' })
    expect(await readsPaidNotes(buyer)).toBe(false)
  })
})

describe('the invoice', () => {
  it('is a one-page GST invoice with CGST and SGST within Punjab, and IGST for another state', async () => {
    const punjab = await candidate()
    const { order } = await buy(punjab, notes, { buyerName: 'Harpreet Kaur' })
    await receiveGatewayReturn(payload, formOf((await gateway.pay(order.gatewayOrderId!, { outcome: 'success' })).callbackFields), 'en')
    const invoice = await findInvoicePdf(payload, punjab, order.reference)
    expect(invoice.kind).toBe('file')
    if (invoice.kind !== 'file') return
    const pdf = await readPdf(invoice.file)
    const text = pdf.text.join('\n')
    expect(pdf.pages).toBe(1)
    const paidOrder = await orderOf(order.gatewayOrderId!)
    expect(invoice.fileName).toBe(`invoice-${paidOrder.invoiceNumber!.replaceAll('/', '-')}.pdf`)
    for (const line of ['Tax Invoice', '03AAKCP4821M1Z6', paidOrder.invoiceNumber!, 'Harpreet Kaur', 'CGST @ 9%', 'SGST @ 9%', '999293'])
      expect(text).toContain(line)
    expect(text).not.toContain('IGST')

    const haryana = await candidate()
    const other = await buy(haryana, notes, { buyerState: '06' })
    await receiveGatewayReturn(
      payload,
      formOf((await gateway.pay(other.order.gatewayOrderId!, { outcome: 'success' })).callbackFields),
      'en',
    )
    const igst = await findInvoicePdf(payload, haryana, other.order.reference)
    if (igst.kind !== 'file') throw new Error('No invoice')
    const igstText = (await readPdf(igst.file)).text.join('\n')
    expect(igstText).toContain('IGST @ 18%')
    expect(igstText).toContain('Haryana (06)')
    expect(igstText).not.toContain('CGST')
  })

  it('does not exist for an order not paid', async () => {
    const buyer = await candidate()
    const { order } = await buy(buyer, notes)
    expect((await findInvoicePdf(payload, buyer, order.reference)).kind).toBe('missing')
  })
})

describe('the product', () => {
  it('is not sold online without months of access or a last day still to come', async () => {
    expect(await findSellable(payload, null, centreOnly.slug, 'en')).toBeNull()
    const ended = await makeProduct('mains-ended-test', { accessEndsOn: new Date(Date.now() - 2 * day).toISOString() })
    expect(await findSellable(payload, null, ended.slug, 'en')).toBeNull()
    expect(await findSellable(payload, null, notes.slug, 'en')).toMatchObject({ amount: 999, original: 1499 })
  })
})
