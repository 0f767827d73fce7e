// @ts-check
/**
 * A local stand-in for Razorpay (ADR 053) that speaks its documented protocol, so the app's real code — the official
 * `razorpay` SDK with its base URL pointed here, and Hosted Checkout's form post — runs against it unchanged:
 *
 * - the API under `/v1` (HTTP Basic auth with the key id and secret): create and fetch orders, an order's payments,
 *   fetch payments, refund a captured payment, fetch refunds;
 * - Hosted Checkout, `POST /v1/checkout/embedded`: a page with three buttons (pay with UPI, a declined payment,
 *   cancel) that sends the browser back to `callback_url` with Razorpay's signed fields, or to `cancel_url`;
 * - webhooks, signed with the webhook secret and sent to the configured URL: before or after the browser's return,
 *   late, never, or more than once with the same event id (Razorpay delivers at least once, in no promised order);
 * - a control API for the tests (loopback only, no auth): `POST /__control`, `GET /__deliveries`, `GET /__orders/:id`,
 *   and `GET /health`.
 *
 * In code: `startRazorpaySimulator({ keyId, keySecret, webhookSecret, webhookUrl })`; its `pay(orderId, { outcome })`
 * settles an order without a browser and returns the signed callback fields and webhooks. From the shell:
 * `node tests/payments/razorpay-simulator.mjs` with RAZORPAY_SIMULATOR_PORT (default 3398), RAZORPAY_KEY_ID,
 * RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and RAZORPAY_WEBHOOK_URL (optional).
 *
 * State is in memory and shared by whoever talks to one simulator (two Playwright workers, say): filter deliveries by
 * order id rather than counting them all.
 */
import { createHmac, randomInt } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

/**
 * @typedef {'after-callback' | 'before-callback' | 'late' | 'never'} WebhookTiming
 *   When webhooks go out relative to the answer the payment's caller waits for (the browser's callback page, `pay()`'s
 *   result, the refund API's response): right after it (the default), before it (and only once the app has answered
 *   them all), `lateMs` after it, or not at all.
 */

/**
 * @typedef {object} SimulatorMode
 * @property {WebhookTiming} webhook
 * @property {number} deliveries How many times each event is delivered, with the same event id (rounds: every event once, then again).
 * @property {number} lateMs The delay for `webhook: 'late'`.
 * @property {string | null} webhookUrl Where webhooks go; null sends none (`pay()` still returns them).
 */

/**
 * @typedef {object} RazorpaySimulatorOptions
 * @property {number} [port] TCP port; 0 (the default) picks a free one.
 * @property {string} [host] Address to listen on; `127.0.0.1` by default.
 * @property {string} keyId The API key id the app uses (`rzp_test_…`).
 * @property {string} keySecret The API key secret: Basic auth, and the checkout's payment signature.
 * @property {string} webhookSecret Signs every webhook body.
 * @property {string} [webhookUrl] The app's webhook endpoint; without it no webhook is sent.
 */

/**
 * @typedef {object} Order Razorpay's order entity.
 * @property {string} id
 * @property {'order'} entity
 * @property {number} amount In paise.
 * @property {number} amount_paid
 * @property {number} amount_due
 * @property {string} currency
 * @property {string | null} receipt
 * @property {null} offer_id
 * @property {'created' | 'attempted' | 'paid'} status
 * @property {number} attempts
 * @property {Record<string, string> | never[]} notes Razorpay answers `[]` for no notes.
 * @property {number} created_at Unix seconds.
 */

/**
 * @typedef {object} Payment Razorpay's payment entity (the fields a UPI payment has).
 * @property {string} id
 * @property {'payment'} entity
 * @property {number} amount
 * @property {string} currency
 * @property {'captured' | 'refunded' | 'failed'} status
 * @property {string} order_id
 * @property {null} invoice_id
 * @property {boolean} international
 * @property {'upi'} method
 * @property {number} amount_refunded
 * @property {'partial' | 'full' | null} refund_status
 * @property {boolean} captured
 * @property {string | null} description
 * @property {null} card_id
 * @property {null} bank
 * @property {null} wallet
 * @property {string} vpa
 * @property {string} email
 * @property {string} contact
 * @property {Record<string, string> | never[]} notes
 * @property {number | null} fee
 * @property {number | null} tax
 * @property {string | null} error_code
 * @property {string | null} error_description
 * @property {string | null} error_source
 * @property {string | null} error_step
 * @property {string | null} error_reason
 * @property {{ rrn: string | null, upi_transaction_id: string | null }} acquirer_data
 * @property {number} created_at
 */

/**
 * @typedef {object} Refund Razorpay's refund entity.
 * @property {string} id
 * @property {'refund'} entity
 * @property {number} amount
 * @property {string} currency
 * @property {string} payment_id
 * @property {Record<string, string> | never[]} notes
 * @property {string | null} receipt
 * @property {{ arn: string | null }} acquirer_data
 * @property {null} batch_id
 * @property {'processed'} status
 * @property {'normal'} speed_processed
 * @property {string} speed_requested
 * @property {number} created_at
 */

