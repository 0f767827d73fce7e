import 'server-only'

import { amountInWords } from '@/domain/purchases/amount-in-words'
import { GST_RATE_PERCENT } from '@/domain/purchases/gst'
import type { InvoiceView } from '@/domain/purchases/invoice'
import { INDIA_TIME_ZONE } from '@/i18n/format'
import { lineHeightOf, PAGE, PdfCanvas, type TextStyle } from '@/lib/pdf/pdf-canvas.server'

/**
 * A paid order's invoice on one A4 page (ADR 053), in English as GST invoices are kept. A seller with
 * a GSTIN issues a "Tax Invoice" that splits the fee into its taxable value and CGST + SGST (within
 * Punjab) or IGST (to another state); without one the same page is a "Receipt" and names no tax. It
 * is drawn with the result PDF's canvas, whose Mukta Mahee faces have the rupee sign (in the
 * Gurmukhi and Latin Extended files, which the canvas' font runs pick for it).
 */

const MARGIN = 40
const CONTENT = PAGE.width - 2 * MARGIN
const RIGHT = MARGIN + CONTENT
const COLOR = { muted: '#4b5563', brand: '#0b3d91', rule: '#d1d5db', band: '#f3f4f6', refund: '#b91c1c' }
const STYLE = {
  seller: { size: 13, weight: 'bold', color: COLOR.brand },
  title: { size: 20, weight: 'bold', color: COLOR.brand },
  heading: { size: 8.5, weight: 'bold', color: COLOR.muted },
  name: { size: 10.5, weight: 'bold' },
  body: { size: 9.5 },
  muted: { size: 9, color: COLOR.muted },
  total: { size: 11, weight: 'bold' },
  refund: { size: 12, weight: 'bold', color: COLOR.refund },
  footer: { size: 8, color: COLOR.muted },
} satisfies Record<string, TextStyle>

/** ₹39,999.00: rupees and paise with Indian digit grouping (₹1,20,000.00). */
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
const formatPaise = (paise: number) => rupees.format(paise / 100)

/** 30 November 2026: the day in India, whatever the server's zone. */
const days = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE })
const formatInvoiceDate = (date: Date) => days.format(date)

/** The invoice (or receipt) as a PDF file. */
export function renderInvoicePdf(view: InvoiceView): Promise<Buffer> {
  const isTaxInvoice = view.seller.gstin !== null
  const title = isTaxInvoice ? 'Tax Invoice' : 'Receipt'
  const canvas = new PdfCanvas({ title: `${title} ${view.number}`, author: view.seller.legalName, lang: 'en-IN' })
  new InvoicePage(canvas, view, isTaxInvoice, title).draw()
  return canvas.end()
}

class InvoicePage {
  private y = MARGIN

  constructor(
    private readonly canvas: PdfCanvas,
    private readonly view: InvoiceView,
    private readonly isTaxInvoice: boolean,
    private readonly title: string,
  ) {}

  draw() {
    this.canvas.doc.rect(0, 0, PAGE.width, 6).fill(COLOR.brand)
    this.header()
    this.buyer()
    this.table()
    this.totals()
    this.payment()
    this.footer()
  }

  /** Moves down by the lines written at `x` within `width`. */
  private write(text: string, style: TextStyle, x = MARGIN, width = CONTENT) {
    this.y += this.canvas.paragraph(text, x, this.y, width, style)
  }

  private rule(y = this.y) {
    this.canvas.doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke(COLOR.rule)
  }

  /** The seller on the left, as the law asks an invoice to name it; the title, number and date on the right. */
  private header() {
    const { canvas, view } = this
    const { seller } = view
    const top = this.y
    const width = CONTENT - 200
    this.write(seller.legalName, STYLE.seller, MARGIN, width)
    this.y += 2
    for (const line of seller.address) this.write(line, STYLE.body, MARGIN, width)
    if (seller.gstin) this.write(`GSTIN: ${seller.gstin}`, { ...STYLE.body, weight: 'bold' }, MARGIN, width)
    this.write(`State: ${seller.stateName} (${seller.stateCode})`, STYLE.body, MARGIN, width)
    this.write(`E-mail: ${seller.email}  ·  Phone: ${seller.phone}`, STYLE.body, MARGIN, width)
    const left = this.y

    let right = top
    canvas.line(this.title, RIGHT, right, { ...STYLE.title, align: 'right' })
    right += lineHeightOf(STYLE.title) + 2
    canvas.line(`${this.isTaxInvoice ? 'Invoice' : 'Receipt'} no. ${view.number}`, RIGHT, right, { ...STYLE.name, align: 'right' })
    right += lineHeightOf(STYLE.name)
    canvas.line(`Date: ${formatInvoiceDate(view.issuedAt)}`, RIGHT, right, { ...STYLE.body, align: 'right' })
    right += lineHeightOf(STYLE.body)

    this.y = Math.max(left, right) + 10
    this.rule()
    this.y += 10
  }

