import 'server-only'

import { type Database, runPrepared, type Table } from '@/db'

import type { ItemResponseRow } from './item-statistics'
import type { OptionCountRow, TimeBucketRow } from './question-stats'
import { type AttemptScore, type ScoringInput, splitScore } from './scoring'
import type { AttemptStatus, OptionLetter, ResponseChange } from './types'

/**
 * The autosave and submit paths at the database (ADR 011). Payload's Local API cannot say "update
 * this attempt only if it is still in progress and before its deadline" or "keep this answer only if
 * its change is newer than the stored one" as one atomic statement, and both are what make saving
 * and submitting safe under retries and races. So these few statements go to Payload's own Drizzle
 * tables through the database door (`src/db`, ADR 023), inside its transactions or write lock (which
 * on SQLite also queue behind the process's other writes, ADR 002). The same query builder serves
 * SQLite and PostgreSQL; the tables come from Payload's schema, so the columns are the collections'
 * (`src/collections/attempts`, `src/collections/attempt-answers`).
 */

type Row = Record<string, unknown>

const attemptsOf = ({ tables }: Database) => tables.attempts!
const answersOf = ({ tables }: Database) => tables.attempt_answers!

type AttemptKey = { attemptId: number | string; candidateId: number | string }

/**
 * Takes the attempt for a save: touches it only while it is the candidate's, in progress and not past
 * its deadline. On PostgreSQL the update also locks the row until the transaction ends, so a submit
 * waits for a save in flight and a save that comes after a submit finds it closed.
 */
export async function claimOpenAttempt(
  database: Database,
  {
    attemptId,
    candidateId,
    now,
    currentQuestion,
    language,
  }: AttemptKey & { now: Date; currentQuestion?: string | null; language?: string },
): Promise<{ deadline: string } | null> {
  const attempts = attemptsOf(database)
  const returned = { deadline: attempts.deadline }
  const rows = await runPrepared(
    database,
    `pcs_claim_attempt_${currentQuestion ? 'q' : ''}${language ? 'l' : ''}`,
    ({ db, op }) => {
      const values: Row = { lastSavedAt: op.sql.placeholder('now') }
      if (currentQuestion) values.currentQuestion = op.sql.placeholder('question')
      if (language) values.language = op.sql.placeholder('language')
      return db
        .update(attempts)
        .set(values)
        .where(
          op.and(
            op.eq(attempts.id, op.sql.placeholder('attempt')),
            op.eq(attempts.candidate, op.sql.placeholder('candidate')),
            op.eq(attempts.status, 'in-progress'),
            op.gte(attempts.deadline, op.sql.placeholder('now')),
          ),
        )
        .returning(returned)
    },
    returned,
    { now: now.toISOString(), question: currentQuestion, language, attempt: attemptId, candidate: candidateId },
  )
  return rows[0] ? { deadline: new Date(String(rows[0].deadline)).toISOString() } : null
}

/**
 * An attempt's paper, the snapshot taken when it started. It never changes afterwards (nobody edits an
 * attempt, ADR 011), so the autosave reads it once per attempt and keeps what it needs.
 */
export async function readAttemptPaper(database: Database, attemptId: number | string): Promise<unknown> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const rows = await db.select({ paper: attempts.paper }).from(attempts).where(op.eq(attempts.id, attemptId))
  return rows[0] ? parseJson(rows[0].paper) : null
}

/** JSON columns come back parsed on PostgreSQL and as text from some SQLite paths. */
export const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)

const PREPARED_BATCH_ROWS = 4

/**
 * Stores the changes; per question the one with the highest `seq` wins, whatever order batches
 * arrive in, so a retried batch changes nothing and no answer is ever stored twice (the unique
 * (attempt, question) index). Returns how many rows were written.
 */
