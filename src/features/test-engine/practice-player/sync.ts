import * as z from 'zod/mini'

import { clearStored, readStored, writeStored } from '@/lib/device-storage'
import { isLocale, type Locale } from '@/i18n/locale'

import { mergeChanges } from '../responses'
import {
  type AttemptClosedResponse,
  type ExamSession,
  MAX_CHANGES_PER_BATCH,
  type Response,
  type ResponseChange,
  type SaveAnswersRequest,
  type SaveAnswersResponse,
  type SubmitResponse,
} from '@/domain/test-engine/types'

/**
 * A player's memory and its line to the server (the exam screen's and the signed-in daily quiz's), kept out of React so it can be tested on its own.
 * Every change is written to localStorage at once and queued in an outbox; the outbox sends batches to the
 * answers endpoint, one request at a time, and forgets a change only once the server has said 200.
 */

export type StoredResponse = Response & { seq: number }

export type WarningId = 'ten-minutes' | 'one-minute'

/** What localStorage holds for one attempt, under `pcs-attempt:{attemptId}`. */
export type StoredAttempt = {
  responses: Record<string, StoredResponse>
  /** Changes the server has not acknowledged, by seq; at most one per question, since each carries the whole response. */
  pending: ResponseChange[]
  /** The last seq handed out. */
  seq: number
  currentQuestionId: string | null
  language: Locale
  /** Time warnings already raised, so a reload does not raise them again. */
  warningsRaised: WarningId[]
}

/**
 * 'saved': nothing waiting; 'pending': changes wait for the next batch; 'saving': a batch is on its way;
 * 'retrying': the last batch failed and will be sent again; 'signed-out': the same, because the server
 * no longer knows the candidate (a sign-in in another tab fixes it); 'offline': the browser has no connection;
 * 'rejected': the server refused the last batch as malformed (the changes stay and go with the next one);
 * 'closed': the attempt no longer takes answers.
 */
export type SyncStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'signed-out' | 'offline' | 'rejected' | 'closed'

/** The server's clock as the screen knows it: `serverNow ≈ Date.now() + offsetMs`. */
export type ServerClock = { offsetMs: number; deadlineMs: number }

export type SyncSnapshot = {
  attempt: StoredAttempt
  status: SyncStatus
  /** Null until `start()` has run in the browser (the server render has no clock to read). */
  clock: ServerClock | null
  isStarted: boolean
}

export type SubmitOutcome =
  { kind: 'submitted'; resultUrl: string } | { kind: 'failed'; reason: 'offline' | 'network' | 'signed-out' | 'rejected' | 'server' }

export const DEBOUNCE_MS = 1000
export const MAX_RETRY_DELAY_MS = 10_000
const MAX_BATCH = MAX_CHANGES_PER_BATCH
/** A resync from a save response moves the clock only when it is this far off, so the countdown does not jitter. */
const CLOCK_TOLERANCE_MS = 2000

/** A question nobody has opened yet. */
export const emptyResponse: Response = { option: null, marked: false, visited: false, timeSpent: 0 }

export const attemptStorageKey = (attemptId: string) => `pcs-attempt:${attemptId}`

/** 1, 2, 4, 8 seconds, then 10 seconds for every later try. */
export const retryDelayMs = (failures: number) => Math.min(1000 * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS)

const responseSchema = z.object({
  option: z.nullable(z.enum(['A', 'B', 'C', 'D'])),
  marked: z.boolean(),
  visited: z.boolean(),
  timeSpent: z.number().check(z.int(), z.nonnegative()),
})
const storedResponseSchema = z.extend(responseSchema, { seq: z.number().check(z.int(), z.nonnegative()) })
const storedAttemptSchema = z.object({
  responses: z.record(z.string(), storedResponseSchema),
  pending: z.array(z.extend(storedResponseSchema, { questionId: z.string() })),
  seq: z.number().check(z.int(), z.nonnegative()),
  currentQuestionId: z.nullable(z.string()),
  language: z.string().check(z.refine(isLocale)),
  warningsRaised: z.array(z.enum(['ten-minutes', 'one-minute'])),
})

/** The stored state of an attempt, or null when there is none or it cannot be read (storage blocked, edited by hand). */
export const readStoredAttempt = (storage: Storage | null, attemptId: string): StoredAttempt | null =>
  readStored(storage, attemptStorageKey(attemptId), storedAttemptSchema) as StoredAttempt | null

