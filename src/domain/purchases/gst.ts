/**
 * GST on a course fee (ADR 053). Fees are quoted inclusive of GST at 18% (coaching and training,
 * SAC 999293). A sale within the institute's own state carries CGST 9% + SGST 9% (UTGST in a union
 * territory without a legislature is not a case here: the institute is in Punjab); a sale to another
 * state carries IGST 18%. Amounts are whole paise, so the parts always add up to the total.
 */

/** The states and union territories with their GST state codes (the first two digits of a GSTIN). */
export const indianStates = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const

export type StateCode = (typeof indianStates)[number]['code']

export const PUNJAB: StateCode = '03'

export const isStateCode = (value: unknown): value is StateCode => indianStates.some((state) => state.code === value)

export const stateName = (code: string): string => indianStates.find((state) => state.code === code)?.name ?? code

/** The GSTIN's own pattern: state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export const GST_RATE_PERCENT = 18

/** Services Accounting Code for commercial training and coaching. */
export const COACHING_SAC = '999293'

export type GstSplit = {
  /** What the candidate paid, GST included. */
  totalPaise: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  /** Whether the sale is within the seller's state (CGST + SGST) or to another one (IGST). */
  intraState: boolean
}

/** The GST inside a price that includes it: taxable value rounded to the paisa, the rest tax, halved within the state. */
export function gstSplit(totalPaise: number, sellerState: string, buyerState: string): GstSplit {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT))
  const tax = totalPaise - taxablePaise
  const intraState = sellerState === buyerState
  const cgstPaise = intraState ? Math.floor(tax / 2) : 0
  return {
    totalPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
    intraState,
  }
}

/** India's financial year (April to March) of a moment, as invoices name it: "2026-27". */
export function financialYearOf(moment: Date): string {
  // The year turns at midnight on 1 April in India (UTC+5:30), not in UTC.
  const indian = new Date(moment.getTime() + 330 * 60_000)
  const year = indian.getUTCMonth() >= 3 ? indian.getUTCFullYear() : indian.getUTCFullYear() - 1
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`
}

/** An invoice number: the prefix, the financial year and a serial that starts at 1 each year ("PCS/2026-27/00042"). */
export const invoiceNumber = (prefix: string, financialYear: string, serial: number): string =>
  `${prefix}/${financialYear}/${String(serial).padStart(5, '0')}`

/** The serial of an invoice number, or null when it is not one. */
export function invoiceSerial(number: string): number | null {
  const match = /\/(\d+)$/.exec(number)
  return match ? Number(match[1]) : null
}

/** Rupees in paise, as the gateway counts them. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100)