export async function upsertAnswers(
  database: Database,
  { attemptId, candidateId }: AttemptKey,
  changes: ResponseChange[],
  now: Date,
): Promise<number> {
  const answers = answersOf(database)
  if (changes.length === 0) return 0
  const returned = { id: answers.id }
  const values: Row = { attempt: attemptId, candidate: candidateId, now: now.toISOString() }
  changes.forEach((change, index) => {
    values[`question${index}`] = change.questionId
    values[`option${index}`] = change.option
    values[`marked${index}`] = change.marked
    values[`visited${index}`] = change.visited
    values[`timeSpent${index}`] = change.timeSpent
    values[`seq${index}`] = change.seq
    // The change that first gave the question an answer: the order the candidate answered in.
    values[`firstAnsweredSeq${index}`] = change.option ? change.seq : null
  })
  const statement = ({ db, op }: Database) =>
    db
      .insert(answers)
      .values(
        changes.map((_, index) => ({
          attempt: op.sql.placeholder('attempt'),
          candidate: op.sql.placeholder('candidate'),
          question: op.sql.placeholder(`question${index}`),
          option: op.sql.placeholder(`option${index}`),
          marked: op.sql.placeholder(`marked${index}`),
          visited: op.sql.placeholder(`visited${index}`),
          timeSpent: op.sql.placeholder(`timeSpent${index}`),
          seq: op.sql.placeholder(`seq${index}`),
          // Passed as it is, not through the column's encoding, which turns NULL into the text 'null'.
          firstAnsweredSeq: op.sql`${op.sql.placeholder(`firstAnsweredSeq${index}`)}`,
          updatedAt: op.sql.placeholder('now'),
          createdAt: op.sql.placeholder('now'),
        })),
      )
      .onConflictDoUpdate({
        target: [answers.attempt, answers.question],
        set: {
          option: op.sql`excluded.option`,
          marked: op.sql`excluded.marked`,
          visited: op.sql`excluded.visited`,
          timeSpent: op.sql`excluded.time_spent`,
          seq: op.sql`excluded.seq`,
          firstAnsweredSeq: op.sql`coalesce(${answers.firstAnsweredSeq}, excluded.first_answered_seq)`,
          updatedAt: op.sql`excluded.updated_at`,
        },
        setWhere: op.sql`excluded.seq > ${answers.seq}`,
      })
      .returning(returned)
  // The exam screen sends 1–3 changes a batch: those statements are prepared. Larger batches (an
  // outbox emptied after a lost connection, a submit's last changes) are rarer, and each size would
  // be one more statement kept on every connection.
  const name = changes.length <= PREPARED_BATCH_ROWS ? `pcs_upsert_answers_${changes.length}` : undefined
  const written = await runPrepared(database, name, statement, returned, values)
  return written.length
}

export type StoredAnswer = {
  questionId: string
  option: OptionLetter | null
  marked: boolean
  visited: boolean
  timeSpent: number
  seq: number
  /** The change that first gave it an answer; null when it never had one. */
  firstAnsweredSeq: number | null
}

const answerColumns = (answers: Table) => ({
  attempt: answers.attempt,
  question: answers.question,
  option: answers.option,
  marked: answers.marked,
  visited: answers.visited,
  timeSpent: answers.timeSpent,
  seq: answers.seq,
  firstAnsweredSeq: answers.firstAnsweredSeq,
})

const storedAnswerOf = (row: Record<string, unknown>): StoredAnswer => ({
  questionId: String(row.question),
  option: (row.option as OptionLetter | null) ?? null,
  marked: Boolean(row.marked),
  visited: Boolean(row.visited),
  timeSpent: Number(row.timeSpent ?? 0),
  seq: Number(row.seq ?? 0),
  firstAnsweredSeq: row.firstAnsweredSeq == null ? null : Number(row.firstAnsweredSeq),
})

export async function readAnswers(database: Database, attemptId: number | string): Promise<StoredAnswer[]> {
  const { db, op } = database
  const answers = answersOf(database)
  const rows = await db.select(answerColumns(answers)).from(answers).where(op.eq(answers.attempt, attemptId))
  return rows.map(storedAnswerOf)
}