/** False when the browser refused (private mode, full storage): the outbox in memory still holds the changes. */
export const writeStoredAttempt = (storage: Storage | null, attemptId: string, attempt: StoredAttempt): boolean =>
  writeStored(storage, attemptStorageKey(attemptId), attempt)

export const clearStoredAttempt = (storage: Storage | null, attemptId: string) => clearStored(storage, attemptStorageKey(attemptId))

/** The attempt as the server rendered it, before anything on this device is known. */
export function attemptFromSession(session: ExamSession): StoredAttempt {
  const seqs = Object.values(session.responses).map((response) => response.seq)
  return {
    responses: { ...session.responses },
    pending: [],
    seq: Math.max(0, ...seqs),
    currentQuestionId: session.currentQuestionId,
    language: session.language,
    warningsRaised: [],
  }
}

/**
 * Resume: per question the higher seq wins between the server and this device; a stored change the
 * server already holds (its seq at or below the server's) needs no resending; new changes get seqs above
 * every seq either side has seen.
 */
export function resumeAttempt(session: ExamSession, stored: StoredAttempt | null): StoredAttempt {
  const fromServer = attemptFromSession(session)
  if (!stored) return fromServer

  const storedChanges = Object.entries(stored.responses).map(([questionId, response]) => ({ ...response, questionId }))
  const { responses } = mergeChanges(fromServer.responses, storedChanges)
  const pending = stored.pending
    .filter((change) => change.seq > (session.responses[change.questionId]?.seq ?? 0))
    .sort((a, b) => a.seq - b.seq)
  return {
    responses,
    pending,
    seq: Math.max(fromServer.seq, stored.seq, ...pending.map((change) => change.seq)),
    currentQuestionId: stored.currentQuestionId ?? session.currentQuestionId,
    language: stored.language,
    warningsRaised: stored.warningsRaised,
  }
}

type SendResult =
  | { kind: 'ok'; body: unknown }
  | { kind: 'closed'; resultUrl: string }
  | { kind: 'rejected'; status: number }
  | { kind: 'failed'; status: number | null }

export type AttemptSyncOptions = {
  /** Defaults to the page's localStorage; null keeps everything in memory only. */
  storage?: Storage | null
  fetch?: typeof fetch
  debounceMs?: number
  /** The attempt no longer takes answers (submitted elsewhere, or time is up): go to the result. */
  onClosed: (resultUrl: string) => void
}

export type StartOptions = {
  /** Runs before the flush on tab hide and page hide, so the screen can add the seconds it is still counting. */
  onBeforeExit?: () => void
}

export type AttemptSync = ReturnType<typeof createAttemptSync>

