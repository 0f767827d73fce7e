const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const indianDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** ₹12,999 with Indian digit grouping (₹1,20,000). */
export const formatRupees = (amount: number) => rupees.format(amount)

/** 22 Nov 2026, as the calendar reads in India. */
export const formatIndianDate = (iso: string) => indianDate.format(new Date(iso))

const indianTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' })

/** "22 Nov 2026 at 10:00 am IST": candidates read times in Indian Standard Time wherever the server runs. */
export function formatIndianDateTime(instant: Date | number | string): string {
  const date = new Date(instant)
  return `${formatIndianDate(date.toISOString())} at ${indianTime.format(date)} IST`
}

/** A WhatsApp chat with this number: wa.me takes the digits only, country code first. */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

/** 850 bytes, 14 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
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

/** 120 → "2 hours", 90 → "1 hour 30 minutes", 45 → "45 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const hourText = hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : ''
  const minuteText = rest ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : ''
  return [hourText, minuteText].filter(Boolean).join(' ')
}
