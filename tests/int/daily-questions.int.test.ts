import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { answerDailyQuestion } from '@/features/daily-questions/answer-daily-question.server'
import { readArchiveMonth, readLatestQuestion, readQuestionOfDay } from '@/features/daily-questions/daily-question-pages.server'
import { readOwnMcqAnswer, readOwnStates, readOwnSubmission } from '@/features/daily-questions/own-answers.server'
import { submitWrittenAnswer } from '@/features/daily-questions/submit-written-answer.server'
import { addDays } from '@/lib/days'
import type { ReadScope } from '@/features/content/previewable.server'
import type { AnswerSubmission, DailyQuestion, User } from '@/payload-types'
import { dailyQuestions, demoDailyAnswers } from '@/seed/content/daily-questions'
import { demoAccounts } from '@/seed/content/site'
import { createUser, indianCalendarDay } from '@/seed/factories'
import { seedDatabase } from '@/seed/seed'

import { getTestPayload } from '../helpers/payload'

/**
 * Question of the Day through its use-cases on a real database: the MCQ's option statistics and one
 * answer per candidate, written answers within the word limit and only once, staff evaluation with
 * its marks range, and who may read what (a candidate only their own, a visitor nothing).
 */
const now = new Date('2026-11-22T06:00:00.000Z')
const today = '2026-11-22'
let payload: Payload
let visitor: ReadScope
const people = {} as Record<'asha' | 'baljit' | 'charan' | 'daljit' | 'ekam' | 'fateh' | 'gagan' | 'harleen' | 'racer', User>
let editor: User
let admin: User
let mcqToday: DailyQuestion
let mainsYesterday: DailyQuestion
let mainsStubble: DailyQuestion
let future: DailyQuestion
let draft: DailyQuestion

const as = (user: User) => ({ ...user, collection: 'users' as const })
const seedOf = (key: string) => dailyQuestions.find((entry) => entry.key === key)!
const questionTitled = async (title: string) =>
  (await payload.find({ collection: 'daily-questions', where: { title: { equals: title } }, limit: 1, depth: 0, overrideAccess: true }))
    .docs[0]!
const words = (count: number) => Array.from({ length: count }, (_, index) => (index % 2 ? 'ਪਾਣੀ' : 'groundwater')).join(' ')

/** 'allowed' or 'denied' for a Local API call made as someone. */
async function attempt(call: () => Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await call()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404 || (error as Error).name === 'Forbidden') return 'denied'
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDatabase(payload, { demoAccounts: true, now })
  visitor = { payload, draft: false }
  for (const name of Object.keys({
    asha: 0,
    baljit: 0,
    charan: 0,
    daljit: 0,
    ekam: 0,
    fateh: 0,
    gagan: 0,
    harleen: 0,
    racer: 0,
  }) as (keyof typeof people)[]) {
    people[name] = await createUser(payload, {
      email: `${name}@qotd.test`,
      password: 'Qotd#Test2026',
      name: `${name[0]!.toUpperCase()}${name.slice(1)} Kaur`,
      role: 'candidate',
    })
  }
  editor = await createUser(payload, { email: 'editor@qotd.test', password: 'Qotd#Test2026', name: 'Navdeep Sandhu', role: 'editor' })
  admin = await createUser(payload, { email: 'admin@qotd.test', password: 'Qotd#Test2026', name: 'Ravinder Gill', role: 'admin' })
  mcqToday = await questionTitled(seedOf('qotd-msp-approval').title.en)
  mainsYesterday = await questionTitled(seedOf('qotd-groundwater-depletion').title.en)
  mainsStubble = await questionTitled(seedOf('qotd-stubble-burning').title.en)
  future = await payload.create({
    collection: 'daily-questions',
    data: {
      title: 'Tomorrow’s question',
      date: indianCalendarDay(now, -1),
      kind: 'mcq',
      question: mcqToday.question as number,
      _status: 'published',
    },
    overrideAccess: true,
  })
  draft = await payload.create({
    collection: 'daily-questions',
    data: {
      title: 'Draft question',
      date: indianCalendarDay(now, 12),
      kind: 'mains',
      prompt: 'Not ready yet.',
      wordLimit: 150,
      marks: 10,
      _status: 'draft',
    },
    draft: true,
    overrideAccess: true,
  })
}, 180_000)

