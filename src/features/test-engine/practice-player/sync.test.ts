// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { saveAnswersSchema } from '../responses'
import type { ExamSession, Response, SaveAnswersRequest } from '@/domain/test-engine/types'
import { attemptStorageKey, createAttemptSync, readStoredAttempt, resumeAttempt, retryDelayMs, type StoredAttempt } from './sync'

const ATTEMPT = 'att-42'
const answered = (option: Response['option']): Response => ({ option, marked: false, visited: true, timeSpent: 12 })

function makeSession(overrides: Partial<ExamSession> = {}): ExamSession {
  return {
    attemptId: ATTEMPT,
    deadline: '2026-11-22T06:30:00.000Z',
    serverNow: '2026-11-22T04:30:00.000Z',
    language: 'en',
    currentQuestionId: null,
    responses: {},
    resultUrl: '/result/att-42',
    paper: { testId: 'gs-mock-1', title: { en: 'GS Mock 1', pa: 'ਜੀ.ਐਸ. ਮੌਕ 1' }, sections: [] },
    ...overrides,
  }
}

type Reply = { status: number; body?: unknown } | 'network-error' | Promise<{ status: number; body?: unknown }>

/** A fetch that answers from a script, one reply per request, and records what was sent. */
function scriptedFetch(replies: Reply[]) {
  const requests: { url: string; body: SaveAnswersRequest; keepalive: boolean }[] = []
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(String(init?.body)), keepalive: Boolean(init?.keepalive) })
    const reply = replies.shift() ?? {
      status: 200,
      body: { saved: 0, serverNow: '2026-11-22T04:30:00.000Z', deadline: '2026-11-22T06:30:00.000Z' },
    }
    if (reply === 'network-error') throw new TypeError('Failed to fetch')
    const { status, body } = await reply
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } })
  })
  return { fetchMock: fetchMock as unknown as typeof fetch, requests }
}

const ok = { status: 200, body: { saved: 1, serverNow: '2026-11-22T04:30:00.000Z', deadline: '2026-11-22T06:30:00.000Z' } }
const stored = () => readStoredAttempt(localStorage, ATTEMPT)
let isOnline = true

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  isOnline = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function startSync(replies: Reply[], session = makeSession()) {
  const { fetchMock, requests } = scriptedFetch(replies)
  const onClosed = vi.fn()
  const sync = createAttemptSync(session, { fetch: fetchMock, onClosed })
  sync.start()
  return { sync, requests, onClosed }
}