  /** The candidate; the place of supply (their state) is what decides CGST + SGST or IGST. */
  private buyer() {
    const { buyer } = this.view
    this.write('Billed to', STYLE.heading)
    this.write(buyer.name, STYLE.name)
    this.write(buyer.email, STYLE.body)
    if (buyer.mobile) this.write(buyer.mobile, STYLE.body)
    const state = `${buyer.stateName} (${buyer.stateCode})`
    this.write(this.isTaxInvoice ? `Place of supply: ${state}` : `State: ${state}`, STYLE.body)
    this.y += 14
  }

  /** One line: the course and how long it opens for, its SAC and its value before tax (the fee on a receipt). */
  private table() {
    const { canvas, view } = this
    const sacX = RIGHT - 190
    const amountX = RIGHT - 8
    const descriptionWidth = sacX - MARGIN - 24
    const headHeight = lineHeightOf(STYLE.heading) + 8
    canvas.doc.rect(MARGIN, this.y, CONTENT, headHeight).fill(COLOR.band)
    const head = this.y + 4
    canvas.line('Description', MARGIN + 8, head, STYLE.heading)
    canvas.line('SAC', sacX, head, STYLE.heading)
    canvas.line(this.isTaxInvoice ? 'Taxable value' : 'Amount', amountX, head, { ...STYLE.heading, align: 'right' })
    this.y += headHeight + 6

    const row = this.y
    const amount = this.isTaxInvoice ? view.tax.taxablePaise : view.tax.totalPaise
    this.y += canvas.paragraph(view.item.title, MARGIN + 8, row, descriptionWidth, { ...STYLE.name, maxLines: 3 })
    canvas.line(view.item.sac, sacX, row, STYLE.body)
    canvas.line(formatPaise(amount), amountX, row, { ...STYLE.body, align: 'right' })
    this.write(`Access until ${formatInvoiceDate(view.item.accessUntil)}`, STYLE.muted, MARGIN + 8, descriptionWidth)
    this.y += 6
    this.rule()
    this.y += 8
  }

  /** The tax at half the rate each within the state, the full rate across states; then the total, in figures and words. */
  private totals() {
    const { canvas, view } = this
    const { tax } = view
    const labelX = RIGHT - 250
    const amount = (label: string, paise: number, style: TextStyle) => {
      canvas.line(label, labelX, this.y, style)
      canvas.line(formatPaise(paise), RIGHT - 8, this.y, { ...style, align: 'right' })
      this.y += lineHeightOf(style) + 2
    }
    if (this.isTaxInvoice) {
      const half = GST_RATE_PERCENT / 2
      amount('Taxable value', tax.taxablePaise, STYLE.body)
      if (tax.intraState) {
        amount(`CGST @ ${half}%`, tax.cgstPaise, STYLE.body)
        amount(`SGST @ ${half}%`, tax.sgstPaise, STYLE.body)
      } else amount(`IGST @ ${GST_RATE_PERCENT}%`, tax.igstPaise, STYLE.body)
      canvas.doc.moveTo(labelX, this.y).lineTo(RIGHT, this.y).lineWidth(0.5).stroke(COLOR.rule)
      this.y += 4
    }
    amount(this.isTaxInvoice ? 'Total (GST included)' : 'Total', tax.totalPaise, STYLE.total)
    this.y += 8
    this.write(`Amount in words: ${amountInWords(tax.totalPaise)}`, { ...STYLE.body, weight: 'bold' })
    this.y += 14
  }

  /** How it was paid, with the gateway's references to trace it; and, in red, a refund. */
  private payment() {
    const { payment, refund } = this.view
    this.write(`Paid online through ${payment.gateway}, payment ${payment.paymentId}, order ${payment.orderId}`, STYLE.body)
    if (refund) {
      this.y += 10
      this.write(`REFUNDED on ${formatInvoiceDate(refund.refundedAt)}: ${formatPaise(refund.amountPaise)}`, STYLE.refund)
    }
  }

  private footer() {
    const top = PAGE.height - MARGIN - lineHeightOf(STYLE.footer)
    this.rule(top - 6)
    const kind = this.isTaxInvoice ? 'invoice' : 'receipt'
    this.canvas.line(`This is a computer-generated ${kind} and needs no signature.`, MARGIN, top, STYLE.footer)
  }
}