/**
 * @typedef {object} SignedWebhook A webhook exactly as it is (or would be) sent.
 * @property {string} event `payment.captured`, `order.paid`, `payment.failed`, `refund.processed`.
 * @property {string} eventId `X-Razorpay-Event-Id`; the same on every redelivery.
 * @property {string} body The raw JSON body, the bytes that are signed.
 * @property {string} signature `X-Razorpay-Signature`: hex HMAC-SHA256 of `body` with the webhook secret.
 * @property {Record<string, string>} headers The request's headers (Content-Type and the two above).
 */

/**
 * @typedef {object} Delivery One attempt to deliver a webhook to the app.
 * @property {string} event
 * @property {string} eventId
 * @property {number} attempt 1 for the first delivery of the event, 2 for the redelivery, …
 * @property {number | null} status The app's HTTP status, or null when there was no answer (see `error`).
 * @property {string | null} error Why there was no answer (refused, timed out after 5 s).
 * @property {number} at When it was sent, in milliseconds since the epoch.
 * @property {number} durationMs How long the app took to answer.
 * @property {string | null} orderId
 * @property {string | null} paymentId
 * @property {string | null} refundId
 */

/**
 * @typedef {object} PayResult
 * @property {Record<string, string>} callbackFields The form fields the browser would post to `callback_url`.
 * @property {SignedWebhook[]} webhooks The webhooks the payment produces (also delivered to `webhookUrl`, per the mode).
 * @property {Payment} payment
 * @property {Order} order
 */

/**
 * @typedef {object} RazorpaySimulator
 * @property {string} url `http://127.0.0.1:<port>`, no trailing slash: the SDK's base URL and RAZORPAY_API_URL.
 * @property {number} port
 * @property {() => Promise<void>} close Stops the server, drops pending webhooks and open connections.
 * @property {(mode: Partial<SimulatorMode>) => SimulatorMode} setMode Changes how webhooks are delivered from now on.
 * @property {() => SimulatorMode} reset Restores the starting mode, forgets deliveries and drops pending webhooks.
 * @property {Delivery[]} deliveries Every delivery so far (the same array throughout; `reset()` empties it).
 * @property {(orderId: string, options?: PayOptions) => Promise<PayResult>} pay Settles an order as the checkout page would.
 * @property {() => Promise<void>} idle Resolves once no webhook is being delivered or waiting (late ones included).
 * @property {(orderId: string) => { order: Order, payments: Payment[], refunds: Refund[] } | null} lookup The stored order, its payments and refunds.
 */

/**
 * @typedef {object} PayOptions
 * @property {'success' | 'failure' | 'cancel'} [outcome] `cancel` is the checkout's Cancel without a `cancel_url`: a failed payment, reason `payment_cancelled`.
 * @property {string} [email]
 * @property {string} [contact]
 * @property {string} [description]
 * @property {Record<string, string>} [notes]
 */

const TITLE = 'Razorpay (simulator)'
const ACCOUNT_ID = 'acc_SIMULATOR'
const WEBHOOK_TIMEOUT_MS = 5000
const TIMINGS = /** @type {const} */ (['after-callback', 'before-callback', 'late', 'never'])
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** The declined payment's error, as Razorpay reports a bank's refusal. */
const DECLINED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment could not be completed as the bank declined it.',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
}
/** The customer closing the checkout, as Razorpay reports it. */
const CANCELLED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment processing cancelled by user',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_cancelled',
}

/** A Razorpay-style id body: 14 base62 characters. */
function randomId() {
  let id = ''
  for (let index = 0; index < 14; index += 1) id += BASE62[randomInt(BASE62.length)]
  return id
}

const unixNow = () => Math.floor(Date.now() / 1000)

/** @param {string} secret @param {string} text */
const hmacHex = (secret, text) => createHmac('sha256', secret).update(text).digest('hex')

/**
 * The signature Hosted Checkout posts back as `razorpay_signature`: hex HMAC-SHA256 of `order_id|payment_id` with the key secret.
 * @param {string} keySecret
 * @param {string} orderId
 * @param {string} paymentId
 */
export function signPayment(keySecret, orderId, paymentId) {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}

/**
 * A webhook's `X-Razorpay-Signature`: hex HMAC-SHA256 of the exact raw body with the webhook secret.
 * @param {string} webhookSecret
 * @param {string} rawBody
 */
export function signWebhook(webhookSecret, rawBody) {
  return hmacHex(webhookSecret, rawBody)
}

/** An API refusal in Razorpay's shape; the SDK rethrows `{ statusCode, error }` from it. */
class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} description
   * @param {{ code?: string, field?: string }} [details]
   */
  constructor(status, description, { code = 'BAD_REQUEST_ERROR', field } = {}) {
    super(description)
    this.status = status
    this.body = {
      error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) },
    }
  }
}

/** A checkout refusal: shown to the customer as a page. */
class PageError extends Error {
  /** @param {string} message @param {number} [status] */
  constructor(message, status = 400) {
    super(message)
    this.status = status
  }
}