/** The answers of several attempts in one statement, by attempt id (an attempt with none is absent). */
export async function readAnswersOf(database: Database, attemptIds: readonly (number | string)[]): Promise<Map<string, StoredAnswer[]>> {
  const byAttempt = new Map<string, StoredAnswer[]>()
  if (attemptIds.length === 0) return byAttempt
  const { db, op } = database
  const answers = answersOf(database)
  const rows = await db
    .select(answerColumns(answers))
    .from(answers)
    .where(op.inArray(answers.attempt, attemptIds.map(Number)))
  for (const row of rows) {
    const id = String(row.attempt)
    const list = byAttempt.get(id) ?? []
    if (list.length === 0) byAttempt.set(id, list)
    list.push(storedAnswerOf(row))
  }
  return byAttempt
}

/** The finished attempts at a test with the papers they were sat on: what re-scoring works through. */
export async function readFinishedPapers(database: Database, testId: number | string): Promise<{ id: string; paper: unknown }[]> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const rows = await db
    .select({ id: attempts.id, paper: attempts.paper })
    .from(attempts)
    .where(op.and(op.eq(attempts.test, testId), op.ne(attempts.status, 'in-progress')))
  return rows.map((row) => ({ id: String(row.id), paper: parseJson(row.paper) }))
}

/** Stored answers as the scoring rule reads them. */
export const responsesOf = (answers: StoredAnswer[]): ScoringInput['responses'] =>
  Object.fromEntries(answers.map((answer) => [answer.questionId, { option: answer.option, timeSpent: answer.timeSpent }]))

/**
 * Closes an attempt exactly once: only the call that finds it in progress changes it, and only that
 * call goes on to score it. Returns false when it was already closed.
 */
export async function closeAttempt(
  database: Database,
  {
    attemptId,
    status,
    submittedAt,
    finishedAt,
  }: { attemptId: number | string; status: Exclude<AttemptStatus, 'in-progress'>; submittedAt: Date; finishedAt: Date },
): Promise<boolean> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const rows = await db
    .update(attempts)
    .set({ status, submittedAt: submittedAt.toISOString(), finishedAt: finishedAt.toISOString(), updatedAt: submittedAt.toISOString() })
    .where(op.and(op.eq(attempts.id, attemptId), op.eq(attempts.status, 'in-progress')))
    .returning({ id: attempts.id })
  return rows.length === 1
}

/** Stores a score: the totals in `result`, the per-question breakdown apart, where access can hide it (ADR 014). */
export async function storeResult(
  database: Database,
  { attemptId, score }: { attemptId: number | string; score: AttemptScore },
): Promise<void> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const { summary, breakdown } = splitScore(score)
  await db
    .update(attempts)
    .set({ score: summary.score, maxScore: summary.maxScore, result: summary, breakdown })
    .where(op.eq(attempts.id, attemptId))
    .returning({ id: attempts.id })
}

/** Ids of attempts still open although their deadline and grace period are over. */
export async function findAbandonedAttemptIds(database: Database, olderThan: Date, candidateId?: number | string): Promise<string[]> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const conditions = [op.eq(attempts.status, 'in-progress'), op.sql`${attempts.deadline} < ${olderThan.toISOString()}`]
  if (candidateId !== undefined) conditions.push(op.eq(attempts.candidate, candidateId))
  const rows = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(op.and(...conditions))
  return rows.map((row) => String(row.id))
}

/** A test's first, finished attempts: the population of its ranks and statistics. */
const firstFinishedAt = (database: Database, testId: number | string) => {
  const { op } = database
  const attempts = attemptsOf(database)
  return op.and(op.eq(attempts.test, testId), op.eq(attempts.isFirstAttempt, true), op.ne(attempts.status, 'in-progress'))
}

/**
 * A number written into the SQL text, not passed as a parameter: PostgreSQL matches a GROUP BY
 * expression to the selected one only when both are written the same, and two parameters never are.
 */
