import { describe, expect, it, vi } from 'vitest'

import { postQuiz } from './quiz-api'

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  ) as unknown as typeof fetch

describe('the quiz page’s calls', () => {
  it('post JSON to the quiz’s endpoint and hand back what the server said', async () => {
    const fetchMock = reply(200, { score: { score: 7 } })
    expect(await postQuiz('daily-ca-quiz-2026-11-24', 'check', { answers: {} }, fetchMock)).toEqual({
      ok: true,
      body: { score: { score: 7 } },
    })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/daily-quizzes/daily-ca-quiz-2026-11-24/check',
      expect.objectContaining({ method: 'POST', body: '{"answers":{}}', credentials: 'same-origin' }),
    )
  })

  it('carry the server’s own words on a refusal', async () => {
    expect(await postQuiz('q', 'keep', {}, reply(409, { message: 'The quiz has closed.' }))).toEqual({
      ok: false,
      status: 409,
      message: 'The quiz has closed.',
    })
    expect(await postQuiz('q', 'keep', {}, reply(502, '<html>'))).toEqual({ ok: false, status: 502, message: null })
  })

  it('say the server could not be reached when the request itself fails', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await postQuiz('q', 'start', {}, offline)).toEqual({ ok: false, status: null, message: null })
  })
})
