/**
 * The body of bench/rescore.ts, imported once the environment points Payload at a throwaway database
 * (the config is read when this module loads).
 */
import { createClient } from '@libsql/client'
import config from '@payload-config'
import { rmSync } from 'node:fs'
import { getPayload } from 'payload'

import { databaseOf } from '@/db'
import { readWindowEntries } from '@/domain/test-engine/attempt-store.server'
import { windowOf } from '@/domain/test-engine/mock-window'
import { scorePaper, splitScore } from '@/domain/test-engine/scoring'
import { objectToKey } from '@/features/test-engine/key-objections.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 1000)
const QUESTIONS = 100
const dataDir = process.env.DATA_DIR!
const file = process.env.DATABASE_URL!.replace(/^file:/, '')

type OptionLetter = 'A' | 'B' | 'C' | 'D'
const letters: OptionLetter[] = ['A', 'B', 'C', 'D']
const ms = (from: number) => Math.round(performance.now() - from)

const payload = await getPayload({ config })
const hour = 3_600_000
const windowStart = new Date(Date.now() - 6 * hour)
const window = {
  startsAt: windowStart.toISOString(),
  lateEntryUntil: new Date(windowStart.getTime() + hour / 2).toISOString(),
  endsAt: new Date(windowStart.getTime() + 3 * hour).toISOString(),
  objectionsUntil: new Date(Date.now() + 48 * hour).toISOString(),
}

console.log(`Setting up: ${QUESTIONS} questions, ${CANDIDATES} candidates sitting the window…`)
let started = performance.now()
const questionIds: number[] = []
for (let index = 0; index < QUESTIONS; index += 1) {
  const question = await payload.create({
    collection: 'questions',
    data: {
      stem: `Bench question ${index + 1}: which option is right?`,
      options: letters.map((letter) => ({ text: `Option ${letter}` })),
      correctOption: 'A',
      oneLanguage: true,
    },
    overrideAccess: true,
  })
  questionIds.push(question.id)
}
const test = await payload.create({
  collection: 'tests',
  data: {
    title: 'All-Punjab GS Mock (bench)',
    slug: 'bench-window',
    kind: 'gs-prelims',
    durationMinutes: 120,
    attemptsAllowed: 1,
    marksPerCorrect: 2,
    negativeMarks: 0.5,
    isFree: true,
    window,
    sections: [{ title: 'General Studies', questions: questionIds }],
    _status: 'published',
  } as never,
  overrideAccess: true,
})
// Accounts written straight through the database adapter: hashing a password per candidate is not what is measured.
const account = (email: string, role: 'candidate' | 'editor') =>
  payload.db.create({ collection: 'users', data: { email, name: email.split('@')[0], role, hash: 'x', salt: 'x' } })
const editor = await account('editor@bench.test', 'editor')

let seed = 7
const draw = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}
const firstAttempt: string[] = []
const firstUser = { id: 0 }
for (let index = 0; index < CANDIDATES; index += 1) {
  const user = await account(`candidate${index}@bench.test`, 'candidate')
  const at = new Date(windowStart.getTime() + Math.floor(draw() * 25) * 60_000)
  const attempt = await startAttempt(payload, user, 'bench-window', 'en', at)
  if (!attempt.ok) throw new Error(attempt.message)
  const changes = questionIds.flatMap((id, seq) =>
    draw() < 0.08
      ? []
      : [{ questionId: String(id), option: letters[Math.floor(draw() * 1.6)]!, marked: false, visited: true, timeSpent: 40, seq: seq + 1 }],
  )
  await saveAnswers(payload, user, attempt.attemptId, { changes }, new Date(at.getTime() + 60 * 60_000))
  await submitAttempt(payload, user, attempt.attemptId, {}, new Date(at.getTime() + 90 * 60_000))
  if (index === 0) {
    firstAttempt.push(attempt.attemptId)
    firstUser.id = user.id
  }
}
console.log(`Set up in ${Math.round(ms(started) / 1000)} s.`)