describe('the pages’ reads', () => {
  it('shows today’s question, never a later one or a draft, and an MCQ without its key', async () => {
    const latest = await readLatestQuestion(visitor, today)
    expect(latest).toMatchObject({
      id: String(mcqToday.id),
      day: today,
      kind: 'mcq',
      title: { en: 'Who fixes the MSP?', pa: 'ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਕੌਣ ਤੈਅ ਕਰਦਾ ਹੈ?' },
    })
    expect(latest!.mcq!.options.map((option) => option.en)).toEqual(['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2'])
    const page = JSON.stringify(latest)
    expect(page).not.toContain('Both are correct')
    expect(page).not.toMatch(/correctOption|explanation/)

    expect(await readQuestionOfDay(visitor, addDays(today, 1), today)).toBeNull()
    expect(await readQuestionOfDay(visitor, addDays(today, 1), addDays(today, 1))).toMatchObject({ id: String(future.id) })
    expect(await readQuestionOfDay(visitor, addDays(today, -12), today)).toBeNull()
  })

  it('reads a Mains question with its paper, marks and word limit but not its guidance', async () => {
    const question = await readQuestionOfDay(visitor, addDays(today, -1), today)
    expect(question).toMatchObject({ kind: 'mains', mcq: null, mains: { paper: 'GS Paper III', wordLimit: 250, marks: 15 } })
    expect(question!.mains!.prompt.pa).toContain('ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ')
    expect(JSON.stringify(question)).not.toContain('Central Ground Water Board')
  })

  it('lists a month of the archive newest first, up to today, with the nearest older and newer days', async () => {
    const november = await readArchiveMonth(visitor, '2026-11', today)
    expect(november.entries.map((entry) => entry.day)).toEqual(Array.from({ length: 10 }, (_, index) => addDays(today, -index)))
    expect(november.entries.map((entry) => entry.kind)).toEqual([
      'mcq',
      'mains',
      'mcq',
      'mains',
      'mcq',
      'mains',
      'mcq',
      'mains',
      'mcq',
      'mains',
    ])
    expect(november).toMatchObject({ older: null, newer: null })

    await payload.create({
      collection: 'daily-questions',
      data: {
        title: 'October question',
        date: '2026-10-30T12:00:00.000Z',
        kind: 'mcq',
        question: mcqToday.question as number,
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect((await readArchiveMonth(visitor, '2026-11', today)).older).toBe('2026-10-30')
    const october = await readArchiveMonth(visitor, '2026-10', today)
    expect(october).toMatchObject({ month: '2026-10', older: null, newer: addDays(today, -9) })
    expect(october.entries.map((entry) => entry.title.en)).toEqual(['October question'])
  })
})

describe('an MCQ question of the day', () => {
  it('counts each option’s share among the candidates who answered, and says how many answered', async () => {
    const choices = { asha: 'A', baljit: 'C', charan: 'C', daljit: 'B', ekam: 'C' } as const
    for (const [name, option] of Object.entries(choices)) {
      const outcome = await answerDailyQuestion(payload, people[name as keyof typeof choices], String(mcqToday.id), { option }, now)
      expect(outcome.status).toBe(200)
    }
    const last = await answerDailyQuestion(payload, people.fateh, String(mcqToday.id), { option: 'C' }, now)
    expect(last).toMatchObject({ status: 200, body: { outcome: 'recorded', chosen: 'C', reveal: { correct: 'C', answered: 6 } } })
    if (last.status !== 200) throw new Error('not answered')
    expect(last.body.reveal.shares.map((share) => [share.option, share.count, share.percent])).toEqual([
      ['A', 1, 17],
      ['B', 1, 17],
      ['C', 4, 66],
      ['D', 0, 0],
    ])
    expect(last.body.reveal.explanation.en).toMatch(/^Both are correct/)
    expect(last.body.reveal.explanation.pa).toMatch(/^ਦੋਵੇਂ ਕਥਨ ਸਹੀ ਹਨ/)
  })

  it('shows a visitor the reveal without storing or counting their answer', async () => {
    const before = (await payload.count({ collection: 'daily-question-answers', overrideAccess: true })).totalDocs
    const outcome = await answerDailyQuestion(payload, null, String(mcqToday.id), { option: 'D' }, now)
    expect(outcome).toMatchObject({ status: 200, body: { outcome: 'not-recorded', chosen: 'D', reveal: { correct: 'C', answered: 6 } } })
    expect((await payload.count({ collection: 'daily-question-answers', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('keeps a candidate’s first answer: a second is refused and shows the first', async () => {
    const again = await answerDailyQuestion(payload, people.asha, String(mcqToday.id), { option: 'C' }, now)
    expect(again).toMatchObject({
      status: 409,
      body: {
        outcome: 'already-answered',
        chosen: 'A',
        message: 'You have already answered this question: your first answer, option A, is the one that counts.',
      },
    })
    const stored = await payload.find({
      collection: 'daily-question-answers',
      where: { candidate: { equals: people.asha.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.docs.map((doc) => doc.option)).toEqual(['A'])
    expect(await readOwnMcqAnswer(payload, people.asha, mcqToday)).toMatchObject({ chosen: 'A', reveal: { correct: 'C' } })
    expect(await readOwnMcqAnswer(payload, people.gagan, mcqToday)).toBeNull()
  })

  it('lets exactly one of two simultaneous answers in', async () => {
    const outcomes = await Promise.all([
      answerDailyQuestion(payload, people.racer, String(mcqToday.id), { option: 'A' }, now),
      answerDailyQuestion(payload, people.racer, String(mcqToday.id), { option: 'B' }, now),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409])
    const stored = await payload.find({
      collection: 'daily-question-answers',
      where: { candidate: { equals: people.racer.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(1)
    const winner = outcomes.find((outcome) => outcome.status === 200)!.body as { chosen: string }
    expect(stored.docs[0]!.option).toBe(winner.chosen)
  })

  it('refuses what is not an answer to a question that is out', async () => {
    expect(await answerDailyQuestion(payload, people.gagan, String(mcqToday.id), { option: 'E' }, now)).toMatchObject({ status: 400 })
    expect(await answerDailyQuestion(payload, people.gagan, String(mainsYesterday.id), { option: 'A' }, now)).toMatchObject({ status: 400 })
    expect(await answerDailyQuestion(payload, people.gagan, String(future.id), { option: 'A' }, now)).toMatchObject({ status: 404 })
    expect(await answerDailyQuestion(payload, null, String(draft.id), { option: 'A' }, now)).toMatchObject({ status: 404 })
    expect(await answerDailyQuestion(payload, people.gagan, 'abc', { option: 'A' }, now)).toMatchObject({ status: 404 })
    expect(
      (
        await payload.count({
          collection: 'daily-question-answers',
          where: { candidate: { equals: people.gagan.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('a Mains question of the day', () => {
  it('takes a written answer within the word limit once, as submitted, named after the question and the candidate', async () => {
    const empty = await submitWrittenAnswer(payload, people.asha, String(mainsYesterday.id), { answer: ' \n ' }, now)
    expect(empty).toMatchObject({ status: 400, body: { fieldErrors: { answer: 'Write your answer before submitting.' } } })
    const long = await submitWrittenAnswer(payload, people.asha, String(mainsYesterday.id), { answer: words(251) }, now)
    expect(long).toMatchObject({ status: 400, body: { message: 'Your answer has 251 words; the limit is 250. Shorten it by 1 word.' } })

    const answer = `${words(249)} ।\n\nConclusion.`
    const submitted = await submitWrittenAnswer(payload, people.asha, String(mainsYesterday.id), { answer }, now)
    expect(submitted).toMatchObject({
      status: 200,
      body: { submission: { answer, wordCount: 250, status: 'submitted', evaluation: null, submittedAt: now.toISOString() } },
    })
    if (submitted.status !== 200) throw new Error('not submitted')
    expect(submitted.body.submission.guidance?.en).toContain('Central Ground Water Board')
    const stored = await payload.findByID({
      collection: 'answer-submissions',
      id: submitted.body.submission.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ title: 'Groundwater in Punjab: Asha Kaur', status: 'submitted', wordCount: 250 })

    const second = await submitWrittenAnswer(payload, people.asha, String(mainsYesterday.id), { answer: 'A better answer.' }, now)
    expect(second).toMatchObject({ status: 409, body: { submission: { id: submitted.body.submission.id, answer } } })
  })

  it('lets exactly one of two simultaneous submissions in', async () => {
    const outcomes = await Promise.all(
      ['First draft of the answer.', 'Second draft of the answer.'].map((answer) =>
        submitWrittenAnswer(payload, people.racer, String(mainsYesterday.id), { answer }, now),
      ),
    )
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409])
    expect(
      (await payload.count({ collection: 'answer-submissions', where: { candidate: { equals: people.racer.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })

  it('refuses a written answer to an MCQ, to a question not out yet, and to a draft', async () => {
    expect(await submitWrittenAnswer(payload, people.gagan, String(mcqToday.id), { answer: 'Both.' }, now)).toMatchObject({ status: 400 })
    expect(await submitWrittenAnswer(payload, people.gagan, String(draft.id), { answer: 'Early.' }, now)).toMatchObject({ status: 404 })
    expect(await submitWrittenAnswer(payload, people.gagan, String(future.id), { answer: 'Early.' }, now)).toMatchObject({ status: 404 })
  })
})

describe('evaluation by staff', () => {
  let submission: AnswerSubmission

  beforeAll(async () => {
    const outcome = await submitWrittenAnswer(
      payload,
      people.baljit,
      String(mainsStubble.id),
      { answer: 'Farmers burn straw because the window before wheat sowing is short.' },
      now,
    )
    if (outcome.status !== 200) throw new Error('not submitted')
    submission = (await payload.findByID({
      collection: 'answer-submissions',
      id: outcome.body.submission.id,
      depth: 0,
      overrideAccess: true,
    })) as AnswerSubmission
  })

  const evaluate = (user: User, data: Partial<AnswerSubmission>) =>
    payload.update({ collection: 'answer-submissions', id: submission.id, data, depth: 0, overrideAccess: false, user: as(user) })

  it('refuses marks outside 0 to the question’s marks with a message on the field', async () => {
    await expect(evaluate(editor, { marksAwarded: 11 })).rejects.toMatchObject({
      data: { errors: [{ path: 'marksAwarded', message: 'Give at most 10 marks: this question carries 10 marks.' }] },
    })
    await expect(evaluate(editor, { marksAwarded: 6.25 })).rejects.toMatchObject({
      data: { errors: [{ path: 'marksAwarded', message: 'Give whole or half marks, e.g. 6 or 6.5.' }] },
    })
    await expect(evaluate(editor, { marksAwarded: -1 })).rejects.toThrow()
    expect(await payload.findByID({ collection: 'answer-submissions', id: submission.id, depth: 0, overrideAccess: true })).toMatchObject({
      status: 'submitted',
      marksAwarded: null,
    })
  })

  it('marks it evaluated by the staff member who gave the marks, and the candidate sees marks, feedback, evaluator and guidance', async () => {
    const before = Date.now()
    const evaluated = await evaluate(editor, { marksAwarded: 6.5, feedback: 'Add the health cost of smog.' })
    expect(evaluated).toMatchObject({ status: 'evaluated', marksAwarded: 6.5, evaluatedBy: editor.id })
    expect(new Date(evaluated.evaluatedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const seen = await readOwnSubmission(payload, people.baljit, mainsStubble.id)
    expect(seen).toMatchObject({
      status: 'evaluated',
      evaluation: { marksAwarded: 6.5, marks: 10, feedback: 'Add the health cost of smog.', evaluatorName: 'Navdeep Sandhu' },
    })
    expect(seen!.guidance?.pa).toContain('ਕਸਟਮ ਹਾਇਰਿੰਗ')
    expect(await readOwnStates(payload, people.baljit, [String(mainsStubble.id), String(mcqToday.id)])).toEqual({
      [String(mainsStubble.id)]: { kind: 'mains', status: 'evaluated', marksAwarded: 6.5, marks: 10 },
      [String(mcqToday.id)]: { kind: 'mcq', option: 'C' },
    })
  })

  it('records a later change as the new evaluation; status and evaluator cannot be set by hand', async () => {
    const forged = await evaluate(admin, { status: 'submitted', evaluatedBy: people.baljit.id } as Partial<AnswerSubmission>)
    expect(forged).toMatchObject({ status: 'evaluated', evaluatedBy: editor.id })
    const changed = await evaluate(admin, { marksAwarded: 7 })
    expect(changed).toMatchObject({ status: 'evaluated', marksAwarded: 7, evaluatedBy: admin.id })
    const withdrawn = await evaluate(admin, { marksAwarded: null })
    expect(withdrawn).toMatchObject({ status: 'submitted', marksAwarded: null, evaluatedBy: null, evaluatedAt: null })
    expect(await readOwnSubmission(payload, people.baljit, mainsStubble.id)).toMatchObject({ status: 'submitted', evaluation: null })
  })

  it('never changes what the candidate wrote', async () => {
    const edited = await evaluate(editor, { answer: 'Rewritten by staff.', marksAwarded: 5 } as Partial<AnswerSubmission>)
    expect(edited.answer).toBe('Farmers burn straw because the window before wheat sowing is short.')
  })
})

describe('who reads and writes answers', () => {
  it('lets a candidate read only their own submissions and evaluations, and a visitor none', async () => {
    const mine = await payload.find({
      collection: 'answer-submissions',
      overrideAccess: false,
      user: as(people.asha),
      depth: 0,
      limit: 100,
    })
    expect(mine.docs.map((doc) => doc.candidate)).toEqual([people.asha.id])
    const others = await payload.find({
      collection: 'answer-submissions',
      where: { candidate: { not_equals: people.asha.id } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
    expect(
      await attempt(() =>
        payload.findByID({ collection: 'answer-submissions', id: others.docs[0]!.id, overrideAccess: false, user: as(people.asha) }),
      ),
    ).toBe('denied')
    expect(await readOwnSubmission(payload, people.gagan, mainsYesterday.id)).toBeNull()
    await expect(payload.find({ collection: 'answer-submissions', overrideAccess: false })).rejects.toThrow()

    const answers = await payload.find({
      collection: 'daily-question-answers',
      overrideAccess: false,
      user: as(people.daljit),
      depth: 0,
      limit: 100,
    })
    expect(answers.docs.map((doc) => [doc.candidate, doc.option])).toEqual([[people.daljit.id, 'B']])
    await expect(payload.find({ collection: 'daily-question-answers', overrideAccess: false })).rejects.toThrow()
  })

  it('lets no candidate create, edit or mark an answer through the API', async () => {
    const own = (
      await payload.find({
        collection: 'answer-submissions',
        where: { candidate: { equals: people.asha.id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
    const asAsha = { overrideAccess: false, user: as(people.asha) } as const
    expect(
      await attempt(() => payload.update({ collection: 'answer-submissions', id: own.id, data: { marksAwarded: 15 }, ...asAsha })),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.create({
          collection: 'answer-submissions',
          data: {
            candidate: people.asha.id,
            dailyQuestion: mainsStubble.id,
            format: 'typed',
            answer: 'Mine.',
            wordCount: 1,
            submittedAt: now.toISOString(),
            status: 'evaluated',
          },
          ...asAsha,
        }),
      ),
    ).toBe('denied')
    expect(
      await attempt(() =>
        payload.create({
          collection: 'daily-question-answers',
          data: { candidate: people.asha.id, dailyQuestion: future.id, option: 'A' },
          ...asAsha,
        }),
      ),
    ).toBe('denied')
    const answer = (
      await payload.find({
        collection: 'daily-question-answers',
        where: { candidate: { equals: people.asha.id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs[0]!
    expect(
      await attempt(() => payload.update({ collection: 'daily-question-answers', id: answer.id, data: { option: 'C' }, ...asAsha })),
    ).toBe('denied')
    expect(await payload.findByID({ collection: 'answer-submissions', id: own.id, depth: 0, overrideAccess: true })).toMatchObject({
      status: 'submitted',
      marksAwarded: null,
    })
  })
})

describe('the demo seed', () => {
  it('gives the demo candidate one MCQ answer and one written answer evaluated by the admin', async () => {
    const candidate = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: demoAccounts.candidate.email } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    const harike = await questionTitled(seedOf(demoDailyAnswers.mcq.key).title.en)
    expect(await readOwnMcqAnswer(payload, candidate, harike)).toMatchObject({ chosen: 'B', reveal: { correct: 'B' } })
    const seen = await readOwnSubmission(payload, candidate, mainsStubble.id)
    expect(seen).toMatchObject({
      status: 'evaluated',
      evaluation: { marksAwarded: 6.5, marks: 10, evaluatorName: demoAccounts.admin.name, feedback: demoDailyAnswers.written.feedback },
    })
    expect(seen!.wordCount).toBeLessThanOrEqual(150)
  })
})
