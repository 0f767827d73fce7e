// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ExamSession } from '@/domain/test-engine/types'

import { settle, runOnFakeTimers } from '../../../../tests/helpers/settle'
import { renderEachTestInto } from '../../../../tests/helpers/test-root'
import { type AttemptSync, createAttemptSync } from './sync'
import { type ClockWarnings, useClockWarnings } from './use-clock-warnings.client'
import { useQuestionTimer } from './use-question-timer.client'
import { useSubmit } from './use-submit.client'
import { useTimeUpSubmit } from './use-time-up-submit.client'

const toastMock = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))

/** An attempt ending `minutesLeft` from now, as the server renders it. */
function makeSession(minutesLeft: number): ExamSession {
  return {
    attemptId: 'att-9',
    serverNow: new Date().toISOString(),
    deadline: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
    language: 'en',
    currentQuestionId: null,
    responses: {},
    resultUrl: '/result?attempt=att-9',
    paper: { testId: 't1', title: { en: 'Mock', pa: 'ਮੌਕ' }, sections: [] },
  }
}

let submitReplies: number[]

/** A started sync whose submits answer with the next status in `submitReplies` (200 once they run out). */
function startedSync(session: ExamSession): AttemptSync {
  const fetchMock = vi.fn(async (url: string) => {
    const status = url.endsWith('/submit') ? (submitReplies.shift() ?? 200) : 200
    return new Response(JSON.stringify(status === 200 ? { resultUrl: '/result?attempt=att-9' } : {}), { status })
  })
  const sync = createAttemptSync(session, { storage: null, fetch: fetchMock as unknown as typeof fetch, onClosed: () => undefined })
  sync.start()
  return sync
}

const { render, unmount } = renderEachTestInto()