const objector = await payload.findByID({ collection: 'users', id: firstUser.id, overrideAccess: true })
const objection = await objectToKey(
  payload,
  objector,
  {
    attemptId: firstAttempt[0],
    questionId: String(questionIds[0]),
    kind: 'key',
    proposedOption: 'B',
    reason: 'Option B is the one the 2024 notification gives; the key says A.',
  },
  'en',
)
if (objection.status !== 200) throw new Error(JSON.stringify(objection.body))
const { docs: reviews } = await payload.find({ collection: 'key-reviews', limit: 1, overrideAccess: true })
const editorUser = await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })

// The project: the decision, the job, the rank list read again.
started = performance.now()
await payload.update({
  collection: 'key-reviews',
  id: reviews[0]!.id,
  data: { decision: 'change-key', newKey: 'B', note: 'The 2024 notification gives B: the key changes.' },
  overrideAccess: false,
  user: editorUser,
})
const decideMs = ms(started)
started = performance.now()
await payload.jobs.run({ queue: 'default' })
const jobMs = ms(started)
const stored = await payload.findByID({ collection: 'tests', id: test.id, depth: 0, overrideAccess: true })
started = performance.now()
// The rank list's own query (the page caches it under the test's tag, which the job expires).
const ranks = await readWindowEntries(databaseOf(payload), test.id, windowOf(stored.window)!)
const rankMs = ms(started)
const projectScores = new Map(
  (
    await payload.find({
      collection: 'attempts',
      where: { test: { equals: test.id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { score: true },
    })
  ).docs.map((attempt) => [String(attempt.id), attempt.score]),
)

// The reference: the same re-scoring, bare, on the same file.
const client = createClient({ url: `file:${file}` })
await client.execute('PRAGMA busy_timeout = 5000')
started = performance.now()
const keyRows = await client.execute({
  sql: `SELECT id, correct_option, dropped FROM questions WHERE id IN (${questionIds.map(() => '?').join(',')})`,
  args: questionIds,
})
const key = new Map(
  keyRows.rows.map((row) => [
    String(row.id),
    { correct: row.correct_option as OptionLetter, explanation: { en: '', pa: '' }, isDropped: Boolean(row.dropped) },
  ]),
)
const attemptRows = await client.execute({
  sql: `SELECT id, paper FROM attempts WHERE test_id = ? AND status != 'in-progress'`,
  args: [test.id],
})
const answerRows = await client.execute({
  sql: `SELECT a.attempt_id, a.question_id, a.option, a.time_spent FROM attempt_answers a JOIN attempts t ON t.id = a.attempt_id WHERE t.test_id = ?`,
  args: [test.id],
})
const responses = new Map<string, Record<string, { option: OptionLetter | null; timeSpent: number }>>()
for (const row of answerRows.rows) {
  const of = responses.get(String(row.attempt_id)) ?? {}
  of[String(row.question_id)] = { option: (row.option as OptionLetter | null) ?? null, timeSpent: Number(row.time_spent ?? 0) }
  responses.set(String(row.attempt_id), of)
}
const statements = attemptRows.rows.map((row) => {
  const { summary, breakdown } = splitScore(scorePaper(JSON.parse(String(row.paper)), key, responses.get(String(row.id)) ?? {}))
  return {
    sql: 'UPDATE attempts SET score = ?, max_score = ?, result = ?, breakdown = ? WHERE id = ?',
    args: [summary.score, summary.maxScore, JSON.stringify(summary), JSON.stringify(breakdown), row.id as number],
  }
})
await client.batch(statements, 'write')
const referenceMs = ms(started)
const mismatches = attemptRows.rows.filter((row) => {
  const score = statements.find((statement) => statement.args[4] === row.id)!.args[0]
  return projectScores.get(String(row.id)) !== score
}).length

console.log(`
Re-score after an accepted objection: ${attemptRows.rows.length} attempts × ${QUESTIONS} questions, SQLite
| Step | Project | Reference (bare libsql, same file) | Ratio |
| --- | --- | --- | --- |
| The decision saved (key changed, audit, job queued) | ${decideMs} ms | | |
| The re-scoring job | ${jobMs} ms | ${referenceMs} ms | ${(jobMs / referenceMs).toFixed(1)}x the reference's time |
| The rank list read again (${ranks.length} ranked) | ${rankMs} ms | | |
Scores differing between project and reference: ${mismatches}
`)
client.close()
await payload.destroy()
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
