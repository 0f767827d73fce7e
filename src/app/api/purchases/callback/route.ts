import { receiveGatewayReturn } from '@/features/purchases/public.server'
import { withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { routes } from '@/lib/links'
import { readFormBody } from '@/lib/request-body'
import { noStore, requestLocale } from '@/lib/site-form.server'
import { seeOther } from '@/lib/site-request.server'
import { getPayloadClient } from '@/server/payload.server'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * POST /api/purchases/callback: the browser's return from the gateway's hosted page (ADR 053). It
 * comes from the gateway's site, so it carries no session cookie and no same-site proof: what it
 * claims counts only through the payment signature, or by asking the gateway.
 *
 * It answers with a page that moves on to the order's page at once, not with a redirect: a redirect
 * of a cross-site POST is itself cross-site, and the browser would send it without the candidate's
 * session cookie (SameSite=Lax); a move made by our own page is same-site and carries it.
 */
export async function POST(request: Request) {
  const locale = requestLocale(request)
  const body = await readFormBody(request, 16 * 1024)
  const payload = await getPayloadClient()
  const next = body.ok && body.value ? await receiveGatewayReturn(payload, body.value, locale) : withLocale(routes.orders.href(), locale)
  const t = getTranslator(locale, 'purchases')
  const href = escapeHtml(next)
  const page = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0;url=${href}"><meta name="robots" content="noindex"><title>${escapeHtml(t('returning.title'))}</title></head>
<body><p><a href="${href}">${escapeHtml(t('returning.link'))}</a></p></body></html>`
  return new Response(page, { headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' } })
}

/** Someone opening the address itself: their orders. */
export function GET(request: Request) {
  return seeOther(withLocale(routes.orders.href(), requestLocale(request)))
}
