import type { Locale } from './locale'

import { INDIA_TIME_ZONE } from './time-zone'

export { INDIA_TIME_ZONE }

/** The Intl locale of each site language: Indian conventions (lakh grouping, day-month order). */
export const intlLocale = (locale: Locale) => (locale === 'pa' ? 'pa-IN' : 'en-IN')

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const indianDates = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
  pa: new Intl.DateTimeFormat('pa-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
}

/** ₹12,999 with Indian digit grouping (₹1,20,000). */
export const formatRupees = (amount: number) => rupees.format(amount)

/** 22 Nov 2026 (ਪੰਜਾਬੀ: 22 ਨਵੰ 2026), as the calendar reads in India. */
export const formatIndianDate = (iso: string, locale: Locale = 'en') => indianDates[locale].format(new Date(iso))

const indianMonths = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
  pa: new Intl.DateTimeFormat('pa-IN', { month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE }),
}

/** November 2026 (ਪੰਜਾਬੀ: ਨਵੰਬਰ 2026): the month of a date in India. */
export const formatMonth = (iso: string, locale: Locale = 'en') => indianMonths[locale].format(new Date(iso))

// Punjabi reads "10:00 AM" (ICU's pa-IN), never the Latin "am" of en-IN.
const indianTimes = {
  en: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_TIME_ZONE }),
  pa: new Intl.DateTimeFormat('pa-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: INDIA_TIME_ZONE }),
}

/** "22 Nov 2026 at 10:00 am IST": candidates read times in Indian Standard Time wherever the server runs. */
export function formatIndianDateTime(instant: Date | number | string, locale: Locale = 'en'): string {
  const date = new Date(instant)
  const day = formatIndianDate(date.toISOString(), locale)
  return locale === 'pa' ? `${day}, ${indianTimes.pa.format(date)} (ਭਾਰਤੀ ਸਮਾਂ)` : `${day} at ${indianTimes.en.format(date)} IST`
}

/** A WhatsApp chat with this number: wa.me takes the digits only, country code first. */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/** 850 bytes, 14 KB, 2.4 MB. */
export function formatFileSize(bytes: number, locale: Locale = 'en'): string {
  if (bytes < 1024) return `${bytes} ${locale === 'pa' ? 'ਬਾਈਟ' : 'bytes'}`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`
}

/** PDF, PNG, JPEG: the kind of a file for its download link. */
export function fileTypeLabel(mimeType: string | null | undefined, filename?: string | null): string {
  if (mimeType === 'application/pdf') return 'PDF'
  const fromMime = mimeType?.split('/')[1]?.split('+')[0]
  const fromName = filename?.includes('.') ? filename.split('.').pop() : undefined
  return (fromMime ?? fromName ?? 'file').toUpperCase()
}

const unitFormats = (unit: 'hour' | 'minute' | 'month') => ({
  en: new Intl.NumberFormat('en-IN', { style: 'unit', unit, unitDisplay: 'long' }),
  pa: new Intl.NumberFormat('pa-IN', { style: 'unit', unit, unitDisplay: 'long' }),
})
const hourFormats = unitFormats('hour')
const minuteFormats = unitFormats('minute')
const monthFormats = unitFormats('month')

/** 10 → "10 months" (ਪੰਜਾਬੀ: "10 ਮਹੀਨੇ"): a course's length. */
export const formatMonths = (months: number, locale: Locale = 'en') => monthFormats[locale].format(months)

/** 120 → "2 hours", 90 → "1 hour 30 minutes", 45 → "45 minutes" (ਪੰਜਾਬੀ: "1 ਘੰਟਾ 30 ਮਿੰਟ"). */
export function formatDuration(minutes: number, locale: Locale = 'en'): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const hourText = hours ? hourFormats[locale].format(hours) : ''
  const minuteText = rest ? minuteFormats[locale].format(rest) : ''
  return [hourText, minuteText].filter(Boolean).join(' ')
}
