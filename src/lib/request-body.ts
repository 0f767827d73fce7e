/**
 * The one way the site's route handlers read a request body: never more than a cap, refused before
 * anything is parsed (ADR 015). A declared Content-Length over the cap is refused without reading; a
 * body without one (chunked) is counted while it streams, and nothing past the cap is kept.
 */

/** Far above any of the site's forms (a contact message is at most ~20 KB even in Gurmukhi). */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

export type BodyRead<T> = { ok: true; value: T } | { ok: false; status: 413; message: string }

export const bodyTooLargeMessage = (maxBytes: number) =>
  `This request is larger than the ${Math.ceil(maxBytes / 1024)} KB the site accepts here. Shorten what you sent and try again.`

const tooLarge = (maxBytes: number): BodyRead<never> => ({ ok: false, status: 413, message: bodyTooLargeMessage(maxBytes) })

/** How much more of a refused body is read (and dropped, never kept) so that the client gets the 413. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024

/**
 * Reads and drops the rest of a refused body, up to a limit. Answering while the client is still
 * sending would close the connection with unread data, which resets it before the client reads the
 * 413 (the lingering close nginx does); past the limit the body is cancelled and the client may see
 * the reset instead.
 */
async function dropRestOf(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let dropped = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    dropped += value.byteLength
    if (dropped > DRAIN_LIMIT_BYTES) return void (await reader.cancel().catch(() => undefined))
  }
}

/** The raw body, or null when it is over `maxBytes`. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= maxBytes)) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await dropRestOf(reader)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(new ArrayBuffer(total))
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * A JSON body within `maxBytes`. Text that is not JSON reads as null, which every use-case's schema
 * refuses with its own field messages.
 */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<BodyRead<unknown>> {
  return jsonOfBody(await readBodyBytes(request, maxBytes), maxBytes)
}

/**
 * A body already read (the HTTP server's autosave reads Node's stream itself, ADR 064) as JSON: the
 * same 413 when it is null (refused while reading) or over `maxBytes`, the same null for text that
 * is not JSON.
 */
export function jsonOfBody(bytes: Uint8Array | null, maxBytes: number): BodyRead<unknown> {
  if (!bytes || bytes.byteLength > maxBytes) return tooLarge(maxBytes)
  try {
    return { ok: true, value: JSON.parse(decoder.decode(bytes)) as unknown }
  } catch {
    return { ok: true, value: null }
  }
}

const decoder = new TextDecoder()

/** A form's fields (urlencoded or multipart) within `maxBytes`; null when the body is not a form. */
export async function readFormBody(request: Request, maxBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<BodyRead<FormData | null>> {
  const bytes = await readBodyBytes(request, maxBytes)
  if (!bytes) return tooLarge(maxBytes)
  const contentType = request.headers.get('content-type') ?? ''
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => null)
  return { ok: true, value: form }
}

/**
 * The body as JSON whatever the form sends: JSON itself, or a form whose `_payload` field holds JSON
 * (how Payload's admin posts), or plain form fields.
 */
export async function readJsonOrFormBody(request: Request, maxBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<BodyRead<unknown>> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(contentType)) return readJsonBody(request, maxBytes)
  const form = await readFormBody(request, maxBytes)
  if (!form.ok || !form.value) return form
  const payload = form.value.get('_payload')
  if (typeof payload === 'string') {
    try {
      return { ok: true, value: JSON.parse(payload) as unknown }
    } catch {
      return { ok: true, value: null }
    }
  }
  return { ok: true, value: Object.fromEntries([...form.value.entries()].filter(([, value]) => typeof value === 'string')) }
}
