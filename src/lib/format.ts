const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const indianDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** ₹12,999 with Indian digit grouping (₹1,20,000). */
export const formatRupees = (amount: number) => rupees.format(amount)

/** 22 Nov 2026, as the calendar reads in India. */
export const formatIndianDate = (iso: string) => indianDate.format(new Date(iso))

/** A WhatsApp chat with this number: wa.me takes the digits only, country code first. */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`