describe('the answer outbox', () => {
  it('sends the changes made close together as one batch, in seq order, within 2 seconds of the first', async () => {
    const { sync, requests } = startSync([ok])
    sync.record('q1', answered('B'))
    await vi.advanceTimersByTimeAsync(400)
    sync.record('q2', answered('D'))
    sync.record('q3', { option: null, marked: true, visited: true, timeSpent: 40 })
    expect(requests).toHaveLength(0)

    await vi.advanceTimersByTimeAsync(1600)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('/api/attempts/att-42/answers')
    expect(requests[0]!.body.changes.map((change) => [change.questionId, change.seq])).toEqual([
      ['q1', 1],
      ['q2', 2],
      ['q3', 3],
    ])
    expect(saveAnswersSchema.safeParse(requests[0]!.body).success).toBe(true)
    expect(stored()!.pending).toEqual([])
    expect(sync.getSnapshot().status).toBe('saved')
  })

  it('sends only the latest state of a question changed twice before the batch left', async () => {
    const { sync, requests } = startSync([ok])
    sync.record('q1', answered('A'))
    sync.record('q1', answered('C'))
    await vi.advanceTimersByTimeAsync(2000)
    expect(requests[0]!.body.changes).toEqual([{ questionId: 'q1', seq: 2, ...answered('C') }])
  })

  it('keeps one request in flight: changes made meanwhile wait for it, then go next', async () => {
    let answerFirst!: (reply: { status: number; body?: unknown }) => void
    const { sync, requests } = startSync([new Promise((resolve) => (answerFirst = resolve)), ok])
    sync.record('q1', answered('A'))
    await vi.advanceTimersByTimeAsync(2000)
    sync.record('q2', answered('B'))
    await vi.advanceTimersByTimeAsync(5000)
    expect(requests).toHaveLength(1)

    answerFirst(ok)
    await vi.advanceTimersByTimeAsync(0)
    expect(requests).toHaveLength(2)
    expect(requests[1]!.body.changes.map((change) => change.questionId)).toEqual(['q2'])
    await vi.advanceTimersByTimeAsync(0)
    expect(stored()!.pending).toEqual([])
  })

  it('keeps a change the user made while its older version was in flight, even after the 200', async () => {
    let answerFirst!: (reply: { status: number; body?: unknown }) => void
    const { sync, requests } = startSync([new Promise((resolve) => (answerFirst = resolve)), ok])
    sync.record('q1', answered('A'))
    await vi.advanceTimersByTimeAsync(2000)
    sync.record('q1', answered('D'))
    answerFirst(ok)
    await vi.advanceTimersByTimeAsync(0)
    expect(stored()!.pending.map((change) => change.seq)).toEqual([2])
    await vi.advanceTimersByTimeAsync(1000)
    expect(requests[1]!.body.changes).toEqual([{ questionId: 'q1', seq: 2, ...answered('D') }])
  })

  it('drops nothing on a 500, a network error or a 401 and retries after 1, 2 and 4 seconds', async () => {
    const { sync, requests } = startSync([{ status: 500 }, 'network-error', { status: 401 }, ok])
    sync.record('q1', answered('B'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(requests).toHaveLength(1)
    expect(stored()!.pending.map((change) => change.questionId)).toEqual(['q1'])
    expect(sync.getSnapshot().status).toBe('retrying')

    await vi.advanceTimersByTimeAsync(999)
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(requests).toHaveLength(2)
    expect(stored()!.pending.map((change) => change.questionId)).toEqual(['q1'])

    await vi.advanceTimersByTimeAsync(2000)
    expect(requests).toHaveLength(3)
    expect(sync.getSnapshot().status).toBe('signed-out')
    await vi.advanceTimersByTimeAsync(4000)
    expect(requests).toHaveLength(4)
    expect(requests.every((request) => request.body.changes[0]!.option === 'B')).toBe(true)
    expect(stored()!.pending).toEqual([])
    expect(sync.getSnapshot().attempt.responses.q1!.option).toBe('B')
  })

  it('waits longer after each failure, up to 10 seconds', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000])
  })

  it('keeps a batch the server refused as malformed and sends it again with the next change', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { sync, requests } = startSync([{ status: 400 }, ok])
    sync.record('q1', answered('A'))
    await vi.advanceTimersByTimeAsync(2000)
    expect(error).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(requests).toHaveLength(1)
    expect(stored()!.pending).toHaveLength(1)

    sync.record('q2', answered('C'))
    await vi.advanceTimersByTimeAsync(2000)
    expect(requests[1]!.body.changes.map((change) => change.questionId)).toEqual(['q1', 'q2'])
  })

  it('stops syncing and goes to the result when the server says the attempt is closed', async () => {
    const { sync, requests, onClosed } = startSync([{ status: 409, body: { code: 'time-up', resultUrl: '/result/att-42?from=time-up' } }])
    sync.record('q1', answered('A'))
    await vi.advanceTimersByTimeAsync(2000)
    expect(onClosed).toHaveBeenCalledWith('/result/att-42?from=time-up')
    expect(sync.getSnapshot().status).toBe('closed')

    sync.record('q2', answered('B'))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(requests).toHaveLength(1)
  })

  it('holds changes while offline, says so, and sends them when the connection returns', async () => {
    const { sync, requests } = startSync([ok])
    isOnline = false
    window.dispatchEvent(new Event('offline'))
    sync.record('q1', answered('C'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(requests).toHaveLength(0)
    expect(sync.getSnapshot().status).toBe('offline')
    expect(stored()!.pending).toHaveLength(1)

    isOnline = true
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(requests).toHaveLength(1)
    expect(stored()!.pending).toEqual([])
  })

  it('follows a deadline the server moves, as reported with a save', async () => {
    const { sync } = startSync([
      { status: 200, body: { saved: 1, serverNow: '2026-11-22T04:30:00.000Z', deadline: '2026-11-22T06:50:00.000Z' } },
    ])
    expect(sync.getSnapshot().clock!.deadlineMs).toBe(Date.parse('2026-11-22T06:30:00.000Z'))
    sync.record('q1', answered('A'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(sync.getSnapshot().clock!.deadlineMs).toBe(Date.parse('2026-11-22T06:50:00.000Z'))
  })

  it('sends at once with keepalive when the page is hidden, after the screen adds its last seconds', async () => {
    const { fetchMock, requests } = scriptedFetch([ok])
    const sync = createAttemptSync(makeSession(), { fetch: fetchMock, onClosed: () => undefined })
    sync.start({ onBeforeExit: () => sync.record('q7', { option: null, marked: false, visited: true, timeSpent: 95 }) })
    window.dispatchEvent(new Event('pagehide'))
    await vi.advanceTimersByTimeAsync(0)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.keepalive).toBe(true)
    expect(requests[0]!.body.changes[0]).toMatchObject({ questionId: 'q7', timeSpent: 95 })
  })
})

describe('resuming after a reload', () => {
  const server = makeSession({
    currentQuestionId: 'q2',
    responses: {
      q1: { option: 'A', marked: false, visited: true, timeSpent: 30, seq: 5 },
      q2: { option: null, marked: true, visited: true, timeSpent: 10, seq: 6 },
    },
  })
  const device: StoredAttempt = {
    responses: {
      q1: { option: 'B', marked: false, visited: true, timeSpent: 20, seq: 3 },
      q2: { option: 'C', marked: true, visited: true, timeSpent: 25, seq: 8 },
      q3: { option: null, marked: false, visited: true, timeSpent: 4, seq: 9 },
    },
    pending: [
      { questionId: 'q1', option: 'B', marked: false, visited: true, timeSpent: 20, seq: 3 },
      { questionId: 'q2', option: 'C', marked: true, visited: true, timeSpent: 25, seq: 8 },
      { questionId: 'q3', option: null, marked: false, visited: true, timeSpent: 4, seq: 9 },
    ],
    seq: 9,
    currentQuestionId: 'q3',
    language: 'pa',
    warningsRaised: ['ten-minutes'],
  }

  it('keeps the higher seq of each question and resends only what the server lacks', () => {
    const resumed = resumeAttempt(server, device)
    expect(resumed.responses.q1!.option).toBe('A')
    expect(resumed.responses.q2!.option).toBe('C')
    expect(resumed.responses.q3!.visited).toBe(true)
    expect(resumed.pending.map((change) => change.questionId)).toEqual(['q2', 'q3'])
    expect(resumed.currentQuestionId).toBe('q3')
    expect(resumed.language).toBe('pa')
    expect(resumed.warningsRaised).toEqual(['ten-minutes'])
  })

  it('takes the server state and its current question when this device has none', () => {
    const resumed = resumeAttempt(server, null)
    expect(resumed.responses.q2!.marked).toBe(true)
    expect(resumed.currentQuestionId).toBe('q2')
    expect(resumed.seq).toBe(6)
  })

  it('resends the unacknowledged changes on start and numbers new changes above every seq seen', async () => {
    localStorage.setItem(attemptStorageKey(ATTEMPT), JSON.stringify(device))
    const { sync, requests } = startSync([ok, ok], server)
    await vi.advanceTimersByTimeAsync(0)
    expect(requests[0]!.body.changes.map((change) => change.seq)).toEqual([8, 9])
    expect(requests[0]!.body.language).toBe('pa')

    sync.record('q4', answered('D'))
    await vi.advanceTimersByTimeAsync(2000)
    expect(requests[1]!.body.changes[0]!.seq).toBe(10)
  })

  it('ignores a stored copy it cannot read', () => {
    localStorage.setItem(attemptStorageKey(ATTEMPT), '{"responses": "not this"}')
    expect(readStoredAttempt(localStorage, ATTEMPT)).toBeNull()
  })
})

describe('submitting', () => {
  it('sends the unacknowledged changes with the submit and forgets the attempt on this device after a 200', async () => {
    const { sync, requests } = startSync([{ status: 200, body: { resultUrl: '/result/att-42', status: 'submitted' } }])
    sync.record('q1', answered('A'))
    const outcome = await sync.submit()
    expect(outcome).toEqual({ kind: 'submitted', resultUrl: '/result/att-42' })
    expect(requests[0]!.url).toBe('/api/attempts/att-42/submit')
    expect(requests[0]!.body.changes.map((change) => change.questionId)).toEqual(['q1'])
    expect(localStorage.getItem(attemptStorageKey(ATTEMPT))).toBeNull()
  })

  it('keeps every change when the submit cannot reach the server', async () => {
    const { sync } = startSync(['network-error', { status: 503 }])
    sync.record('q1', answered('A'))
    expect(await sync.submit()).toEqual({ kind: 'failed', reason: 'network' })
    expect(stored()!.pending).toHaveLength(1)
    expect(await sync.submit()).toEqual({ kind: 'failed', reason: 'server' })
    expect(stored()!.pending).toHaveLength(1)
  })

  it('goes to the result when the attempt was already submitted', async () => {
    const { sync } = startSync([{ status: 409, body: { code: 'submitted', resultUrl: '/result/att-42' } }])
    expect(await sync.submit()).toEqual({ kind: 'submitted', resultUrl: '/result/att-42' })
  })
})

describe('a question’s response and its time', () => {
  it('reads a question nobody opened as empty, and one answered as it stands, without the outbox’s seq', () => {
    const { sync } = startSync([], makeSession({ responses: { q1: { ...answered('B'), seq: 3 } } }))
    expect(sync.responseOf('q9')).toEqual({ option: null, marked: false, visited: false, timeSpent: 0 })
    expect(sync.responseOf('q1')).toEqual(answered('B'))
  })

  it('adds the seconds a question was on screen to its time and marks it visited, keeping the answer', () => {
    const { sync } = startSync([], makeSession({ responses: { q1: { ...answered('B'), seq: 3 } } }))
    sync.addTimeSpent('q1', 30)
    sync.addTimeSpent('q2', 4)
    expect(stored()?.responses.q1).toMatchObject({ option: 'B', visited: true, timeSpent: 42 })
    expect(stored()?.responses.q2).toMatchObject({ option: null, visited: true, timeSpent: 4 })
    expect(stored()?.pending.map((change) => change.questionId)).toEqual(['q1', 'q2'])
  })
})
