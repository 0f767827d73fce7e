import { randomBytes } from 'node:crypto'

import { readAnswerKey } from '@/domain/test-engine/paper.server'
import { optionLetterList, type OptionLetter } from '@/domain/test-engine/types'
import { objectToKey } from '@/features/test-engine/key-objections.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'
import { IST_OFFSET } from '@/lib/indian-day'
import type { LeaderboardName } from '@/lib/leaderboard-names'
import type { District } from '@/lib/punjab-districts'
import type { User } from '@/payload-types'

import { tests } from '../content/tests'
import { createTest, createUser, pairPrelims } from '../factories'
import type { SeedContext } from './context'

type Id = number | string

export const DEMO_WINDOW_SLUG = 'all-punjab-gs-mock-01'

/**
 * The candidates who sat the demo's All-Punjab mock: names from across Punjab, each with a district,
 * how they chose to appear on the leaderboard, and how well they know the paper (the share of questions
 * they get right). Their accounts have random passwords: nobody signs in as them.
 */
export const windowSitters: { name: string; district: District; shown?: LeaderboardName; ability: number }[] = [
  { name: 'Simranjeet Kaur Dhillon', district: 'bathinda', shown: 'name', ability: 0.86 },
  { name: 'Arshdeep Singh Brar', district: 'faridkot', ability: 0.82 },
  { name: 'Navneet Kaur', district: 'ludhiana', shown: 'name', ability: 0.8 },
  { name: 'Manpreet Singh Sidhu', district: 'patiala', shown: 'anonymous', ability: 0.78 },
  { name: 'Jaspreet Kaur Gill', district: 'amritsar', ability: 0.76 },
  { name: 'Harmanpreet Singh', district: 'jalandhar', shown: 'name', ability: 0.74 },
  { name: 'Ramandeep Kaur Sandhu', district: 'sangrur', ability: 0.72 },
  { name: 'Gurjot Singh Virk', district: 'ludhiana', ability: 0.7 },
  { name: 'Amandeep Kaur', district: 'hoshiarpur', shown: 'anonymous', ability: 0.69 },
  { name: 'Karanveer Singh Dhaliwal', district: 'moga', ability: 0.67 },
  { name: 'Prabhjot Kaur Grewal', district: 'ludhiana', shown: 'name', ability: 0.66 },
  { name: 'Rohit Sharma', district: 'pathankot', ability: 0.64 },
  { name: 'Tanvi Bansal', district: 'sahibzada-ajit-singh-nagar', ability: 0.63 },
  { name: 'Sukhwinder Singh Mann', district: 'mansa', ability: 0.61 },
  { name: 'Kiranjit Kaur', district: 'fazilka', shown: 'anonymous', ability: 0.6 },
  { name: 'Ankit Goyal', district: 'barnala', ability: 0.58 },
  { name: 'Mandeep Kaur Randhawa', district: 'gurdaspur', ability: 0.57 },
  { name: 'Lovepreet Singh', district: 'tarn-taran', ability: 0.55 },
  { name: 'Rajwinder Kaur', district: 'ferozepur', shown: 'name', ability: 0.54 },
  { name: 'Vishal Kumar', district: 'kapurthala', ability: 0.52 },
  { name: 'Harpreet Singh Chahal', district: 'fatehgarh-sahib', ability: 0.5 },
  { name: 'Jasleen Kaur Bedi', district: 'rupnagar', ability: 0.49 },
  { name: 'Gagandeep Singh', district: 'ludhiana', ability: 0.47 },
  { name: 'Neha Arora', district: 'shahid-bhagat-singh-nagar', ability: 0.45 },
  { name: 'Balraj Singh Aulakh', district: 'sri-muktsar-sahib', shown: 'anonymous', ability: 0.43 },
  { name: 'Inderjit Kaur', district: 'malerkotla', ability: 0.41 },
  { name: 'Sahil Mehta', district: 'outside-punjab', ability: 0.39 },
  { name: 'Parminder Singh Bajwa', district: 'amritsar', ability: 0.36 },
]

