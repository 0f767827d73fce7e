import { getTranslator } from '@/i18n/translator'

import type { Locale } from '@/i18n/locale'

/** What every message is signed with: the site's name, its address and where to write for help. */
export type EmailBrand = { siteName: string; siteUrl: string; supportEmail: string }

/** A plain message: a greeting, short paragraphs, at most one button, then anything after it. */
export type EmailContent = {
  /** The language the message is written in (English when not given): the layout's few words follow it. */
  locale?: Locale
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  after?: string[]
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const BRAND_COLOUR = '#0b5d3b'

/**
 * One message in two parts: a text part that reads well on its own (and is what spam filters and
 * screen readers prefer) and a plain HTML part with the site's name as its header. No images, no
 * remote resources, no tracking.
 */
export function renderEmail(brand: EmailBrand, content: EmailContent): { subject: string; text: string; html: string } {
  const locale = content.locale ?? 'en'
  const t = getTranslator(locale, 'forms')
  const footer = `${brand.siteName} · ${brand.siteUrl}\n${t('email.questions', { email: brand.supportEmail })}`
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.after ?? []),
    `-- \n${footer}`,
  ].join('\n\n')

  // The support address is a link inside the translated sentence: split the sentence around it.
  const [beforeAddress = '', afterAddress = ''] = t('email.questions', { email: '\u0001' }).split('\u0001')
  const questionsHtml = `${escapeHtml(beforeAddress)}<a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:#555555">${escapeHtml(brand.supportEmail)}</a>${escapeHtml(afterAddress)}`
  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_COLOUR};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#444444">${escapeHtml(t('email.buttonFallback'))}<br><a href="${escapeHtml(content.action.url)}" style="color:${BRAND_COLOUR};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:${BRAND_COLOUR}">${escapeHtml(brand.siteName)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px;border:1px solid #dfe5e2">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${action}
${(content.after ?? []).map(paragraph).join('\n')}
</div>
<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#555555">${escapeHtml(brand.siteName)} · <a href="${escapeHtml(brand.siteUrl)}" style="color:#555555">${escapeHtml(brand.siteUrl.replace(/^https?:\/\//, ''))}</a><br>${questionsHtml}</p>
</div>
</body></html>`
  return { subject: content.subject, text, html }
}