export function createAttemptSync(session: ExamSession, options: AttemptSyncOptions) {
  const { attemptId } = session
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS
  const doFetch: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args)
  const storage = () => (options.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : options.storage)
  const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

  let snapshot: SyncSnapshot = { attempt: attemptFromSession(session), status: 'saved', clock: null, isStarted: false }
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let inFlight: Promise<void> | null = null
  let hasQueuedFlush = false
  let failures = 0
  let isClosed = false
  let closedResultUrl = session.resultUrl
  let isSubmitting = false
  let detach: (() => void) | null = null
  let beforeExit: (() => void) | undefined

  function publish(next: Partial<SyncSnapshot>) {
    snapshot = { ...snapshot, ...next }
    for (const listener of listeners) listener()
  }

  function updateAttempt(attempt: StoredAttempt) {
    writeStoredAttempt(storage(), attemptId, attempt)
    publish({ attempt })
  }

  function idleStatus(): SyncStatus {
    if (isClosed) return 'closed'
    if (!isOnline()) return 'offline'
    return snapshot.attempt.pending.length ? 'pending' : 'saved'
  }

  function clearTimer() {
    if (timer) clearTimeout(timer)
    timer = null
  }

  function schedule(delayMs: number) {
    // Stopped (the screen unmounted): changes are stored and go out on the next start.
    if (timer || isClosed || !detach) return
    timer = setTimeout(() => {
      timer = null
      void flush()
    }, delayMs)
  }

  function requestBody(changes: ResponseChange[]): SaveAnswersRequest {
    return { changes, currentQuestionId: snapshot.attempt.currentQuestionId, language: snapshot.attempt.language }
  }

  async function post(path: 'answers' | 'submit', body: SaveAnswersRequest, keepalive = false): Promise<SendResult> {
    let response: globalThis.Response
    try {
      response = await doFetch(`/api/attempts/${encodeURIComponent(attemptId)}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(body),
        keepalive,
      })
    } catch {
      return { kind: 'failed', status: null }
    }
    const json: unknown = await response.json().catch(() => null)
    if (response.ok) return { kind: 'ok', body: json }
    if (response.status === 409) {
      const closed = json as Partial<AttemptClosedResponse> | null
      return { kind: 'closed', resultUrl: typeof closed?.resultUrl === 'string' ? closed.resultUrl : session.resultUrl }
    }
    if (response.status === 400) return { kind: 'rejected', status: 400 }
    return { kind: 'failed', status: response.status }
  }

  function markClosed(resultUrl: string) {
    isClosed = true
    closedResultUrl = resultUrl
    clearTimer()
    clearStoredAttempt(storage(), attemptId)
    publish({ status: 'closed' })
  }

  function close(resultUrl: string) {
    if (isClosed) return
    markClosed(resultUrl)
    // A submit on its way decides where to go; leaving now would cancel it.
    if (!isSubmitting) options.onClosed(resultUrl)
  }

  function resyncClock(body: unknown, receivedAt: number) {
    const saved = body as Partial<SaveAnswersResponse> | null
    const serverNow = Date.parse(String(saved?.serverNow))
    const deadline = Date.parse(String(saved?.deadline))
    if (!snapshot.clock || Number.isNaN(serverNow) || Number.isNaN(deadline)) return
    const offsetMs = serverNow - receivedAt
    const isOff = Math.abs(offsetMs - snapshot.clock.offsetMs) > CLOCK_TOLERANCE_MS
    if (isOff || deadline !== snapshot.clock.deadlineMs) {
      publish({ clock: { offsetMs: isOff ? offsetMs : snapshot.clock.offsetMs, deadlineMs: deadline } })
    }
  }

  /** Drops what the server acknowledged: a newer change to the same question made meanwhile stays. */
  function acknowledge(batch: ResponseChange[]) {
    const sentSeq = new Map(batch.map((change) => [change.questionId, change.seq]))
    const pending = snapshot.attempt.pending.filter((change) => change.seq > (sentSeq.get(change.questionId) ?? -1))
    updateAttempt({ ...snapshot.attempt, pending })
  }

  async function sendBatch(batch: ResponseChange[], keepalive: boolean) {
    const result = await post('answers', requestBody(batch), keepalive)
    if (result.kind === 'ok') {
      failures = 0
      acknowledge(batch)
      resyncClock(result.body, Date.now())
      if (snapshot.attempt.pending.length) hasQueuedFlush = true
      publish({ status: idleStatus() })
      return
    }
    if (result.kind === 'closed') return close(result.resultUrl)
    if (result.kind === 'rejected') {
      failures = 0
      // A malformed batch would be refused again at once; it goes with the next change or the submit.
      console.error(`The server refused a batch of ${batch.length} answers for attempt ${attemptId}; they stay queued.`)
      publish({ status: 'rejected' })
      return
    }
    failures += 1
    clearTimer()
    schedule(retryDelayMs(failures))
    publish({ status: !isOnline() ? 'offline' : result.status === 401 || result.status === 403 ? 'signed-out' : 'retrying' })
  }

  /** Sends the outbox now: one request at a time, oldest change first. */
  function flush({ keepalive = false }: { keepalive?: boolean } = {}): Promise<void> {
    if (isClosed || isSubmitting) return Promise.resolve()
    if (inFlight) {
      hasQueuedFlush = true
      return inFlight
    }
    if (!isOnline()) {
      publish({ status: 'offline' })
      return Promise.resolve()
    }
    const batch = snapshot.attempt.pending.slice(0, MAX_BATCH)
    if (!batch.length) {
      publish({ status: idleStatus() })
      return Promise.resolve()
    }
    clearTimer()
    hasQueuedFlush = false
    publish({ status: 'saving' })
    inFlight = sendBatch(batch, keepalive).finally(() => {
      inFlight = null
      if (hasQueuedFlush && !timer && snapshot.status !== 'rejected') void flush()
    })
    return inFlight
  }

  /** On page hide the page may never run again: send with keepalive even beside a batch in flight (seqs make repeats harmless). */
  function flushOnExit() {
    beforeExit?.()
    if (isClosed || isSubmitting || !snapshot.attempt.pending.length) return
    if (!inFlight) {
      void flush({ keepalive: true })
      return
    }
    void post('answers', requestBody(snapshot.attempt.pending.slice(0, MAX_BATCH)), true)
  }

  function record(questionId: string, response: Response) {
    if (isClosed) return
    const seq = snapshot.attempt.seq + 1
    const change: ResponseChange = { ...response, questionId, seq }
    const pending = [...snapshot.attempt.pending.filter((old) => old.questionId !== questionId), change]
    updateAttempt({
      ...snapshot.attempt,
      seq,
      responses: { ...snapshot.attempt.responses, [questionId]: { ...response, seq } },
      pending,
    })
    if (!['saving', 'retrying', 'signed-out'].includes(snapshot.status)) publish({ status: idleStatus() })
    if (failures === 0) schedule(debounceMs)
  }

  /** A question's response as it stands on this device (without the outbox's seq). */
  function responseOf(questionId: string): Response {
    const { seq: _seq, ...response } = snapshot.attempt.responses[questionId] ?? { ...emptyResponse, seq: 0 }
    return response
  }

  /** Sends every unacknowledged change with the submit; on failure everything stays and syncing resumes. */
  async function submit(): Promise<SubmitOutcome> {
    if (isClosed) return { kind: 'submitted', resultUrl: closedResultUrl }
    if (!isOnline()) return { kind: 'failed', reason: 'offline' }
    isSubmitting = true
    clearTimer()
    const result = await post('submit', requestBody(snapshot.attempt.pending))
    isSubmitting = false
    if (result.kind === 'ok') {
      const submitted = result.body as Partial<SubmitResponse> | null
      markClosed(typeof submitted?.resultUrl === 'string' ? submitted.resultUrl : session.resultUrl)
      return { kind: 'submitted', resultUrl: closedResultUrl }
    }
    if (result.kind === 'closed') {
      markClosed(result.resultUrl)
      return { kind: 'submitted', resultUrl: result.resultUrl }
    }
    // A batch that came back closed while the submit was out: the attempt is over all the same.
    if (isClosed) return { kind: 'submitted', resultUrl: closedResultUrl }
    if (snapshot.attempt.pending.length) schedule(failures ? retryDelayMs(failures) : debounceMs)
    if (result.kind === 'rejected') return { kind: 'failed', reason: 'rejected' }
    if (result.status === 401 || result.status === 403) return { kind: 'failed', reason: 'signed-out' }
    return { kind: 'failed', reason: result.status === null ? 'network' : 'server' }
  }

  /** Reads this device's copy, merges it with the server's, listens for the connection and the page going away, and resends what is waiting. */
  function start(startOptions: StartOptions = {}) {
    if (detach) return
    beforeExit = startOptions.onBeforeExit
    // A second start (React's development double effects) keeps memory: storage may have refused the writes.
    const attempt = snapshot.isStarted ? snapshot.attempt : resumeAttempt(session, readStoredAttempt(storage(), attemptId))
    writeStoredAttempt(storage(), attemptId, attempt)
    const clock = snapshot.clock ?? { offsetMs: Date.parse(session.serverNow) - Date.now(), deadlineMs: Date.parse(session.deadline) }
    publish({ attempt, clock, isStarted: true })
    publish({ status: idleStatus() })

    const onOnline = () => {
      failures = 0
      clearTimer()
      void flush()
    }
    const onOffline = () => publish({ status: idleStatus() })
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushOnExit()
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    window.addEventListener('pagehide', flushOnExit)
    document.addEventListener('visibilitychange', onVisibility)
    detach = () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('pagehide', flushOnExit)
      document.removeEventListener('visibilitychange', onVisibility)
    }
    if (attempt.pending.length) void flush()
  }

  function stop() {
    detach?.()
    detach = null
    clearTimer()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    start,
    stop,
    record,
    flush,
    submit,
    responseOf,
    /** Adds the seconds a question was on screen to its time; a question looked at is visited. */
    addTimeSpent(questionId: string, seconds: number) {
      const response = responseOf(questionId)
      record(questionId, { ...response, visited: true, timeSpent: response.timeSpent + seconds })
    },
    setCurrentQuestion(questionId: string) {
      if (snapshot.attempt.currentQuestionId === questionId) return
      updateAttempt({ ...snapshot.attempt, currentQuestionId: questionId })
    },
    setLanguage(language: Locale) {
      if (snapshot.attempt.language === language) return
      updateAttempt({ ...snapshot.attempt, language })
    },
    markWarningsRaised(ids: WarningId[]) {
      const fresh = ids.filter((id) => !snapshot.attempt.warningsRaised.includes(id))
      if (fresh.length) updateAttempt({ ...snapshot.attempt, warningsRaised: [...snapshot.attempt.warningsRaised, ...fresh] })
    },
  }
}