const literal = (database: Database, value: number) => database.op.sql.raw(String(Number(value)))

/** The scores of a test's first, finished attempts; with `district`, only those of candidates who gave that district. */
export async function readFirstAttemptScores(database: Database, testId: number | string, district?: string): Promise<number[]> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  if (!district) {
    const rows = await db.select({ score: attempts.score }).from(attempts).where(firstFinishedAt(database, testId))
    return rows.map((row) => Number(row.score ?? 0))
  }
  const users = database.tables.users!
  const rows = await db
    .select({ score: attempts.score })
    .from(attempts)
    .innerJoin(users, op.eq(attempts.candidate, users.id))
    .where(op.and(firstFinishedAt(database, testId), op.eq(users.district, district)))
  return rows.map((row) => Number(row.score ?? 0))
}

/** A first attempt on a window's rank list, with what the leaderboard shows of its candidate. */
export type WindowEntryRow = {
  candidateId: string
  name: string
  leaderboardName: string | null
  district: string | null
  score: number
  startedAt: string
  finishedAt: string
}

/**
 * The first, finished attempts at a test that are on its window's rank list (`isRankedInWindow`, ADR
 * 044): started from the window's start to the end of late entry, and finished by its close.
 */
export async function readWindowEntries(
  database: Database,
  testId: number | string,
  window: { startsAt: Date; lateEntryUntil: Date; endsAt: Date },
): Promise<WindowEntryRow[]> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const users = database.tables.users!
  const rows = await db
    .select({
      candidateId: attempts.candidate,
      name: users.name,
      leaderboardName: users.leaderboardName,
      district: users.district,
      score: attempts.score,
      startedAt: attempts.startedAt,
      finishedAt: attempts.finishedAt,
    })
    .from(attempts)
    .innerJoin(users, op.eq(attempts.candidate, users.id))
    .where(
      op.and(
        firstFinishedAt(database, testId),
        op.sql`${attempts.startedAt} >= ${window.startsAt.toISOString()}`,
        op.sql`${attempts.startedAt} <= ${window.lateEntryUntil.toISOString()}`,
        op.sql`${attempts.finishedAt} <= ${window.endsAt.toISOString()}`,
      ),
    )
  return rows.map((row) => ({
    candidateId: String(row.candidateId),
    name: String(row.name ?? ''),
    leaderboardName: (row.leaderboardName as string | null) ?? null,
    district: (row.district as string | null) ?? null,
    score: Number(row.score ?? 0),
    startedAt: new Date(row.startedAt as string).toISOString(),
    finishedAt: new Date(row.finishedAt as string).toISOString(),
  }))
}

/**
 * How a window is going: its own attempts still running now, and those finished (a window attempt is a
 * first attempt started from the window's start to the end of late entry).
 */
export async function countWindowActivity(
  database: Database,
  testId: number | string,
  window: { startsAt: Date; lateEntryUntil: Date },
  now: Date,
): Promise<{ writing: number; finished: number }> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const isWriting = op.sql`case when ${attempts.status} = 'in-progress' and ${attempts.deadline} > ${now.toISOString()} then 1 else 0 end`
  const isFinished = op.sql`case when ${attempts.status} <> 'in-progress' then 1 else 0 end`
  const [row] = await db
    .select({ writing: op.sql<number>`coalesce(sum(${isWriting}), 0)`, finished: op.sql<number>`coalesce(sum(${isFinished}), 0)` })
    .from(attempts)
    .where(
      op.and(
        op.eq(attempts.test, testId),
        op.eq(attempts.isFirstAttempt, true),
        op.sql`${attempts.startedAt} >= ${window.startsAt.toISOString()}`,
        op.sql`${attempts.startedAt} <= ${window.lateEntryUntil.toISOString()}`,
      ),
    )
  return { writing: Number(row?.writing ?? 0), finished: Number(row?.finished ?? 0) }
}

/**
 * The groups attempts are counted in, by score: 1 at or above `upperFrom`; with `lowerTo`, −1 at or
 * below it (and not upper); 0 otherwise. Null: no groups.
 */
