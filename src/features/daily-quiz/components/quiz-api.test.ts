import { describe, expect, it, vi } from 'vitest'

import { createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

import { PROOF_OF_WORK_PATH } from '@/lib/proof-of-work'

import { postQuiz } from './quiz-api'

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  ) as unknown as typeof fetch

describe('the quiz page’s calls', () => {
  it('post JSON to the quiz’s endpoint and hand back what the server said', async () => {
    const fetchMock = reply(200, { ok: true })
    expect(await postQuiz('daily-ca-quiz-2026-11-24', 'keep', { answers: {} }, fetchMock)).toEqual({ ok: true, body: { ok: true } })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/daily-quizzes/daily-ca-quiz-2026-11-24/keep',
      expect.objectContaining({ method: 'POST', body: '{"answers":{}}', credentials: 'same-origin' }),
    )
  })

  it('solve a proof of work for a check and send it with the answers (ADR 050)', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 40, deriveKey })
    const calls: string[] = []
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`)
      const body = url === PROOF_OF_WORK_PATH ? challenge : { score: { score: 7 } }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
    expect(await postQuiz('daily-ca-quiz-2026-11-24', 'check', { answers: {} }, fetchMock)).toEqual({
      ok: true,
      body: { score: { score: 7 } },
    })
    expect(calls).toEqual([`GET ${PROOF_OF_WORK_PATH}`, 'POST /api/daily-quizzes/daily-ca-quiz-2026-11-24/check'])
    const sent = JSON.parse(String((fetchMock as unknown as ReturnType<typeof vi.fn>).mock.calls[1]![1].body))
    expect(sent.answers).toEqual({})
    expect(sent.proofOfWork.solution.counter).toBe(40)
    expect(sent.proofOfWork.challenge).toEqual(challenge)
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
