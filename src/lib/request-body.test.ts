import { describe, expect, it } from 'vitest'

import { bodyTooLargeMessage, readFormBody, readJsonBody, readJsonOrFormBody } from './request-body'

const url = 'http://localhost:3000/api/contact'

/** A body sent without Content-Length, in chunks, as a chunked upload arrives; counts what was read. */
function streamed(chunks: string[]) {
  const state = { pulled: 0 }
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[state.pulled]
      if (next === undefined) return controller.close()
      state.pulled += 1
      controller.enqueue(encoder.encode(next))
    },
  })
  return { request: new Request(url, { method: 'POST', body, duplex: 'half' } as RequestInit), state }
}

describe('readJsonBody', () => {
  it('parses a body within the cap', async () => {
    expect(await readJsonBody(new Request(url, { method: 'POST', body: '{"name":"Simran"}' }), 100)).toEqual({
      ok: true,
      value: { name: 'Simran' },
    })
  })

  it('refuses a declared length over the cap without reading the body', async () => {
    const request = new Request(url, { method: 'POST', body: 'x'.repeat(200), headers: { 'content-length': '200' } })
    expect(await readJsonBody(request, 100)).toEqual({ ok: false, status: 413, message: bodyTooLargeMessage(100) })
    expect(request.bodyUsed).toBe(false)
  })

  it('counts a body without Content-Length while it streams and refuses it past the cap', async () => {
    const { request } = streamed(['{"a":"', 'x'.repeat(60), 'x'.repeat(60), 'x'.repeat(60), '"}'])
    expect(await readJsonBody(request, 100)).toMatchObject({ ok: false, status: 413 })
  })

  it('reads the rest of a refused body only to drop it, and gives up on one that never ends', async () => {
    // Answering while the client still sends would reset the connection before it reads the 413.
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(1024 * 1024))
      },
    })
    const request = new Request(url, { method: 'POST', body: endless, duplex: 'half' } as RequestInit)
    expect(await readJsonBody(request, 64 * 1024)).toMatchObject({ ok: false, status: 413 })
    expect(pulled).toBeGreaterThan(8)
    expect(pulled).toBeLessThan(12)
  })

  it('reads text that is not JSON as null, for the schema to refuse with its own messages', async () => {
    expect(await readJsonBody(new Request(url, { method: 'POST', body: 'name=Simran' }), 100)).toEqual({ ok: true, value: null })
    expect(await readJsonBody(new Request(url, { method: 'POST' }), 100)).toEqual({ ok: true, value: null })
  })

  it('words the refusal with the cap in kilobytes', () => {
    expect(bodyTooLargeMessage(64 * 1024)).toBe(
      'This request is larger than the 64 KB the site accepts here. Shorten what you sent and try again.',
    )
  })
})

describe('readFormBody and readJsonOrFormBody', () => {
  it('read a urlencoded form within the cap', async () => {
    const request = new Request(url, { method: 'POST', body: new URLSearchParams({ confirm: 'yes' }) })
    const form = await readFormBody(request, 100)
    expect(form.ok && form.value?.get('confirm')).toBe('yes')
  })

  it('read Payload’s admin form, whose fields travel as JSON in `_payload`', async () => {
    const body = new FormData()
    body.set('_payload', JSON.stringify({ email: 'admin@example.in', password: 'secret' }))
    expect(await readJsonOrFormBody(new Request(url, { method: 'POST', body }), 1000)).toEqual({
      ok: true,
      value: { email: 'admin@example.in', password: 'secret' },
    })
  })

  it('refuse a form over the cap too', async () => {
    const request = new Request(url, { method: 'POST', body: new URLSearchParams({ message: 'x'.repeat(500) }) })
    expect(await readJsonOrFormBody(request, 100)).toMatchObject({ ok: false, status: 413 })
  })
})