/** A small deterministic generator (mulberry32): the demo's answers are the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const MINUTE = 60_000

/**
 * The last Sunday's 10:00–12:40 IST window (late entry until 10:30) whose list is out by `now`: the
 * demo always has a published leaderboard, whatever day it is seeded on.
 */
export function lastSundayWindow(now: Date) {
  const indianNow = new Date(now.getTime() + IST_OFFSET)
  const sunday = Date.UTC(indianNow.getUTCFullYear(), indianNow.getUTCMonth(), indianNow.getUTCDate() - indianNow.getUTCDay())
  const at = (days: number, hours: number, minutes: number) =>
    new Date(sunday - days * 24 * 60 * MINUTE + (hours * 60 + minutes) * MINUTE - IST_OFFSET)
  // Published two minutes after the close: before then on a Sunday, the Sunday before.
  const weeksBack = at(0, 12, 42).getTime() <= now.getTime() ? 0 : 7
  // Answer-key objections stay open for a week, until the next Sunday's midnight (ADR 046).
  return {
    startsAt: at(weeksBack, 10, 0),
    lateEntryUntil: at(weeksBack, 10, 30),
    endsAt: at(weeksBack, 12, 40),
    objectionsUntil: at(weeksBack - 7, 23, 59),
  }
}

/**
 * Objections the demo's sitters sent after the window (ADR 046), waiting in staff's queue: most of them
 * wrong, as most objections are, and one question whose wording two candidates question.
 */
const demoObjections: {
  sitter: number
  question: string
  kind: 'key' | 'wording'
  proposed?: OptionLetter
  reason: string
  source?: string
}[] = [
  {
    sitter: 1,
    question: 'geography-003',
    kind: 'key',
    proposed: 'A',
    reason:
      'The Sutlej leaves the Shivaliks and enters the plains at Ropar, where the headworks and the Sirhind canal take off, so the rivers meet near Ropar.',
    source: 'Class 9 Punjab geography textbook, chapter 2',
  },
  {
    sitter: 7,
    question: 'geography-003',
    kind: 'key',
    proposed: 'A',
    reason: 'I read that the Ropar wetland is where the two rivers join before flowing to Ferozepur. Please check option A.',
  },
  {
    sitter: 12,
    question: 'geography-003',
    kind: 'key',
    proposed: 'B',
    reason: 'The Beas is linked to the Sutlej through the Beas–Sutlej Link at Nangal and Pandoh, so Nangal should also be accepted.',
    source: 'BBMB annual report',
  },
  {
    sitter: 19,
    question: 'punjab-gk-006',
    kind: 'wording',
    reason:
      'Kikli and Sammi are also danced by women in Punjab. The question should say “mainly performed by women” or list only one such dance, otherwise it reads as if Giddha were the only one.',
  },
  {
    sitter: 22,
    question: 'punjab-gk-006',
    kind: 'wording',
    reason:
      'Jhumar is danced by women too in parts of Sandal Bar, so “traditionally” makes two options arguable. Please reword it in the next mock.',
    source: 'Punjab Heritage and Tourism Promotion Board, folk dances page',
  },
]

/**
 * The demo's All-Punjab mock (ADR 044): the full GS paper run as last Sunday's window, sat by the
 * candidates above and by the demo candidate, through the engine's own use-cases on the window's
 * clock, so the leaderboard, the ranks in each district and the results are the engine's own.
 */