beforeEach(() => {
  submitReplies = []
  toastMock.warning.mockClear()
  toastMock.error.mockClear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

runOnFakeTimers()

describe('useQuestionTimer', () => {
  let flush: () => void = () => undefined
  function Timer({
    questionId,
    isRunning,
    commit,
  }: {
    questionId: string | null
    isRunning: boolean
    commit: (id: string, seconds: number) => void
  }) {
    flush = useQuestionTimer(questionId, isRunning, commit)
    return null
  }

  it('hands over the seconds on a question every 30 seconds, on leaving it, and when asked (before a submit)', async () => {
    const commit = vi.fn()
    render(<Timer questionId="q1" isRunning commit={commit} />)
    await settle(29_000)
    expect(commit).not.toHaveBeenCalled()
    await settle(1000)
    expect(commit).toHaveBeenLastCalledWith('q1', 30)

    await settle(5000)
    render(<Timer questionId="q2" isRunning commit={commit} />)
    expect(commit).toHaveBeenLastCalledWith('q1', 5)

    await settle(3000)
    act(() => flush())
    expect(commit).toHaveBeenLastCalledWith('q2', 3)
    act(() => flush())
    expect(commit).toHaveBeenCalledTimes(3)
  })

  it('counts nothing while the tab is hidden, and hands over what it has when the tab hides or the player locks', async () => {
    const commit = vi.fn()
    render(<Timer questionId="q1" isRunning commit={commit} />)
    await settle(4000)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(commit).toHaveBeenLastCalledWith('q1', 4)

    await settle(60_000)
    visibility.mockReturnValue('visible')
    await settle(2000)
    render(<Timer questionId="q1" isRunning={false} commit={commit} />)
    expect(commit).toHaveBeenLastCalledWith('q1', 2)
    await settle(60_000)
    expect(commit).toHaveBeenCalledTimes(2)
  })
})

describe('useClockWarnings', () => {
  let isTimeUp = false
  function Clock({
    sync,
    session,
    warnings,
    isTimed,
  }: {
    sync: AttemptSync
    session: ExamSession
    warnings: ClockWarnings
    isTimed?: boolean
  }) {
    isTimeUp = useClockWarnings(sync, session, warnings, isTimed)
    return null
  }
  /** A started attempt with `minutesLeft` on its clock, watched with `warnings`. */
  function watchClock(minutesLeft: number, warnings: ClockWarnings, isTimed?: boolean) {
    const session = makeSession(minutesLeft)
    const sync = startedSync(session)
    render(<Clock sync={sync} session={session} warnings={warnings} isTimed={isTimed} />)
    return sync
  }
  const both: ClockWarnings = {
    'ten-minutes': { message: '10 minutes left.', toastId: 'ten' },
    'one-minute': { message: '1 minute left.', toastId: 'one' },
  }

  it('raises each warning once, at once on a resumed attempt, and says when time is up', async () => {
    watchClock(9, both)
    await settle(0)
    expect(toastMock.warning).toHaveBeenCalledWith('10 minutes left.', { toastId: 'ten' })
    await settle(7 * 60_000)
    expect(toastMock.warning).toHaveBeenCalledTimes(1)
    await settle(60_000 + 500)
    expect(toastMock.warning).toHaveBeenLastCalledWith('1 minute left.', { toastId: 'one' })
    expect(isTimeUp).toBe(false)
    await settle(60_000)
    expect(isTimeUp).toBe(true)
    expect(toastMock.warning).toHaveBeenCalledTimes(2)
  })

  it('raises only the most urgent of the warnings due together, and marks the others raised with it', async () => {
    const sync = watchClock(0.5, both)
    await settle(0)
    expect(toastMock.warning).toHaveBeenCalledExactlyOnceWith('1 minute left.', { toastId: 'one' })
    expect(sync.getSnapshot().attempt.warningsRaised).toEqual(['ten-minutes', 'one-minute'])
  })

  it('leaves a warning the player does not announce unraised until one it announces falls due', async () => {
    const sync = watchClock(5, { 'one-minute': both['one-minute'] })
    await settle(60_000)
    expect(toastMock.warning).not.toHaveBeenCalled()
    expect(sync.getSnapshot().attempt.warningsRaised).toEqual([])
    await settle(3 * 60_000 + 500)
    expect(toastMock.warning).toHaveBeenCalledExactlyOnceWith('1 minute left.', { toastId: 'one' })
    expect(sync.getSnapshot().attempt.warningsRaised).toEqual(['ten-minutes', 'one-minute'])
  })

  it('watches nothing on an untimed attempt', async () => {
    watchClock(0.5, both, false)
    await settle(60_000)
    expect(toastMock.warning).not.toHaveBeenCalled()
    expect(isTimeUp).toBe(false)
  })
})

describe('useTimeUpSubmit', () => {
  function TimeUp({ sync, isTimeUp, handlers }: { sync: AttemptSync; isTimeUp: boolean; handlers: Parameters<typeof useTimeUpSubmit>[2] }) {
    useTimeUpSubmit(isTimeUp, sync, handlers)
    return null
  }

  it('submits at time-up after handing over the counted time, and keeps trying 1, 2 and 4 seconds apart', async () => {
    const sync = startedSync(makeSession(10))
    const submit = vi.spyOn(sync, 'submit')
    submitReplies = [503, 503, 503]
    const handlers = { flushTime: vi.fn(), onSubmitted: vi.fn(), onFailed: vi.fn() }
    render(<TimeUp sync={sync} isTimeUp={false} handlers={handlers} />)
    await settle(5000)
    expect(submit).not.toHaveBeenCalled()

    render(<TimeUp sync={sync} isTimeUp handlers={handlers} />)
    await settle(0)
    expect(handlers.flushTime).toHaveBeenCalledTimes(1)
    expect(handlers.onFailed).toHaveBeenLastCalledWith({ kind: 'failed', reason: 'server' })
    await settle(999)
    expect(submit).toHaveBeenCalledTimes(1)
    await settle(1)
    expect(submit).toHaveBeenCalledTimes(2)
    await settle(2000)
    expect(submit).toHaveBeenCalledTimes(3)
    await settle(4000)
    expect(submit).toHaveBeenCalledTimes(4)
    expect(handlers.flushTime).toHaveBeenCalledTimes(4)
    expect(handlers.onFailed).toHaveBeenCalledTimes(3)
    expect(handlers.onSubmitted).toHaveBeenCalledExactlyOnceWith('/result?attempt=att-9')
  })

  it('stops trying when the player goes away', async () => {
    const sync = startedSync(makeSession(10))
    const submit = vi.spyOn(sync, 'submit')
    submitReplies = [503, 503]
    render(<TimeUp sync={sync} isTimeUp handlers={{ flushTime: vi.fn(), onSubmitted: vi.fn(), onFailed: vi.fn() }} />)
    await settle(0)
    unmount()
    await settle(60_000)
    expect(submit).toHaveBeenCalledTimes(1)
  })
})

describe('useSubmit', () => {
  let submitting: ReturnType<typeof useSubmit> | null = null
  function Submit({ sync, onSubmitted }: { sync: AttemptSync; onSubmitted: (url: string) => void }) {
    submitting = useSubmit(sync, { onSubmitted, describeFailure: (outcome) => `Failed: ${outcome.reason}`, toastId: 'failed' })
    return null
  }

  it('says why a submit failed, on the page and in a toast, and lets the candidate try again', async () => {
    const sync = startedSync(makeSession(10))
    const onSubmitted = vi.fn()
    submitReplies = [500]
    render(<Submit sync={sync} onSubmitted={onSubmitted} />)
    await act(() => submitting!.submit())
    expect(submitting!.error).toBe('Failed: server')
    expect(submitting!.isSubmitting).toBe(false)
    expect(toastMock.error).toHaveBeenCalledWith('Failed: server', { toastId: 'failed' })

    await act(() => submitting!.submit())
    expect(submitting!.error).toBeNull()
    expect(submitting!.isSubmitting).toBe(true)
    expect(onSubmitted).toHaveBeenCalledWith('/result?attempt=att-9')
  })
})
