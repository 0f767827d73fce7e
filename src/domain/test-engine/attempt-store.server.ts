import 'server-only'

import { and, eq, gte, ne, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { WriteLockHolder } from '@/lib/database'

import { type AttemptScore, type ScoringInput, splitScore } from './scoring'
import type { AttemptStatus, OptionLetter, ResponseChange } from './types'

/**
 * The autosave and submit paths at the database (ADR 011). Payload's Local API cannot say "update
 * this attempt only if it is still in progress and before its deadline" or "keep this answer only if
 * its change is newer than the stored one" as one atomic statement, and both are what make saving
 * and submitting safe under retries and races. So these few statements go to Payload's own Drizzle
 * tables, inside Payload's transactions (which on SQLite also queue behind the process's other
 * writes, ADR 002). The same query builder serves SQLite and PostgreSQL; the tables come from
 * Payload's schema, so the columns are the collections' (`src/collections/attempts`,
 * `src/collections/attempt-answers`).
 */

type Row = Record<string, unknown>
/** The slice of Drizzle's query builder used here; both dialects' databases and transactions have it. */
type Db = {
  update: (table: unknown) => { set: (values: Row) => { where: (where: unknown) => { returning: (fields?: Row) => Promise<Row[]> } } }
  insert: (table: unknown) => {
    values: (rows: Row[]) => {
      onConflictDoUpdate: (config: { target: unknown[]; set: Row; setWhere?: unknown }) => { returning: (fields?: Row) => Promise<Row[]> }
      onConflictDoNothing: () => { returning: (fields?: Row) => Promise<Row[]> }
    }
  }
  select: (fields?: Row) => {
    from: (table: unknown) => {
      where: (where: unknown) => Promise<Row[]>
      innerJoin: (table: unknown, on: unknown) => { where: (where: unknown) => { groupBy: (...columns: unknown[]) => Promise<Row[]> } }
    }
  }
}
type Table = Record<string, never> & Record<string, unknown>

type Tables = { attempts: Table; answers: Table }

function tablesOf(payload: Payload): Tables {
  const tables = (payload.db as unknown as { tables: Record<string, Table> }).tables
  return { attempts: tables.attempts!, answers: tables.attempt_answers! }
}

/**
 * Runs the autosave's statements with no other write in between: on SQLite under the process's write
 * lock, each statement committing on its own (no transaction: libsql reconnects after each one, and
 * the claim and the upsert are each atomic; a failed upsert after a claim only leaves the attempt's
 * "last saved" touched); on PostgreSQL in a transaction, whose row lock orders it against a submit.
 */
export async function underWriteLock<T>(payload: Payload, work: (db: Db, tables: Tables) => Promise<T>): Promise<T> {
  const { runExclusive } = payload.db as unknown as WriteLockHolder
  if (!runExclusive) return inTransaction(payload, work)
  return runExclusive(() => work((payload.db as unknown as { drizzle: Db }).drizzle, tablesOf(payload)))
}

/** Runs `work` in one Payload transaction and commits, or rolls back on any error. */
export async function inTransaction<T>(payload: Payload, work: (db: Db, tables: Tables) => Promise<T>): Promise<T> {
  const adapter = payload.db as unknown as { sessions: Record<string, { db: Db }>; drizzle: Db }
  const id = await payload.db.beginTransaction()
  const db = id === null ? adapter.drizzle : adapter.sessions[String(id)]!.db
  try {
    const result = await work(db, tablesOf(payload))
    if (id !== null) await payload.db.commitTransaction(id)
    return result
  } catch (error) {
    if (id !== null) await payload.db.rollbackTransaction(id)
    throw error
  }
}

type AttemptKey = { attemptId: number | string; candidateId: number | string }

/**
 * Takes the attempt for a save: touches it only while it is the candidate's, in progress and not past
 * its deadline. On PostgreSQL the update also locks the row until the transaction ends, so a submit
 * waits for a save in flight and a save that comes after a submit finds it closed.
 */
export async function claimOpenAttempt(
  db: Db,
  { attempts }: Tables,
  { attemptId, candidateId, now, currentQuestion, language }: AttemptKey & { now: Date; currentQuestion?: string | null; language?: string },
): Promise<{ paper: unknown; deadline: string } | null> {
  const values: Row = { lastSavedAt: now.toISOString() }
  if (currentQuestion) values.currentQuestion = currentQuestion
  if (language) values.language = language
  const rows = await db
    .update(attempts)
    .set(values)
    .where(
      and(
        eq(attempts.id as never, attemptId),
        eq(attempts.candidate as never, candidateId),
        eq(attempts.status as never, 'in-progress'),
        gte(attempts.deadline as never, now.toISOString()),
      ),
    )
    .returning({ paper: attempts.paper, deadline: attempts.deadline })
  return rows[0] ? { paper: parseJson(rows[0].paper), deadline: new Date(String(rows[0].deadline)).toISOString() } : null
}

/** JSON columns come back parsed on PostgreSQL and as text from some SQLite paths. */
export const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

/**
 * Stores the changes; per question the one with the highest `seq` wins, whatever order batches
 * arrive in, so a retried batch changes nothing and no answer is ever stored twice (the unique
 * (attempt, question) index). Returns how many rows were written.
 */
export async function upsertAnswers(db: Db, { answers }: Tables, { attemptId, candidateId }: AttemptKey, changes: ResponseChange[], now: Date): Promise<number> {
  if (changes.length === 0) return 0
  const stamp = now.toISOString()
  const rows = changes.map((change) => ({
    attempt: attemptId,
    candidate: candidateId,
    question: change.questionId,
    option: change.option,
    marked: change.marked,
    visited: change.visited,
    timeSpent: change.timeSpent,
    seq: change.seq,
    updatedAt: stamp,
    createdAt: stamp,
  }))
  const written = await db
    .insert(answers)
    .values(rows)
    .onConflictDoUpdate({
      target: [answers.attempt, answers.question],
      set: {
        option: sql`excluded.option`,
        marked: sql`excluded.marked`,
        visited: sql`excluded.visited`,
        timeSpent: sql`excluded.time_spent`,
        seq: sql`excluded.seq`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`excluded.seq > ${answers.seq}`,
    })
    .returning({ id: answers.id })
  return written.length
}

export type StoredAnswer = { questionId: string; option: OptionLetter | null; marked: boolean; visited: boolean; timeSpent: number; seq: number }

export async function readAnswers(db: Db, { answers }: Tables, attemptId: number | string): Promise<StoredAnswer[]> {
  const rows = await db
    .select({ question: answers.question, option: answers.option, marked: answers.marked, visited: answers.visited, timeSpent: answers.timeSpent, seq: answers.seq })
    .from(answers)
    .where(eq(answers.attempt as never, attemptId))
  return rows.map((row) => ({
    questionId: String(row.question),
    option: (row.option as OptionLetter | null) ?? null,
    marked: Boolean(row.marked),
    visited: Boolean(row.visited),
    timeSpent: Number(row.timeSpent ?? 0),
    seq: Number(row.seq ?? 0),
  }))
}

/** Stored answers as the scoring rule reads them. */
export const responsesOf = (answers: StoredAnswer[]): ScoringInput['responses'] =>
  Object.fromEntries(answers.map((answer) => [answer.questionId, { option: answer.option, timeSpent: answer.timeSpent }]))

/**
 * Closes an attempt exactly once: only the call that finds it in progress changes it, and only that
 * call goes on to score it. Returns false when it was already closed.
 */
export async function closeAttempt(
  db: Db,
  { attempts }: Tables,
  { attemptId, status, submittedAt, finishedAt }: { attemptId: number | string; status: Exclude<AttemptStatus, 'in-progress'>; submittedAt: Date; finishedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(attempts)
    .set({ status, submittedAt: submittedAt.toISOString(), finishedAt: finishedAt.toISOString(), updatedAt: submittedAt.toISOString() })
    .where(and(eq(attempts.id as never, attemptId), eq(attempts.status as never, 'in-progress')))
    .returning({ id: attempts.id })
  return rows.length === 1
}

/** Stores a score: the totals in `result`, the per-question breakdown apart, where access can hide it (ADR 014). */
export async function storeResult(db: Db, { attempts }: Tables, { attemptId, score }: { attemptId: number | string; score: AttemptScore }): Promise<void> {
  const { summary, breakdown } = splitScore(score)
  await db
    .update(attempts)
    .set({ score: summary.score, maxScore: summary.maxScore, result: summary, breakdown })
    .where(eq(attempts.id as never, attemptId))
    .returning({ id: attempts.id })
}

/** Ids of attempts still open although their deadline and grace period are over. */
export async function findAbandonedAttemptIds(db: Db, { attempts }: Tables, olderThan: Date, candidateId?: number | string): Promise<string[]> {
  const conditions = [eq(attempts.status as never, 'in-progress'), sql`${attempts.deadline} < ${olderThan.toISOString()}`]
  if (candidateId !== undefined) conditions.push(eq(attempts.candidate as never, candidateId))
  const rows = await db.select({ id: attempts.id }).from(attempts).where(and(...conditions))
  return rows.map((row) => String(row.id))
}

export type OptionCount = { questionId: string; option: OptionLetter | null; count: number }

/** How candidates' first, submitted attempts at a test answered each question (for "N% got this right"). */
export async function countFirstAttemptAnswers(db: Db, { attempts, answers }: Tables, testId: number | string): Promise<OptionCount[]> {
  const rows = await db
    .select({ question: answers.question, option: answers.option, count: sql<number>`count(*)` })
    .from(answers)
    .innerJoin(attempts, eq(answers.attempt as never, attempts.id as never))
    .where(and(eq(attempts.test as never, testId), eq(attempts.isFirstAttempt as never, true), ne(attempts.status as never, 'in-progress')))
    .groupBy(answers.question, answers.option)
  return rows.map((row) => ({ questionId: String(row.question), option: (row.option as OptionLetter | null) ?? null, count: Number(row.count) }))
}

/** The database handle outside a transaction, for reads. */
export function readHandle(payload: Payload): { db: Db; tables: Tables } {
  return { db: (payload.db as unknown as { drizzle: Db }).drizzle, tables: tablesOf(payload) }
}

export type NewAttempt = {
  candidateId: number | string
  testId: number | string
  attemptNumber: number
  language: string
  startedAt: Date
  deadline: Date
  extraMinutes: number
  paper: unknown
  /** Made from answers checked signed out, after the key was seen: never ranked (ADR 013). */
  isKeptFromCheck?: boolean
}

/**
 * Opens an attempt. The unique (candidate, test, attempt number) index lets only one of two
 * simultaneous starts through; the other gets null and resumes the winner's.
 */
export async function insertAttempt(db: Db, { attempts }: Tables, attempt: NewAttempt): Promise<string | null> {
  const stamp = attempt.startedAt.toISOString()
  try {
    const rows = await db
      .insert(attempts)
      .values([
        {
          candidate: attempt.candidateId,
          test: attempt.testId,
          attemptNumber: attempt.attemptNumber,
          // Ranks compare first attempts; one kept from a signed-out check is no fair first attempt.
          isFirstAttempt: attempt.attemptNumber === 1 && !attempt.isKeptFromCheck,
          isKeptFromCheck: Boolean(attempt.isKeptFromCheck),
          status: 'in-progress',
          language: attempt.language,
          startedAt: stamp,
          deadline: attempt.deadline.toISOString(),
          extraMinutes: attempt.extraMinutes,
          paper: attempt.paper,
          updatedAt: stamp,
          createdAt: stamp,
        },
      ])
      .onConflictDoNothing()
      .returning({ id: attempts.id })
    return rows[0] ? String(rows[0].id) : null
  } catch (error) {
    if (/unique|constraint/i.test(String((error as Error).message) + String((error as { cause?: Error }).cause?.message ?? ''))) return null
    throw error
  }
}