const authenticationFailed = () => new ApiError(401, 'Authentication failed')
const notFound = () => new ApiError(400, 'The id provided does not exist')

/** @param {unknown} value */
function html(value) {
  return String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** @param {number} paise */
const rupees = (paise) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)

/** Deep copy, so a webhook or an answer shows the entity as it was then. @template T @param {T} value @returns {T} */
const snapshot = (value) => JSON.parse(JSON.stringify(value))

/** Razorpay answers an empty `notes` as `[]` (its PHP shows through); the app must cope with both. @param {Record<string, string>} notes */
const notesOrEmpty = (notes) => (Object.keys(notes).length > 0 ? notes : /** @type {never[]} */ ([]))

/** @param {string | undefined} address */
const isLoopback = (address) => !!address && (address === '::1' || /^(::ffff:)?127\./.test(address))

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #eef2f9; color: #1c2434; }
main { max-width: 26rem; margin: 0 auto; padding: 2rem; background: #fff; border-radius: 8px; border: 1px solid #cfd6e4; }
.badge { display: inline-block; margin: 0 0 1rem; padding: .15rem .5rem; border-radius: 4px; background: #fff4d6; color: #6b4b00; font-size: .85rem; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
p { margin: 0 0 1rem; }
img { max-width: 4rem; max-height: 4rem; float: right; }
.amount { font-size: 2rem; font-weight: 700; margin: 1rem 0; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1.5rem; }
dt { color: #5a6478; } dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; flex-direction: column; gap: .75rem; }
button { font: inherit; padding: .7rem 1rem; border-radius: 4px; border: 1px solid #2b6de8; background: #fff; color: #2b6de8; cursor: pointer; }
button[value=pay], .return { background: #2b6de8; color: #fff; }
[role=alert] { color: #b3261e; font-weight: 600; }
:focus-visible { outline: 3px solid #e37400; outline-offset: 2px; }
`

/**
 * @param {string} content
 * @param {{ onload?: string }} [options]
 */
function page(content, { onload } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE}</title>
<style>${STYLE}</style>
</head>
<body${onload ? ` onload="${html(onload)}"` : ''}>
<main>
<p class="badge">Test mode: a local simulator, no money moves</p>
${content}
</main>
</body>
</html>
`
}

/** @param {string} message */
const errorPage = (message) => page(`<h1>Payment cannot continue</h1>\n<p role="alert">${html(message)}</p>`)

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} body
 */
function sendHtml(res, status, body) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The inline onload handler submits the return form; forms may go anywhere (the merchant's callback_url).
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src http: https: data:; base-uri 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(body)
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}

/** @param {import('node:http').IncomingMessage} req */
async function readText(req) {
  let body = ''
  req.setEncoding('utf8')
  for await (const chunk of req) {
    body += chunk
    if (body.length > 1024 * 1024) throw new ApiError(413, 'The request body is too large')
  }
  return body
}

/**
 * `a=1&notes[x]=2` → `{ a: '1', notes: { x: '2' } }`: the one level of brackets Razorpay's form posts use.
 * @param {URLSearchParams} params
 * @returns {Record<string, unknown>}
 */
function formToObject(params) {
  /** @type {Record<string, any>} */
  const result = {}
  for (const [key, value] of params) {
    const match = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key)
    if (match?.[1] !== undefined && match[2] !== undefined) {
      const parent = (result[match[1]] = typeof result[match[1]] === 'object' ? result[match[1]] : {})
      parent[match[2]] = value
    } else result[key] = value
  }
  return result
}

/**
 * An API request's body, JSON (as the SDK sends) or form-encoded (as curl examples do).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
async function readApiBody(req) {
  const text = await readText(req)
  if (!text.trim()) return {}
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return formToObject(new URLSearchParams(text))
  let parsed
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ApiError(400, 'The request body must be a JSON object')
  return parsed
}

/**
 * An amount in paise: an integer (or a string of digits, which Razorpay also takes) of at least ₹1.00.
 * @param {unknown} value
 * @param {string} [field]
 */
function amountIn(value, field = 'amount') {
  if (value === undefined || value === null || value === '') throw new ApiError(400, `The ${field} field is required.`, { field })
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new ApiError(400, `The ${field} must be an integer.`, { field })
  if (!Number.isInteger(amount)) throw new ApiError(400, `The ${field} must be an integer.`, { field })
  if (amount < 100) throw new ApiError(400, 'The amount must be atleast INR 1.00', { field })
  return amount
}

/**
 * Razorpay's notes: at most 15 keys, each value at most 256 characters.
 * @param {unknown} value
 * @returns {Record<string, string>}
 */
function notesIn(value) {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, 'The notes must be an object of keys and values.', { field: 'notes' })
  const entries = Object.entries(value)
  if (entries.length > 15) throw new ApiError(400, 'Number of fields in notes should be less than or equal to 15', { field: 'notes' })
  /** @type {Record<string, string>} */
  const notes = {}
  for (const [key, note] of entries) {
    const text = typeof note === 'string' ? note : String(note)
    if (text.length > 256) throw new ApiError(400, `The notes value for ${key} may not be greater than 256 characters.`, { field: 'notes' })
    notes[key] = text
  }
  return notes
}

/**
 * @param {unknown} value
 * @returns {string | null}
 */
function receiptIn(value) {
  if (value === undefined || value === null) return null
  const receipt = String(value)
  if (receipt.length > 40) throw new ApiError(400, 'The receipt may not be greater than 40 characters.', { field: 'receipt' })
  return receipt
}

/** @param {unknown} value @returns {string | null} */
function httpUrlOrNull(value) {
  if (typeof value !== 'string' || !value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * Checks a change of mode (from `setMode` or `POST /__control`) and returns the mode it makes.
 * @param {SimulatorMode} current
 * @param {Record<string, unknown>} change
 * @returns {SimulatorMode}
 */
function changedMode(current, change) {
  const next = { ...current }
  if (change.webhook !== undefined) {
    if (!TIMINGS.includes(/** @type {any} */ (change.webhook))) throw new TypeError(`webhook must be one of ${TIMINGS.join(', ')}`)
    next.webhook = /** @type {WebhookTiming} */ (change.webhook)
  }
  if (change.deliveries !== undefined) {
    if (!Number.isInteger(change.deliveries) || Number(change.deliveries) < 1 || Number(change.deliveries) > 20) {
      throw new TypeError('deliveries must be an integer from 1 to 20')
    }
    next.deliveries = Number(change.deliveries)
  }
  if (change.lateMs !== undefined) {
    if (!Number.isInteger(change.lateMs) || Number(change.lateMs) < 0 || Number(change.lateMs) > 600_000) {
      throw new TypeError('lateMs must be an integer number of milliseconds from 0 to 600000')
    }
    next.lateMs = Number(change.lateMs)
  }
  if (change.webhookUrl !== undefined) {
    const url = change.webhookUrl === null ? null : httpUrlOrNull(change.webhookUrl)
    if (change.webhookUrl !== null && !url) throw new TypeError('webhookUrl must be an http(s) URL or null')
    next.webhookUrl = url
  }
  return next
}

/**
 * Starts the simulator on `host:port`.
 * @param {RazorpaySimulatorOptions} options
 * @returns {Promise<RazorpaySimulator>}
 */
export async function startRazorpaySimulator({ port = 0, host = '127.0.0.1', keyId, keySecret, webhookSecret, webhookUrl }) {
  if (!keyId || !keySecret || !webhookSecret) throw new TypeError('startRazorpaySimulator: keyId, keySecret and webhookSecret are required')
  const initialWebhookUrl = webhookUrl ? httpUrlOrNull(webhookUrl) : null
  if (webhookUrl && !initialWebhookUrl) throw new TypeError('startRazorpaySimulator: webhookUrl must be an http(s) URL')

  /** @type {SimulatorMode} */
  const defaults = { webhook: 'after-callback', deliveries: 1, lateMs: 3000, webhookUrl: initialWebhookUrl }
  let mode = { ...defaults }

  /** @type {Map<string, Order>} */
  const orders = new Map()
  /** @type {Map<string, Payment>} */
  const payments = new Map()
  /** @type {Map<string, Refund>} */
  const refunds = new Map()
  /**
   * A checkout page shown: what its buttons act on (kept here, not in hidden fields the browser could alter).
   * @type {Map<string, { orderId: string, name: string, description: string, email: string, contact: string, notes: Record<string, string>, callbackUrl: string, cancelUrl: string | null }>}
   */
  const checkouts = new Map()

  /** @type {Delivery[]} */
  const deliveries = []
  /** Webhooks on their way (or waiting for `lateMs`): `idle()` waits for them, `reset()` and `close()` drop them. */
  /** @type {Set<Promise<void>>} */
  const pending = new Set()
  /** @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set()
  let stopDeliveries = new AbortController()

  // ---- Webhooks -------------------------------------------------------------------------------------------------

  /**
   * @param {string} event
   * @param {{ payment?: Payment, order?: Order, refund?: Refund }} entities
   * @returns {SignedWebhook & { orderId: string | null, paymentId: string | null, refundId: string | null }}
   */
  function makeWebhook(event, { payment, order, refund }) {
    /** @type {Record<string, { entity: unknown }>} */
    const payload = {}
    if (refund) payload.refund = { entity: snapshot(refund) }
    if (payment) payload.payment = { entity: snapshot(payment) }
    if (order) payload.order = { entity: snapshot(order) }
    const body = JSON.stringify({
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unixNow(),
    })
    const eventId = randomId()
    const signature = signWebhook(webhookSecret, body)
    return {
      event,
      eventId,
      body,
      signature,
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': signature, 'X-Razorpay-Event-Id': eventId },
      orderId: payment?.order_id ?? order?.id ?? null,
      paymentId: payment?.id ?? null,
      refundId: refund?.id ?? null,
    }
  }

  /**
   * One POST to the app, recorded whatever comes of it.
   * @param {ReturnType<typeof makeWebhook>} webhook
   * @param {string} url
   * @param {number} attempt
   */
  async function deliverOnce(webhook, url, attempt) {
    const at = Date.now()
    /** @type {number | null} */
    let status = null
    /** @type {string | null} */
    let error = null
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...webhook.headers, 'User-Agent': 'Razorpay-Webhook/v1 (simulator)' },
        body: webhook.body,
        redirect: 'manual',
        signal: AbortSignal.any([stopDeliveries.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      })
      status = response.status
      await response.arrayBuffer().catch(() => undefined)
    } catch (caught) {
      error = caught instanceof Error ? (caught.cause instanceof Error ? caught.cause.message : caught.message) : String(caught)
    }
    deliveries.push({
      event: webhook.event,
      eventId: webhook.eventId,
      attempt,
      status,
      error,
      at,
      durationMs: Date.now() - at,
      orderId: webhook.orderId,
      paymentId: webhook.paymentId,
      refundId: webhook.refundId,
    })
  }

  /**
   * Delivers the webhooks one after another, `rounds` times over (a redelivery keeps its event id and body).
   * @param {ReturnType<typeof makeWebhook>[]} webhooks
   * @param {SimulatorMode} plan
   */
  async function deliverAll(webhooks, plan) {
    if (!plan.webhookUrl) return
    const signal = stopDeliveries.signal
    for (let attempt = 1; attempt <= plan.deliveries; attempt += 1) {
      for (const webhook of webhooks) {
        if (signal.aborted) return
        await deliverOnce(webhook, plan.webhookUrl, attempt)
      }
    }
  }

  /** @param {Promise<void>} promise */
  function track(promise) {
    const tracked = promise.catch((error) => console.error('Razorpay simulator: webhook delivery failed', error))
    pending.add(tracked)
    tracked.finally(() => pending.delete(tracked))
  }

  /**
   * Sends a payment's or refund's webhooks as the mode says, around the answer its caller waits for: the returned
   * `beforeAnswer` is awaited before answering, `afterAnswer` called once the answer has gone.
   * @param {ReturnType<typeof makeWebhook>[]} webhooks
   */
  function schedule(webhooks) {
    const plan = { ...mode }
    return {
      async beforeAnswer() {
        if (plan.webhook === 'before-callback') await deliverAll(webhooks, plan)
      },
      afterAnswer() {
        if (plan.webhook === 'after-callback') track(deliverAll(webhooks, plan))
        if (plan.webhook === 'late') {
          /** @type {() => void} */
          let release = () => {}
          const waiting = new Promise((resolveWaiting) => (release = () => resolveWaiting(undefined)))
          const timer = setTimeout(() => {
            timers.delete(timer)
            deliverAll(webhooks, plan).finally(release)
          }, plan.lateMs)
          timers.add(timer)
          // A dropped timer (reset, close) releases its waiter too.
          stopDeliveries.signal.addEventListener('abort', release, { once: true })
          track(/** @type {Promise<void>} */ (waiting))
        }
      },
    }
  }

  /** @param {ReturnType<typeof makeWebhook>} webhook @returns {SignedWebhook} */
  const publicWebhook = ({ event, eventId, body, signature, headers }) => ({ event, eventId, body, signature, headers })

  function dropPendingDeliveries() {
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
    stopDeliveries.abort()
    stopDeliveries = new AbortController()
  }

  // ---- Orders, payments, refunds ----------------------------------------------------------------------------------

  /** @param {Record<string, unknown>} body */
  function createOrder(body) {
    const amount = amountIn(body.amount)
    if (body.currency === undefined) throw new ApiError(400, 'The currency field is required.', { field: 'currency' })
    if (body.currency !== 'INR') throw new ApiError(400, 'Currency is not supported: the simulator takes INR only.', { field: 'currency' })
    /** @type {Order} */
    const order = {
      id: `order_${randomId()}`,
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: receiptIn(body.receipt),
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesOrEmpty(notesIn(body.notes)),
      created_at: unixNow(),
    }
    orders.set(order.id, order)
    return order
  }

  /**
   * The customer's choice on the checkout page: a captured payment, or a failed one (declined, or cancelled).
   * @param {Order} order
   * @param {{ outcome: 'success' | 'failure' | 'cancel', email?: string, contact?: string, description?: string, notes?: Record<string, string> }} choice
   */
  function settle(order, { outcome, email, contact, description, notes }) {
    if (order.status === 'paid') throw new PageError('This order is already paid')
    const success = outcome === 'success'
    const failure = outcome === 'cancel' ? CANCELLED : DECLINED
    const fee = success ? Math.round(order.amount * 0.02) : null
    const tax = fee === null ? null : Math.round(fee * 0.18)
    /** @type {Payment} */
    const payment = {
      id: `pay_${randomId()}`,
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: success ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: success,
      description: description || null,
      card_id: null,
      bank: null,
      wallet: null,
      // Razorpay's own test VPAs for a UPI payment that succeeds or fails.
      vpa: success ? 'success@razorpay' : 'failure@razorpay',
      email: email || 'void@razorpay.com',
      contact: contact || '+919000090000',
      notes: notes && Object.keys(notes).length > 0 ? notes : order.notes,
      fee: fee === null || tax === null ? null : fee + tax,
      tax,
      error_code: success ? null : failure.code,
      error_description: success ? null : failure.description,
      error_source: success ? null : failure.source,
      error_step: success ? null : failure.step,
      error_reason: success ? null : failure.reason,
      acquirer_data: success
        ? { rrn: String(randomInt(100_000_000_000, 999_999_999_999)), upi_transaction_id: randomId().toUpperCase() }
        : { rrn: null, upi_transaction_id: null },
      created_at: unixNow(),
    }
    payments.set(payment.id, payment)
    order.attempts += 1
    if (success) {
      order.status = 'paid'
      order.amount_paid = order.amount
      order.amount_due = 0
    } else order.status = 'attempted'

    /** @type {Record<string, string>} */
    const callbackFields = success
      ? { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signPayment(keySecret, order.id, payment.id) }
      : {
          'error[code]': failure.code,
          'error[description]': failure.description,
          'error[source]': failure.source,
          'error[step]': failure.step,
          'error[reason]': failure.reason,
          'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
        }
    const webhooks = success
      ? [makeWebhook('payment.captured', { payment }), makeWebhook('order.paid', { payment, order })]
      : [makeWebhook('payment.failed', { payment })]
    return { payment, callbackFields, webhooks }
  }

  /**
   * @param {Payment} payment
   * @param {Record<string, unknown>} body
   */
  function refund(payment, body) {
    if (payment.status === 'refunded') throw new ApiError(400, 'The payment has been fully refunded already')
    if (payment.status !== 'captured') throw new ApiError(400, `Only a captured payment can be refunded; this one is ${payment.status}`)
    const left = payment.amount - payment.amount_refunded
    const amount = body.amount === undefined ? left : amountIn(body.amount)
    if (amount > left) {
      throw new ApiError(400, `The refund amount (${amount}) is more than what is left to refund on the payment (${left})`, {
        field: 'amount',
      })
    }
    /** @type {Refund} */
    const entity = {
      id: `rfnd_${randomId()}`,
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: notesOrEmpty(notesIn(body.notes)),
      receipt: receiptIn(body.receipt),
      acquirer_data: { arn: null },
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: typeof body.speed === 'string' ? body.speed : 'normal',
      created_at: unixNow(),
    }
    refunds.set(entity.id, entity)
    payment.amount_refunded += amount
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial'
    if (payment.refund_status === 'full') payment.status = 'refunded'
    return { refund: entity, webhooks: [makeWebhook('refund.processed', { refund: entity, payment })] }
  }

  /** @param {string} orderId */
  function lookup(orderId) {
    const order = orders.get(orderId)
    if (!order) return null
    const orderPayments = [...payments.values()].filter((payment) => payment.order_id === orderId)
    const paymentIds = new Set(orderPayments.map((payment) => payment.id))
    return {
      order: snapshot(order),
      payments: snapshot(orderPayments),
      refunds: snapshot([...refunds.values()].filter((entity) => paymentIds.has(entity.payment_id))),
    }
  }

  // ---- HTTP: the API ---------------------------------------------------------------------------------------------

  /** @param {import('node:http').IncomingMessage} req */
  function authenticate(req) {
    const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '')
    if (!match?.[1]) throw authenticationFailed()
    const decoded = Buffer.from(match[1], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0 || decoded.slice(0, colon) !== keyId || decoded.slice(colon + 1) !== keySecret) throw authenticationFailed()
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} method
   * @param {string} path Without `/v1`, without a trailing slash.
   */
  async function api(req, res, method, path) {
    authenticate(req)
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent)
    const [collection, id, action, ...rest] = segments

    if (collection === 'orders' && !id && method === 'POST') {
      sendJson(res, 200, createOrder(await readApiBody(req)))
      return
    }
    if (collection === 'orders' && id && method === 'GET' && rest.length === 0 && (action === undefined || action === 'payments')) {
      const order = orders.get(id)
      if (!order) throw notFound()
      if (action === undefined) sendJson(res, 200, order)
      else {
        const items = [...payments.values()].filter((payment) => payment.order_id === id).reverse()
        sendJson(res, 200, { entity: 'collection', count: items.length, items })
      }
      return
    }
    if (collection === 'payments' && id && rest.length === 0) {
      const payment = payments.get(id)
      if (method === 'GET' && (action === undefined || action === 'refunds')) {
        if (!payment) throw notFound()
        if (action === undefined) sendJson(res, 200, payment)
        else {
          const items = [...refunds.values()].filter((entity) => entity.payment_id === id).reverse()
          sendJson(res, 200, { entity: 'collection', count: items.length, items })
        }
        return
      }
      if (method === 'POST' && action === 'refund') {
        const body = await readApiBody(req)
        if (!payment) throw notFound()
        const { refund: entity, webhooks } = refund(payment, body)
        const delivery = schedule(webhooks)
        await delivery.beforeAnswer()
        res.once('finish', () => delivery.afterAnswer())
        sendJson(res, 200, entity)
        return
      }
    }
    if (collection === 'refunds' && id && !action && method === 'GET') {
      const entity = refunds.get(id)
      if (!entity) throw notFound()
      sendJson(res, 200, entity)
      return
    }
    throw new ApiError(400, 'The requested URL was not found on the server.')
  }

  // ---- HTTP: Hosted Checkout -------------------------------------------------------------------------------------

  /**
   * `POST /v1/checkout/embedded`: the form the merchant's page posts; answers the checkout page.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function checkoutPage(req, res) {
    const form = new URLSearchParams(await readText(req))
    if (form.get('key_id') !== keyId) throw new PageError('The API key provided is invalid (key_id).')
    const orderId = form.get('order_id') ?? ''
    const order = orders.get(orderId)
    if (!order) throw new PageError(`The order ${orderId || '(none)'} does not exist.`)
    if (order.status === 'paid') throw new PageError('This order is already paid')
    const callbackUrl = httpUrlOrNull(form.get('callback_url'))
    if (!callbackUrl) throw new PageError('callback_url must be given, an http(s) URL.')
    const cancelUrl = form.get('cancel_url') ? httpUrlOrNull(form.get('cancel_url')) : null
    if (form.get('cancel_url') && !cancelUrl) throw new PageError('cancel_url must be an http(s) URL.')

    /** @type {Record<string, string>} */
    const notes = {}
    for (const [key, value] of form) {
      const match = /^notes\[([^\]]+)\]$/.exec(key)
      if (match?.[1]) notes[match[1]] = value
    }
    const checkout = {
      orderId,
      name: form.get('name') ?? '',
      description: form.get('description') ?? '',
      email: form.get('prefill[email]') ?? '',
      contact: form.get('prefill[contact]') ?? '',
      notes,
      callbackUrl,
      cancelUrl,
    }
    const sessionId = randomId()
    checkouts.set(sessionId, checkout)

    const image = httpUrlOrNull(form.get('image'))
    const payer = form.get('prefill[name]') ?? ''
    const details = [
      ['Order', orderId],
      ['Name', payer],
      ['Email', checkout.email],
      ['Phone', checkout.contact],
    ].filter(([, value]) => value)
    sendHtml(
      res,
      200,
      page(`${image ? `<img src="${html(image)}" alt="">` : ''}<h1>${html(checkout.name || 'Merchant')}</h1>
${checkout.description ? `<p>${html(checkout.description)}</p>` : ''}
<p class="amount">${html(rupees(order.amount))}</p>
<dl>${details.map(([term, value]) => `<dt>${html(term)}</dt><dd>${html(value)}</dd>`).join('')}</dl>
<form method="post" action="/v1/checkout/simulator/${sessionId}" class="actions">
<button type="submit" name="action" value="pay">Pay with UPI</button>
<button type="submit" name="action" value="fail">Payment fails</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`),
    )
  }

  /**
   * `POST /v1/checkout/simulator/:session`: a button pressed on the checkout page.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} sessionId
   */
  async function checkoutAction(req, res, sessionId) {
    const form = new URLSearchParams(await readText(req))
    const checkout = checkouts.get(sessionId)
    if (!checkout) throw new PageError('This checkout is unknown or has expired. Start again from the merchant’s site.')
    const order = orders.get(checkout.orderId)
    if (!order) throw new PageError('The order does not exist.')
    const action = form.get('action')
    if (action !== 'pay' && action !== 'fail' && action !== 'cancel') throw new PageError('Choose one of the buttons.')
    if (order.status === 'paid') throw new PageError('This order is already paid')
    if (action === 'cancel' && checkout.cancelUrl) {
      res.writeHead(303, { Location: checkout.cancelUrl, 'Cache-Control': 'no-store' }).end()
      return
    }

    const outcome = action === 'pay' ? 'success' : action === 'fail' ? 'failure' : 'cancel'
    const { callbackFields, webhooks } = settle(order, { ...checkout, outcome })
    const delivery = schedule(webhooks)
    await delivery.beforeAnswer()
    res.once('finish', () => delivery.afterAnswer())
    const inputs = Object.entries(callbackFields)
      .map(([name, value]) => `<input type="hidden" name="${html(name)}" value="${html(value)}">`)
      .join('\n')
    sendHtml(
      res,
      200,
      page(
        `<h1>${outcome === 'success' ? 'Payment successful' : outcome === 'cancel' ? 'Payment cancelled' : 'Payment failed'}</h1>
<p>Returning you to ${html(checkout.name || 'the merchant')}…</p>
<form method="post" action="${html(checkout.callbackUrl)}">
${inputs}
<button type="submit" class="return">Return to the merchant</button>
</form>`,
        { onload: 'document.forms[0].submit()' },
      ),
    )
  }

  // ---- HTTP: control ---------------------------------------------------------------------------------------------

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} method
   * @param {URL} url
   */
  async function control(req, res, method, url) {
    if (!isLoopback(req.socket.remoteAddress)) {
      sendJson(res, 403, { error: 'The control API answers loopback only' })
      return
    }
    const path = url.pathname.replace(/\/+$/, '')
    if (path === '/__control' && method === 'GET') {
      sendJson(res, 200, mode)
      return
    }
    if (path === '/__control' && method === 'POST') {
      let body
      try {
        body = JSON.parse((await readText(req)) || '{}')
      } catch {
        sendJson(res, 400, { error: 'The body must be JSON' })
        return
      }
      try {
        sendJson(res, 200, body?.reset === true ? resetAll() : setMode(body ?? {}))
      } catch (error) {
        sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) })
      }
      return
    }
    if (path === '/__deliveries' && method === 'GET') {
      const orderId = url.searchParams.get('order_id')
      const event = url.searchParams.get('event')
      sendJson(
        res,
        200,
        deliveries.filter((delivery) => (!orderId || delivery.orderId === orderId) && (!event || delivery.event === event)),
      )
      return
    }
    const orderMatch = /^\/__orders\/([^/]+)$/.exec(path)
    if (orderMatch?.[1] && method === 'GET') {
      const found = lookup(decodeURIComponent(orderMatch[1]))
      if (found) sendJson(res, 200, found)
      else sendJson(res, 404, { error: 'No such order' })
      return
    }
    sendJson(res, 404, { error: 'Not found' })
  }

  /** @param {Record<string, unknown>} change */
  function setMode(change) {
    mode = changedMode(mode, change)
    return { ...mode }
  }

  function resetAll() {
    dropPendingDeliveries()
    mode = { ...defaults }
    deliveries.length = 0
    return { ...mode }
  }

  // ---- The server ------------------------------------------------------------------------------------------------

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://simulator')
    const method = req.method ?? 'GET'
    const path = url.pathname.replace(/\/+$/, '') || '/'
    if (path === '/health') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('ok')
      return
    }
    if (path.startsWith('/__')) {
      await control(req, res, method, url)
      return
    }
    if (path === '/v1/checkout/embedded') {
      if (method !== 'POST') throw new PageError('Hosted Checkout takes a form POST.', 405)
      await checkoutPage(req, res)
      return
    }
    const checkoutMatch = /^\/v1\/checkout\/simulator\/([A-Za-z0-9]+)$/.exec(path)
    if (checkoutMatch?.[1]) {
      if (method !== 'POST') throw new PageError('This page takes a form POST.', 405)
      await checkoutAction(req, res, checkoutMatch[1])
      return
    }
    if (path.startsWith('/v1/')) {
      await api(req, res, method, path.slice(3))
      return
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      if (res.headersSent) {
        res.destroy()
        return
      }
      if (error instanceof ApiError) sendJson(res, error.status, error.body)
      else if (error instanceof PageError) sendHtml(res, error.status, errorPage(error.message))
      else {
        console.error('Razorpay simulator:', error)
        sendJson(
          res,
          500,
          new ApiError(500, `Simulator error: ${error instanceof Error ? error.message : String(error)}`, { code: 'SERVER_ERROR' }).body,
        )
      }
    })
  })
  server.listen(port, host)
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('startRazorpaySimulator: no TCP address')
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host

  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    deliveries,
    setMode: (change) => setMode(/** @type {Record<string, unknown>} */ (change)),
    reset: resetAll,
    lookup,
    async pay(orderId, { outcome = 'success', email, contact, description, notes } = {}) {
      const order = orders.get(orderId)
      if (!order) throw new Error(`pay: no order ${orderId}`)
      const { payment, callbackFields, webhooks } = settle(order, { outcome, email, contact, description, notes })
      const delivery = schedule(webhooks)
      await delivery.beforeAnswer()
      // "After the callback": the deliveries start now and reach the app after the caller has this result.
      delivery.afterAnswer()
      return { callbackFields, webhooks: webhooks.map(publicWebhook), payment: snapshot(payment), order: snapshot(order) }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending])
    },
    close: () =>
      new Promise((resolveClose, rejectClose) => {
        dropPendingDeliveries()
        server.close((error) => (error ? rejectClose(error) : resolveClose()))
        server.closeAllConnections()
      }),
  }
}

const runDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (runDirectly) {
  const keyId = process.env.RAZORPAY_KEY_ID
  const keySecret = process.env.RAZORPAY_KEY_SECRET
  const webhookSecret = process.env.RAZORPAY_WEBHOOK_SECRET
  if (!keyId || !keySecret || !webhookSecret) {
    console.error(
      'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (and RAZORPAY_WEBHOOK_URL) to start the Razorpay simulator.',
    )
    process.exit(1)
  }
  const simulator = await startRazorpaySimulator({
    port: Number(process.env.RAZORPAY_SIMULATOR_PORT || 3398),
    keyId,
    keySecret,
    webhookSecret,
    webhookUrl: process.env.RAZORPAY_WEBHOOK_URL || undefined,
  })
  console.log(`Razorpay simulator on ${simulator.url}`)
  const stop = () => {
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
