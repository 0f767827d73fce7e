import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { objectToKey } from '@/features/test-engine/key-objections.server'
import { loadLeaderboard } from '@/features/test-engine/mock-window.server'
import { findResult, startAttempt } from '@/features/test-engine/public.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import type { OptionLetter } from '@/domain/test-engine/types'
import type { KeyReview, Question, User } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'
import { sessionToken } from '../helpers/sessions'
import { takeTest } from '../helpers/take-test'

// A real SMTP server on loopback receives the objectors' e-mails.
const { mailbox } = await vi.hoisted(async () => {
  const { startMailbox } = await import('../helpers/mailbox')
  const mailbox = await startMailbox()
  process.env.SMTP_URL = mailbox.url
  process.env.EMAIL_FROM = 'no-reply@pcs.test'
  process.env.SERVER_URL = 'https://pcs.test'
  return { mailbox }
})

// Next's data cache lives in the Next server; here the rank list is read fresh.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/**
 * Answer-key objections (issue 18, item 3; ADR 046) on a real database (SQLite here, PostgreSQL when
 * TEST_DATABASE_URL is set): an All-Punjab mock on Sunday 22 November 2026, 10:00–12:00 IST, +2 / −0.5,
 * taking objections until Sunday 29 November 23:59 IST. The key is A, A, A, A.
 */
const ist = (day: string, time: string) => new Date(`2026-11-${day}T${time}+05:30`)
const SLUG = 'objections-mock'
const DURING = ist('24', '09:00:00')

let payload: Payload
let editor: User
const questions: Question[] = []
const people = {} as Record<'amrit' | 'baljit' | 'charan' | 'outsider', User>
const attempts = {} as Record<'amrit' | 'baljit' | 'charan', string>

const answersOf = (options: (OptionLetter | null)[]) =>
  options.flatMap((option, index) => (option ? [[questions[index]!.id, option] as [number, OptionLetter]] : []))

const object = (user: User, body: Record<string, unknown>, now = DURING) => objectToKey(payload, user, body, 'en', now)
const reason = 'The Anandpur Sahib Resolution was adopted in 1973, as the Akali Dal’s own record shows.'

const scoreOf = async (attemptId: string) =>
  (await payload.findByID({ collection: 'attempts', id: attemptId, depth: 0, overrideAccess: true })).score
const reviewOf = async (question: Question): Promise<KeyReview> =>
  (await payload.find({ collection: 'key-reviews', where: { question: { equals: question.id } }, depth: 0, overrideAccess: true })).docs[0]!
const decide = (review: KeyReview, data: Partial<KeyReview>) =>
  payload.update({ collection: 'key-reviews', id: review.id, data, overrideAccess: false, user: editor })

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { supportEmail: 'help@pcs.test', phone: '+91 98140 52600' },
    overrideAccess: true,
  })
  for (const topic of ['Anandpur Sahib Resolution', 'Punjabi Suba', 'Green Revolution', 'Bhakra Dam'])
    questions.push(
      await payload.create({
        collection: 'questions',
        data: {
          stem: `In which year did the event known as the ${topic} take place?`,
          options: ['1973', '1966', '1965', '1963'].map((text) => ({ text })),
          correctOption: 'A',
          explanation: `The ${topic}: see the key.`,
          oneLanguage: true,
        },
        overrideAccess: true,
      }),
    )
  await payload.create({
    collection: 'tests',
    data: {
      title: 'All-Punjab GS Mock 7',
      slug: SLUG,
      kind: 'gs-prelims',
      durationMinutes: 120,
      attemptsAllowed: 2,
      marksPerCorrect: 2,
      negativeMarks: 0.5,
      isFree: true,
      solutionsVisibility: 'immediately',
      window: {
        startsAt: ist('22', '10:00:00').toISOString(),
        lateEntryUntil: ist('22', '10:30:00').toISOString(),
        endsAt: ist('22', '12:00:00').toISOString(),
        objectionsUntil: ist('29', '23:59:00').toISOString(),
      },
      sections: [{ title: 'Punjab', questions: questions.map((question) => question.id) }],
      _status: 'published',
    } as never,
    overrideAccess: true,
  })
  const person = (name: string, email: string) => createUser(payload, { email, password: 'Objection#2026', name, role: 'candidate' })
  people.amrit = await person('Amritpal Kaur', 'amrit@objections.test')
  people.baljit = await person('Baljit Singh', 'baljit@objections.test')
  people.charan = await person('Charanjit Gill', 'charan@objections.test')
  people.outsider = await person('Outsider Singh', 'outsider@objections.test')
  editor = await createUser(payload, { email: 'editor@objections.test', password: 'Objection#2026', name: 'Key Editor', role: 'editor' })
  const sit = (user: User, options: (OptionLetter | null)[], minutes: number) =>
    takeTest(payload, user, SLUG, answersOf(options), { startedAt: ist('22', '10:00:00'), submittedAt: ist('22', `1${minutes}:00:00`) })
  attempts.amrit = await sit(people.amrit, ['A', 'B', 'A', 'A'], 1) // 2 − 0.5 + 2 + 2 = 5.5
  attempts.baljit = await sit(people.baljit, ['A', 'A', 'A', null], 1) // 6
  attempts.charan = await sit(people.charan, ['A', 'B', 'B', null], 1) // 2 − 0.5 − 0.5 = 1
}, 120_000)