export async function seedMockWindow({ payload, now, ensure }: SeedContext, questionIds: ReadonlyMap<string, Id>, demoCandidate?: User) {
  const paper = tests.find((test) => test.key === 'gs-mock-01')
  if (!paper) return
  const window = lastSundayWindow(now)
  const testId = await ensure('tests', 'slug', DEMO_WINDOW_SLUG, async () => {
    const created = await createTest(
      payload,
      {
        ...paper,
        key: DEMO_WINDOW_SLUG,
        title: { en: 'All-Punjab GS Mock 1', pa: 'ਆਲ-ਪੰਜਾਬ ਜਨਰਲ ਸਟੱਡੀਜ਼ ਮੌਕ 1' },
        instructions: {
          en: `${paper.instructions.en} This is an All-Punjab mock: candidates across Punjab take it at the same time, and only attempts started by 10:30 and finished by 12:40 are ranked. The rank list is published when the window closes; after that you can still take the test for practice.`,
          pa: `${paper.instructions.pa} ਇਹ ਆਲ-ਪੰਜਾਬ ਮੌਕ ਟੈਸਟ ਹੈ: ਪੂਰੇ ਪੰਜਾਬ ਦੇ ਉਮੀਦਵਾਰ ਇਸ ਨੂੰ ਇੱਕੋ ਸਮੇਂ ਦਿੰਦੇ ਹਨ, ਅਤੇ ਸਿਰਫ਼ 10:30 ਤੱਕ ਸ਼ੁਰੂ ਅਤੇ 12:40 ਤੱਕ ਪੂਰੀਆਂ ਹੋਈਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਦਾ ਰੈਂਕ ਬਣਦਾ ਹੈ। ਰੈਂਕ ਸੂਚੀ ਵਿੰਡੋ ਬੰਦ ਹੋਣ ’ਤੇ ਪ੍ਰਕਾਸ਼ਿਤ ਹੁੰਦੀ ਹੈ; ਉਸ ਤੋਂ ਬਾਅਦ ਵੀ ਤੁਸੀਂ ਅਭਿਆਸ ਲਈ ਟੈਸਟ ਦੇ ਸਕਦੇ ਹੋ।`,
        },
      },
      questionIds,
    )
    await payload.update({
      collection: 'tests',
      id: created.id,
      data: {
        window: {
          startsAt: window.startsAt.toISOString(),
          lateEntryUntil: window.lateEntryUntil.toISOString(),
          endsAt: window.endsAt.toISOString(),
          objectionsUntil: window.objectionsUntil.toISOString(),
        },
        solutionsVisibility: 'after-close',
        _status: 'published',
      },
      overrideAccess: true,
      depth: 0,
    })
    const { docs: csat } = await payload.find({
      collection: 'tests',
      where: { slug: { equals: 'csat-mock-01' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (csat[0]) await pairPrelims(payload, created.id, paper, new Map([['csat-mock-01', csat[0].id]]))
    // Listed with the Prelims series' mocks.
    const { docs } = await payload.find({
      collection: 'test-series',
      where: { slug: { equals: 'prelims-2026' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const series = docs[0]
    if (series)
      await payload.update({
        collection: 'test-series',
        id: series.id,
        data: { tests: [...(series.tests ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry)), created.id] },
        overrideAccess: true,
        depth: 0,
      })
    return created
  })
  const paperOf = async (slug: string) => {
    const { docs } = await payload.find({
      collection: 'tests',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const ids = (docs[0]?.sections ?? []).flatMap((section) =>
      (section.questions ?? []).map((question) => String(typeof question === 'object' ? question.id : question)),
    )
    return { slug, ids, key: await readAnswerKey(payload, ids) }
  }
  const gsPaper = await paperOf(DEMO_WINDOW_SLUG)
  // Most sat the paired CSAT paper that afternoon, so the leaderboard shows who qualified Paper II.
  const csatPaper = await paperOf('csat-mock-01')
  const { docs: held } = await payload.find({
    collection: 'tests',
    where: { id: { equals: testId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const startsAt = new Date(held[0]?.window?.startsAt ?? window.startsAt)

  /** Sits a paper through the engine from `from` (within 25 minutes of it), answering with the given ability. */
  const sitPaper = async (user: User, paper: Awaited<ReturnType<typeof paperOf>>, ability: number, seed: number, from: Date) => {
    const draw = random(seed)
    const startedAt = new Date(from.getTime() + Math.floor(draw() * 25) * MINUTE)
    const started = await startAttempt(payload, user, paper.slug, seed % 3 === 0 ? 'pa' : 'en', startedAt)
    if (!started.ok) throw new Error(`The demo candidate ${user.name} could not start ${paper.slug}: ${started.message}`)
    if (started.isResumed) return
    const changes = paper.ids.flatMap((questionId, seq) => {
      const correct = paper.key.get(questionId)?.correct
      if (!correct || draw() < 0.06) return [] // left unanswered
      const option: OptionLetter =
        draw() < ability ? correct : (optionLetterList.find((letter) => letter !== correct && draw() < 0.5) ?? 'D')
      return [{ questionId, option, marked: false, visited: true, timeSpent: 30 + Math.floor(draw() * 70), seq: seq + 1 }]
    })
    const submittedAt = new Date(Math.min(started.deadline.getTime(), startedAt.getTime() + (95 + Math.floor(draw() * 30)) * MINUTE))
    await saveAnswers(payload, user, started.attemptId, { changes }, new Date(submittedAt.getTime() - MINUTE))
    await submitAttempt(payload, user, started.attemptId, {}, submittedAt)
  }
  const sit = async (user: User, ability: number, index: number) => {
    await sitPaper(user, gsPaper, ability, index + 1, startsAt)
    // Paper II: every fifth candidate skipped it; the others' CSAT ability follows their GS one loosely.
    if (index % 5 !== 4 && csatPaper.ids.length > 0)
      await sitPaper(user, csatPaper, Math.min(0.9, 0.25 + ability * 0.55), index + 101, new Date(startsAt.getTime() + 4.5 * 60 * MINUTE))
  }

  for (const [index, sitter] of windowSitters.entries()) {
    const email = `window.candidate.${String(index + 1).padStart(2, '0')}@demo.punjabpcsacademy.in`
    await ensure('users', 'email', email, async () => {
      const user = await createUser(payload, {
        email,
        password: `${randomBytes(18).toString('base64url')}#Aa1`,
        name: sitter.name,
        role: 'candidate',
        district: sitter.district,
        ...(sitter.shown ? { leaderboardName: sitter.shown } : {}),
      })
      await sit(user, sitter.ability, index)
      return user
    })
  }
  // The demo candidate sat it too, so signing in as them shows a rank on the leaderboard and in Ludhiana.
  if (demoCandidate) {
    const { totalDocs } = await payload.count({
      collection: 'attempts',
      where: { and: [{ candidate: { equals: demoCandidate.id } }, { test: { equals: testId } }] },
      overrideAccess: true,
    })
    if (totalDocs === 0) await sit(demoCandidate, 0.68, windowSitters.length)
  }

  // Objections sent half an hour after the close, through the engine as a candidate sends them.
  const objectedAt = new Date(new Date(held[0]?.window?.endsAt ?? window.endsAt).getTime() + 30 * MINUTE)
  for (const objection of demoObjections) {
    const questionId = questionIds.get(objection.question)
    const { docs: users } = await payload.find({
      collection: 'users',
      where: { email: { equals: `window.candidate.${String(objection.sitter).padStart(2, '0')}@demo.punjabpcsacademy.in` } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const user = users[0]
    if (!user || questionId === undefined) continue
    const { docs: attempts } = await payload.find({
      collection: 'attempts',
      where: { and: [{ candidate: { equals: user.id } }, { test: { equals: testId } }, { attemptNumber: { equals: 1 } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { attemptNumber: true },
    })
    if (!attempts[0]) continue
    const sent = await objectToKey(
      payload,
      user,
      {
        attemptId: String(attempts[0].id),
        questionId: String(questionId),
        kind: objection.kind,
        proposedOption: objection.proposed ?? null,
        reason: objection.reason,
        source: objection.source,
      },
      'en',
      objectedAt,
    )
    if (sent.status !== 200) throw new Error(`The demo objection to ${objection.question} was refused: ${JSON.stringify(sent.body)}`)
  }
}