type ScoreGroups = { upperFrom: number; lowerTo?: number } | null

function groupOf(database: Database, groups: ScoreGroups) {
  if (!groups) return null
  const { op } = database
  const score = attemptsOf(database).score
  const lower = groups.lowerTo == null ? op.sql`` : op.sql` when ${score} <= ${literal(database, groups.lowerTo)} then -1`
  return op.sql<number>`case when ${score} >= ${literal(database, groups.upperFrom)} then 1${lower} else 0 end`
}

/** First, finished attempts' answers counted per question, option and score group (0 without groups). */
async function countOptions(database: Database, testId: number | string, groups: ScoreGroups) {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const answers = answersOf(database)
  const group = groupOf(database, groups)
  const rows = await db
    .select({ question: answers.question, option: answers.option, ...(group ? { group } : {}), count: op.sql<number>`count(*)` })
    .from(answers)
    .innerJoin(attempts, op.eq(answers.attempt, attempts.id))
    .where(firstFinishedAt(database, testId))
    .groupBy(answers.question, answers.option, ...(group ? [group] : []))
  return rows.map((row) => ({
    questionId: String(row.question),
    option: (row.option as OptionLetter | null) ?? null,
    group: Number(row.group ?? 0) as -1 | 0 | 1,
    count: Number(row.count),
  }))
}

/**
 * How candidates' first, finished attempts at a test answered each question: per question the count
 * of each option, and a histogram of the time spent by those who answered it (buckets as
 * `bucketOf` makes them), each split by whether the attempt scored at least `toppersFrom`. The
 * database counts, so the rows stay a few per question whatever the number of candidates.
 */
export async function countQuestionStats(
  database: Database,
  testId: number | string,
  toppersFrom: number | null,
): Promise<{ options: OptionCountRow[]; times: TimeBucketRow[] }> {
  const { db, op } = database
  const attempts = attemptsOf(database)
  const answers = answersOf(database)
  const groups: ScoreGroups = toppersFrom == null ? null : { upperFrom: toppersFrom }
  const isTopper = groupOf(database, groups)
  const seconds = op.sql`cast(${answers.timeSpent} as integer)`
  const bucket = op.sql<number>`case when ${seconds} < 120 then ${seconds} - (${seconds} % 2) when ${seconds} < 600 then ${seconds} - (${seconds} % 10) else ${seconds} - (${seconds} % 60) end`
  const [options, times] = await Promise.all([
    countOptions(database, testId, groups),
    db
      .select({ question: answers.question, bucket, ...(isTopper ? { isTopper } : {}), count: op.sql<number>`count(*)` })
      .from(answers)
      .innerJoin(attempts, op.eq(answers.attempt, attempts.id))
      .where(op.and(firstFinishedAt(database, testId), op.sql`${answers.option} is not null`, op.gt(answers.timeSpent, 0)))
      .groupBy(answers.question, bucket, ...(isTopper ? [isTopper] : [])),
  ])
  return {
    options: options.map(({ group, ...row }) => ({ ...row, isTopper: group === 1 })),
    times: times.map((row) => ({
      questionId: String(row.question),
      bucket: Number(row.bucket),
      isTopper: Number(row.isTopper) === 1,
      count: Number(row.count),
    })),
  }
}

/**
 * First, finished attempts' answers to a test's questions, counted per question, option and group: 1
 * for an attempt scoring at least `upperFrom`, −1 for one scoring at most `lowerTo` (and not upper),
 * 0 otherwise (item statistics, `item-statistics.ts`).
 */
export const countItemResponses = (
  database: Database,
  testId: number | string,
  bounds: { upperFrom: number; lowerTo: number } | null,
): Promise<ItemResponseRow[]> => countOptions(database, testId, bounds)

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
export async function insertAttempt(database: Database, attempt: NewAttempt): Promise<string | null> {
  const { db } = database
  const attempts = attemptsOf(database)
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
