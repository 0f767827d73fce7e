import { NextResponse } from 'next/server'

import { ACTIVITY_REFRESH_SECONDS, readWindowActivity } from '@/features/test-engine/mock-window.server'
import { clientAddress, consumeRateLimit, rateLimitRules, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import { noStore } from '@/lib/site-form.server'

/** A stream is closed after this long; the browser's EventSource opens the next one by itself. */
const STREAM_MS = 10 * 60_000
/** A comment line this often keeps proxies (nginx's 60-second read timeout) from closing a quiet stream. */
const HEARTBEAT_MS = 15_000

/**
 * GET /api/tests/{slug}/window/live: the same figures as `../route.ts` as server-sent events, one event
 * whenever they change, and a last one when the rank list is published, after which the stream ends
 * (ADR 044). Every node reads the figures from the shared data cache, so the stream is the same on
 * whichever node it lands. Streams opened per client address are limited; a refused browser asks for
 * the JSON figures instead.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const limit = await consumeRateLimit(rateLimitRules.windowLive, clientAddress(request.headers))
  if (!limit.ok)
    return NextResponse.json(
      { message: tooManyAttemptsMessage(limit.retryAfterSeconds) },
      { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  const first = await readWindowActivity(slug)
  if (!first) return NextResponse.json({ message: 'There is no mock window at this address.' }, { status: 404, headers: noStore })

  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const openedAt = Date.now()
      let last = ''
      let lastWrite = Date.now()
      let isOpen = true
      const close = () => {
        if (!isOpen) return
        isOpen = false
        controller.close()
      }
      request.signal.addEventListener('abort', close)
      const send = (text: string) => {
        if (!isOpen) return
        controller.enqueue(encoder.encode(text))
        lastWrite = Date.now()
      }
      send(`retry: ${ACTIVITY_REFRESH_SECONDS * 1000}\n\n`)
      let activity: Awaited<ReturnType<typeof readWindowActivity>> = first
      while (isOpen && activity) {
        const data = JSON.stringify(activity)
        if (data !== last) send(`data: ${data}\n\n`)
        else if (Date.now() - lastWrite >= HEARTBEAT_MS) send(': still here\n\n')
        last = data
        if (activity.phase === 'published' || Date.now() - openedAt >= STREAM_MS) break
        await new Promise((resolve) => setTimeout(resolve, ACTIVITY_REFRESH_SECONDS * 1000))
        activity = isOpen ? await readWindowActivity(slug).catch(() => activity) : null
      }
      close()
    },
  })
  return new Response(stream, {
    headers: {
      ...noStore,
      'Content-Type': 'text/event-stream; charset=utf-8',
      Connection: 'keep-alive',
      // nginx passes each event on at once instead of buffering the response.
      'X-Accel-Buffering': 'no',
    },
  })
}