describe('sending an objection', () => {
  it('is refused before the window closes and after the objection period, saying when', async () => {
    const body = { attemptId: attempts.amrit, questionId: String(questions[1]!.id), kind: 'key', proposedOption: 'B', reason }
    expect(await object(people.amrit, body, ist('22', '11:30:00'))).toEqual({
      status: 409,
      body: { message: 'Objections open when the window closes, at 22 Nov 2026 at 12:00 pm IST.' },
    })
    expect(await object(people.amrit, body, ist('30', '00:00:00'))).toEqual({
      status: 409,
      body: { message: 'Objections to this test closed at 29 Nov 2026 at 11:59 pm IST.' },
    })
  })

  it('checks each field and answers beside it', async () => {
    const refused = await object(people.amrit, {
      attemptId: attempts.amrit,
      questionId: String(questions[1]!.id),
      kind: 'key',
      reason: 'Wrong.',
    })
    expect(refused).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          proposedOption: 'Choose the answer you believe is correct.',
          reason: 'Write at least 20 characters, so staff can check your reasoning.',
        },
      },
    })
    const noKind = await object(people.amrit, { attemptId: attempts.amrit, questionId: String(questions[1]!.id), reason })
    expect(noKind).toMatchObject({
      status: 400,
      body: { fieldErrors: { kind: 'Choose what you object to: the answer key or the question’s wording.' } },
    })
  })

  it('takes objections only to questions of the candidate’s own finished attempt', async () => {
    const notYours = { status: 404, body: { message: 'Only questions of your own finished attempts can be objected to.' } }
    const valid = { questionId: String(questions[1]!.id), kind: 'key', proposedOption: 'B', reason }
    expect(await object(people.outsider, { ...valid, attemptId: attempts.amrit })).toEqual(notYours)
    const otherQuestion = await payload.create({
      collection: 'questions',
      data: { stem: 'Not on the paper', options: ['1', '2', '3', '4'].map((text) => ({ text })), correctOption: 'A', oneLanguage: true },
      overrideAccess: true,
    })
    expect(await object(people.amrit, { ...valid, attemptId: attempts.amrit, questionId: String(otherQuestion.id) })).toEqual(notYours)
    expect(await payload.count({ collection: 'key-objections', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('stores one objection per candidate and question, grouped for staff by question with the count and the proposals', async () => {
    const onKey = (user: User, attemptId: string, proposedOption: OptionLetter) =>
      object(user, {
        attemptId,
        questionId: String(questions[1]!.id),
        kind: 'key',
        proposedOption,
        reason,
        source: 'Punjab Year Book 2024, p. 112',
      })
    expect(await onKey(people.amrit, attempts.amrit, 'B')).toEqual({
      status: 200,
      body: { sent: true, objection: { kind: 'key', status: 'open', note: null } },
    })
    expect(await onKey(people.charan, attempts.charan, 'B')).toMatchObject({ status: 200, body: { sent: true } })
    expect(await onKey(people.baljit, attempts.baljit, 'C')).toMatchObject({ status: 200, body: { sent: true } })
    // Sent again: nothing stored twice, and the candidate is told.
    expect(await onKey(people.amrit, attempts.amrit, 'C')).toMatchObject({
      status: 200,
      body: { sent: false, objection: { status: 'open' } },
    })

    const review = await reviewOf(questions[1]!)
    expect(review).toMatchObject({
      title: 'Question 2 · All-Punjab GS Mock 7',
      objectionCount: 3,
      proposals: 'B: 2 · C: 1',
      keyAtFirstObjection: 'A',
      status: 'open',
    })
    expect(
      await object(people.baljit, { attemptId: attempts.baljit, questionId: String(questions[2]!.id), kind: 'wording', reason }),
    ).toMatchObject({
      status: 200,
      body: { sent: true },
    })
    expect(
      await object(people.charan, {
        attemptId: attempts.charan,
        questionId: String(questions[3]!.id),
        kind: 'key',
        proposedOption: 'C',
        reason,
      }),
    ).toMatchObject({ status: 200, body: { sent: true } })
  })

  it('at the route: refuses a visitor and another site, and answers a candidate in the page’s language', async () => {
    const { POST } = await import('@/app/api/objections/route')
    const call = (body: Record<string, unknown>, headers: Record<string, string>) =>
      POST(
        new Request('http://localhost:3000/api/objections?lang=pa', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      )
    const body = { attemptId: attempts.amrit, questionId: String(questions[0]!.id), kind: 'key', reason: 'ਛੋਟਾ' }
    expect((await call(body, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(401)
    const token = await sessionToken(payload, 'amrit@objections.test', 'Objection#2026')
    expect((await call(body, { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    const refused = await call(body, { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      message: 'ਹੇਠਾਂ ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨੇ ਜਾਂਚੋ।',
      fieldErrors: { proposedOption: 'ਉਹ ਉੱਤਰ ਚੁਣੋ ਜੋ ਤੁਹਾਡੇ ਅਨੁਸਾਰ ਸਹੀ ਹੈ।', reason: 'ਘੱਟੋ-ਘੱਟ 20 ਅੱਖਰ ਲਿਖੋ, ਤਾਂ ਜੋ ਸਟਾਫ਼ ਤੁਹਾਡਾ ਤਰਕ ਜਾਂਚ ਸਕੇ।' },
    })
  })

  it('shows the candidate the period and their own objection under the question', async () => {
    const result = await findResult(payload, people.amrit, attempts.amrit, 'en', DURING)
    if (result.kind !== 'result') throw new Error('no result')
    expect(result.view.objections).toEqual({
      isOpen: true,
      closesAt: ist('29', '23:59:00').toISOString(),
      mine: { [String(questions[1]!.id)]: { kind: 'key', status: 'open', note: null } },
    })
  })

  it('takes objections that arrive at the same moment: the question gets one entry, and each is counted', async () => {
    const sent = await Promise.all(
      (['amrit', 'baljit', 'charan'] as const).map((who) =>
        object(people[who], { attemptId: attempts[who], questionId: String(questions[0]!.id), kind: 'wording', reason }),
      ),
    )
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await reviewOf(questions[0]!)).toMatchObject({ objectionCount: 3, proposals: 'wording: 3' })
  })

  it('keeps objections, the staff queue and the audit trail from candidates', async () => {
    for (const collection of ['key-objections', 'key-reviews', 'key-changes'] as const) {
      await expect(payload.find({ collection, overrideAccess: false, user: people.amrit })).rejects.toMatchObject({ status: 403 })
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    }
    const review = await reviewOf(questions[1]!)
    await expect(
      payload.update({
        collection: 'key-reviews',
        id: review.id,
        data: { decision: 'reject', note: 'Candidates cannot decide.' },
        overrideAccess: false,
        user: people.amrit,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('staff decide', () => {
  it('refuses a decision without a note, or a “new” key that is the key already, naming the field', async () => {
    const review = await reviewOf(questions[1]!)
    await expect(decide(review, { decision: 'change-key', newKey: 'B', note: '' })).rejects.toMatchObject({
      data: { errors: [{ path: 'note', message: expect.stringContaining('Write a note of at least 10 characters') }] },
    })
    await expect(decide(review, { decision: 'change-key', newKey: 'A', note: 'The key is right as it is.' })).rejects.toMatchObject({
      data: { errors: [{ path: 'newKey', message: 'That is the key already. Choose another answer, or reject the objections.' }] },
    })
    expect((await reviewOf(questions[1]!)).status).toBe('open')
    // A status set by hand, without a decision, does not stick: only a decision decides.
    expect(await decide(review, { status: 'accepted', decidedAt: '2020-01-01T00:00:00.000Z' })).toMatchObject({
      status: 'open',
      decidedAt: null,
    })
  })

  it('changing the key re-scores and re-ranks every attempt through the job, records who did it, and tells each objector', async () => {
    const before = await loadLeaderboard(payload, null, SLUG, 'en', DURING)
    expect(before?.ranks?.top.map((row) => row.score)).toEqual([6, 5.5, 1])

    const review = await reviewOf(questions[1]!)
    const note = 'The Resolution was adopted in 1973 (Punjab Year Book 2024, p. 112): B is correct.'
    const decided = await decide(review, { decision: 'change-key', newKey: 'B', note })
    expect(decided).toMatchObject({ status: 'accepted', decidedBy: expect.objectContaining({ id: editor.id }) })
    expect((await payload.findByID({ collection: 'questions', id: questions[1]!.id, overrideAccess: true })).correctOption).toBe('B')
    const objections = await payload.find({ collection: 'key-objections', where: { review: { equals: review.id } }, overrideAccess: true })
    expect(objections.docs.map((objection) => [objection.status, objection.staffNote])).toEqual([
      ['accepted', note],
      ['accepted', note],
      ['accepted', note],
    ])
    const trail = await payload.find({
      collection: 'key-changes',
      where: { question: { equals: questions[1]!.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(trail.docs).toEqual([
      expect.objectContaining({
        kind: 'key-changed',
        previousKey: 'A',
        newKey: 'B',
        changedBy: editor.id,
        via: 'objections',
        review: review.id,
        note,
        rescored: true,
      }),
    ])

    // The attempts are scored again by the queue, not by staff's request.
    expect(await scoreOf(attempts.amrit)).toBe(5.5)
    await payload.jobs.run({ queue: 'default' })
    expect([await scoreOf(attempts.amrit), await scoreOf(attempts.baljit), await scoreOf(attempts.charan)]).toEqual([8, 3.5, 3.5])
    const after = await loadLeaderboard(payload, people.amrit, SLUG, 'en', DURING)
    expect(after?.ranks?.top.map((row) => [row.rank, row.score, row.isOwn])).toEqual([
      [1, 8, true],
      [2, 3.5, false],
      [2, 3.5, false],
    ])

    const mail = await mailbox.waitFor('charan@objections.test', { subject: /question 2/ })
    expect(mail.subject).toBe('All-Punjab GS Mock 7: your objection to question 2')
    expect(mail.text).toContain('its correct answer is now B')
    expect(mail.text).toContain(`Staff’s note: ${note}`)
    expect(mail.text).toContain(`https://pcs.test/result?attempt=${attempts.charan}`)
    await mailbox.waitFor('amrit@objections.test', { subject: /question 2/ })
    await mailbox.waitFor('baljit@objections.test', { subject: /question 2/ })
    // A job run again writes to nobody twice.
    const sent = mailbox.messages.length
    await payload.jobs.run({ queue: 'default' })
    expect(mailbox.messages.length).toBe(sent)

    const result = await findResult(payload, people.amrit, attempts.amrit, 'en', DURING)
    if (result.kind !== 'result') throw new Error('no result')
    expect(result.view.objections?.mine[String(questions[1]!.id)]).toEqual({ kind: 'key', status: 'accepted', note })
  })

  it('a decision stands: changing it is refused, and a new objection to the question is too', async () => {
    const review = await reviewOf(questions[1]!)
    await expect(decide(review, { decision: 'reject', note: 'Changing our mind later.' })).rejects.toMatchObject({
      data: { errors: [{ path: 'decision', message: expect.stringContaining('a decision stands') }] },
    })
    // Nor can who decided, or when, be rewritten through the API.
    const rewritten = await decide(review, { decidedBy: people.amrit.id, decidedAt: '2020-01-01T00:00:00.000Z', status: 'rejected' })
    expect(rewritten).toMatchObject({
      status: 'accepted',
      decidedBy: expect.objectContaining({ id: editor.id }),
      decidedAt: review.decidedAt,
    })
    const late = await createUser(payload, {
      email: 'late@objections.test',
      password: 'Objection#2026',
      name: 'Late Kaur',
      role: 'candidate',
    })
    const lateAttempt = await takeTest(payload, late, SLUG, answersOf(['A', 'A', 'A', 'A']), { startedAt: ist('23', '10:00:00') })
    expect(
      await object(late, { attemptId: lateAttempt, questionId: String(questions[1]!.id), kind: 'key', proposedOption: 'A', reason }),
    ).toEqual({ status: 409, body: { message: 'Staff have already decided on question 2; reload the page to see the decision.' } })
  })

  it('dropping a question gives every candidate its marks, whatever they answered', async () => {
    const review = await reviewOf(questions[2]!)
    await decide(review, {
      decision: 'drop-question',
      note: 'Both 1965 and 1966 are defended by standard sources: the question is dropped.',
    })
    await payload.jobs.run({ queue: 'default' })
    // Charan had answered B (wrong): now +2 instead of −0.5.
    expect([await scoreOf(attempts.amrit), await scoreOf(attempts.baljit), await scoreOf(attempts.charan)]).toEqual([8, 3.5, 6])
    const result = await findResult(payload, people.charan, attempts.charan, 'en', DURING)
    if (result.kind !== 'result') throw new Error('no result')
    expect(result.view.score.dropped).toBe(1)
    expect(result.view.review?.[2]).toMatchObject({ isDropped: true, outcome: 'correct', chosen: 'B' })
    const mail = await mailbox.waitFor('baljit@objections.test', { subject: /question 3/ })
    expect(mail.text).toContain('the question is dropped, and every candidate gets its marks')
  })

  it('rejecting keeps the key and the scores, and is recorded with the note', async () => {
    const review = await reviewOf(questions[3]!)
    const note = 'The Bhakra Dam was completed in 1963; A is correct.'
    await decide(review, { decision: 'reject', note })
    await payload.jobs.run({ queue: 'default' })
    expect([await scoreOf(attempts.amrit), await scoreOf(attempts.baljit), await scoreOf(attempts.charan)]).toEqual([8, 3.5, 6])
    const trail = await payload.find({
      collection: 'key-changes',
      where: { question: { equals: questions[3]!.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(trail.docs).toEqual([
      expect.objectContaining({ kind: 'objections-rejected', previousKey: 'A', newKey: 'A', changedBy: editor.id, note }),
    ])
    const mail = await mailbox.waitFor('charan@objections.test', { subject: /question 4/ })
    expect(mail.text).toContain('its answer key stands')
    expect(mail.text).not.toContain('scored again')
  })
})

describe('versioned keys', () => {
  it('a key edited on the question leaves finished attempts as they were scored, unless staff tick re-score', async () => {
    await payload.update({
      collection: 'questions',
      id: questions[0]!.id,
      data: { correctOption: 'D' },
      overrideAccess: false,
      user: editor,
    })
    await payload.jobs.run({ queue: 'default' })
    expect(await scoreOf(attempts.amrit)).toBe(8)
    // The review agrees with the marks: it shows the key the attempt was scored against.
    const kept = await findResult(payload, people.amrit, attempts.amrit, 'en', DURING)
    if (kept.kind !== 'result') throw new Error('no result')
    expect(kept.view.review?.[0]).toMatchObject({ correct: 'A', outcome: 'correct' })
    const edits = await payload.find({
      collection: 'key-changes',
      where: { question: { equals: questions[0]!.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(edits.docs).toEqual([
      expect.objectContaining({ previousKey: 'A', newKey: 'D', via: 'question-form', changedBy: editor.id, rescored: false }),
    ])

    await payload.update({
      collection: 'questions',
      id: questions[0]!.id,
      data: { correctOption: 'A', rescoreFinished: true },
      overrideAccess: false,
      user: editor,
    })
    const question = await payload.findByID({ collection: 'questions', id: questions[0]!.id, overrideAccess: true })
    expect(question.rescoreFinished).toBe(false)
    await payload.update({
      collection: 'questions',
      id: questions[0]!.id,
      data: { correctOption: 'C', rescoreFinished: true },
      overrideAccess: false,
      user: editor,
    })
    await payload.jobs.run({ queue: 'default' })
    expect(await scoreOf(attempts.amrit)).toBe(5.5)
    const rescored = await findResult(payload, people.amrit, attempts.amrit, 'en', DURING)
    if (rescored.kind !== 'result') throw new Error('no result')
    expect(rescored.view.review?.[0]).toMatchObject({ correct: 'C', outcome: 'wrong' })
  })

  it('an attempt is taken on the question as it was when it started: an edit mid-paper changes neither its text nor its key', async () => {
    const editing = await createUser(payload, {
      email: 'versions@objections.test',
      password: 'Objection#2026',
      name: 'Versions Kaur',
      role: 'candidate',
    })
    const started = await startAttempt(payload, editing, SLUG, 'en', ist('24', '10:00:00'))
    if (!started.ok) throw new Error(started.message)
    const question = questions[3]!
    // Staff reword question 4 and swap its first two options while the candidate is writing.
    await payload.update({
      collection: 'questions',
      id: question.id,
      data: {
        stem: 'Reworded: the year the Bhakra Dam was dedicated to the nation?',
        options: ['1966', '1973', '1965', '1963'].map((text) => ({ text })),
        correctOption: 'D',
      },
      overrideAccess: false,
      user: editor,
    })
    await saveAnswers(
      payload,
      editing,
      started.attemptId,
      { changes: [{ questionId: String(question.id), option: 'A', marked: false, visited: true, timeSpent: 20, seq: 1 }] },
      ist('24', '10:05:00'),
    )
    await submitAttempt(payload, editing, started.attemptId, {}, ist('24', '10:10:00'))
    // Scored against the key the paper had when it started (A), and reviewed in its words then.
    const result = await findResult(payload, editing, started.attemptId, 'en', ist('24', '10:11:00'))
    if (result.kind !== 'result') throw new Error('no result')
    expect(result.view.review?.[3]).toMatchObject({
      stem: 'In which year did the event known as the Bhakra Dam take place?',
      options: ['1973', '1966', '1965', '1963'],
      chosen: 'A',
      correct: 'A',
      outcome: 'correct',
    })
    // A candidate starting now gets the new words.
    const later = await createUser(payload, {
      email: 'versions-later@objections.test',
      password: 'Objection#2026',
      name: 'Later Singh',
      role: 'candidate',
    })
    const laterAttempt = await takeTest(payload, later, SLUG, [[question.id, 'D']], { startedAt: ist('24', '11:00:00') })
    const laterResult = await findResult(payload, later, laterAttempt, 'en', ist('24', '11:01:00'))
    if (laterResult.kind !== 'result') throw new Error('no result')
    expect(laterResult.view.review?.[3]).toMatchObject({
      stem: 'Reworded: the year the Bhakra Dam was dedicated to the nation?',
      correct: 'D',
      outcome: 'correct',
    })
  })
})
