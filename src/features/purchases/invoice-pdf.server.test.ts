import { describe, expect, it } from 'vitest'

import { COACHING_SAC, gstSplit } from '@/domain/purchases/gst'
import type { InvoiceView } from '@/domain/purchases/invoice'

import { readPdfAsLine } from '../../../tests/helpers/pdf-text'
import { renderInvoicePdf } from './invoice-pdf.server'

/** A course bought from Punjab for ₹39,999, paid late in the evening of 29 November in UTC: the 30th in India. */
function buildInvoiceView(overrides: Partial<InvoiceView> = {}, buyerState = { stateName: 'Punjab', stateCode: '03' }): InvoiceView {
  return {
    number: 'PCS/2026-27/00042',
    issuedAt: new Date('2026-11-29T20:00:00Z'),
    seller: {
      legalName: 'Punjab PCS Academy Private Limited',
      gstin: '03ABCDE1234F1Z5',
      address: ['SCO 12, Feroze Gandhi Market', 'Ludhiana, Punjab 141001'],
      stateName: 'Punjab',
      stateCode: '03',
      email: 'accounts@pcs.example.in',
      phone: '+91 98140 12345',
    },
    buyer: { name: 'Gurpreet Kaur Sidhu', email: 'gurpreet@example.com', mobile: '+91 98765 43210', ...buyerState },
    item: { title: 'PPSC Prelims 2027 Complete Course', sac: COACHING_SAC, accessUntil: new Date('2027-11-30T18:29:59Z') },
    tax: gstSplit(3_999_900, '03', buyerState.stateCode),
    payment: { gateway: 'Razorpay', paymentId: 'pay_Nq4x9ZkP2b', orderId: 'order_Nq4wX1yT7c' },
    refund: null,
    ...overrides,
  }
}

const render = async (view: InvoiceView) => readPdfAsLine(await renderInvoicePdf(view))

describe('the invoice PDF', () => {
  it('is a one-page tax invoice with CGST and SGST for a buyer in Punjab', async () => {
    const pdf = await render(buildInvoiceView())
    expect(pdf.file.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.pages).toBe(1)
    expect(pdf.title).toBe('Tax Invoice PCS/2026-27/00042')
    for (const line of [
      'Tax Invoice',
      'Punjab PCS Academy Private Limited',
      'SCO 12, Feroze Gandhi Market',
      'Ludhiana, Punjab 141001',
      'GSTIN: 03ABCDE1234F1Z5',
      'State: Punjab (03)',
      'E-mail: accounts@pcs.example.in · Phone: +91 98140 12345',
      'Invoice no. PCS/2026-27/00042',
      'Date: 30 November 2026',
      'Billed to',
      'Gurpreet Kaur Sidhu',
      'gurpreet@example.com',
      '+91 98765 43210',
      'Place of supply: Punjab (03)',
      'Description SAC Taxable value',
      'PPSC Prelims 2027 Complete Course 999293 ₹33,897.46',
      'Access until 30 November 2027',
      'Taxable value ₹33,897.46',
      'CGST @ 9% ₹3,050.77',
      'SGST @ 9% ₹3,050.77',
      'Total (GST included) ₹39,999.00',
      'Amount in words: Rupees Thirty-Nine Thousand Nine Hundred Ninety-Nine only',
      'Paid online through Razorpay, payment pay_Nq4x9ZkP2b, order order_Nq4wX1yT7c',
      'This is a computer-generated invoice and needs no signature.',
    ])
      expect(pdf.page).toContain(line)
    expect(pdf.page).not.toContain('IGST')
    expect(pdf.page).not.toContain('REFUNDED')
  })

  it('charges IGST to a buyer in another state, and marks a refund', async () => {
    const refund = { refundedAt: new Date('2026-12-04T19:00:00Z'), amountPaise: 3_999_950 }
    const view = buildInvoiceView({ refund }, { stateName: 'Haryana', stateCode: '06' })
    const pdf = await render({ ...view, buyer: { ...view.buyer, mobile: null }, tax: gstSplit(3_999_950, '03', '06') })
    expect(pdf.pages).toBe(1)
    for (const line of [
      'Place of supply: Haryana (06)',
      'Taxable value ₹33,897.88',
      'IGST @ 18% ₹6,101.62',
      'Total (GST included) ₹39,999.50',
      'Rupees Thirty-Nine Thousand Nine Hundred Ninety-Nine and Fifty Paise only',
      'REFUNDED on 5 December 2026: ₹39,999.50',
    ])
      expect(pdf.page).toContain(line)
    expect(pdf.page).not.toContain('CGST')
    expect(pdf.page).not.toContain('SGST')
    expect(pdf.page).not.toContain('+91 98765 43210')
  })

  it('is a receipt without GST when the institute has no GSTIN', async () => {
    const view = buildInvoiceView()
    const pdf = await render({ ...view, seller: { ...view.seller, gstin: null } })
    expect(pdf.pages).toBe(1)
    expect(pdf.title).toBe('Receipt PCS/2026-27/00042')
    for (const line of [
      'Receipt no. PCS/2026-27/00042',
      'Description SAC Amount',
      'PPSC Prelims 2027 Complete Course 999293 ₹39,999.00',
      'Total ₹39,999.00',
      'Rupees Thirty-Nine Thousand Nine Hundred Ninety-Nine only',
      'This is a computer-generated receipt and needs no signature.',
    ])
      expect(pdf.page).toContain(line)
    for (const words of ['Tax Invoice', 'GSTIN', 'GST', 'Taxable value', 'Place of supply', '₹33,897.46'])
      expect(pdf.page).not.toContain(words)
  })
})
