import { marksRefusal } from './marks'

/**
 * How staff evaluate a Mains answer (issue 18, item 6): marks per criterion of a rubric, comments
 * pinned to places on the pages of a handwritten answer, and a queue that shows what is waiting, whose
 * it is and what has waited past the institute's turnaround.
 */

/** The turnaround the institute promises: an answer waiting longer than this is overdue. */
export const TURNAROUND_HOURS = 72
const HOUR = 60 * 60 * 1000

/** A criterion of a rubric, named in both languages (the candidate reads it in theirs), and the marks it carries. */
export type RubricCriterion = { criterion: { en: string; pa: string }; outOf: number }

const CONTENT = { en: 'Content: relevance and accuracy', pa: 'ਵਿਸ਼ਾ-ਵਸਤੂ: ਪ੍ਰਸੰਗਿਕਤਾ ਅਤੇ ਸ਼ੁੱਧਤਾ' }

/**
 * The institute's Mains rubric, split over the question's marks in half marks: content carries half,
 * structure and Punjab-specific examples a fifth each, presentation a tenth; content takes what the
 * rounding leaves, so the criteria always add up to the question's marks (a question of 1 mark has
 * content alone).
 */
export function defaultRubric(outOf: number): RubricCriterion[] {
  if (outOf < 2) return [{ criterion: CONTENT, outOf }]
  const half = (marks: number) => Math.max(0.5, Math.round(marks * 2) / 2)
  const rest = [
    { criterion: { en: 'Structure: introduction, body and conclusion', pa: 'ਢਾਂਚਾ: ਜਾਣ-ਪਛਾਣ, ਮੁੱਖ ਭਾਗ ਅਤੇ ਸਿੱਟਾ' }, outOf: half(outOf * 0.2) },
    {
      criterion: { en: 'Punjab-specific examples, data and schemes', pa: 'ਪੰਜਾਬ ਨਾਲ ਸਬੰਧਤ ਉਦਾਹਰਣਾਂ, ਅੰਕੜੇ ਅਤੇ ਯੋਜਨਾਵਾਂ' },
      outOf: half(outOf * 0.2),
    },
    { criterion: { en: 'Presentation: handwriting, headings, diagrams', pa: 'ਪੇਸ਼ਕਾਰੀ: ਲਿਖਾਈ, ਸਿਰਲੇਖ, ਚਿੱਤਰ' }, outOf: half(outOf * 0.1) },
  ]
  const content = outOf - rest.reduce((sum, criterion) => sum + criterion.outOf, 0)
  return [{ criterion: CONTENT, outOf: content }, ...rest]
}

/** Why a rubric cannot be used for a question of `outOf` marks, or null. */
export function rubricRefusal(criteria: readonly RubricCriterion[], outOf: number): string | null {
  if (criteria.length === 0) return 'Add at least one criterion.'
  if (criteria.length > 8) return 'Use at most 8 criteria.'
  const labels = criteria.map((criterion) => criterion.criterion.en.trim())
  if (labels.some((label) => label === '')) return 'Name every criterion in English.'
  const twice = labels.find((label, index) => labels.findIndex((other) => other.toLowerCase() === label.toLowerCase()) !== index)
  if (twice) return `“${twice}” is listed twice: name each criterion once.`
  for (const criterion of criteria)
    if (!(criterion.outOf > 0) || !Number.isInteger(criterion.outOf * 2))
      return `“${criterion.criterion.en.trim()}” needs its marks in whole or half marks above 0, e.g. 2 or 2.5.`
  const total = criteria.reduce((sum, criterion) => sum + criterion.outOf, 0)
  if (total !== outOf) return `The criteria carry ${total} marks together; they must add up to the question’s ${outOf}.`
  return null
}

/** Why the marks given for each criterion (in the rubric's order) cannot stand: the first problem per criterion. */
export function rubricMarksProblems(criteria: readonly RubricCriterion[], marks: readonly (number | null | undefined)[]) {
  return criteria.flatMap((criterion, index) => {
    const given = marks[index]
    if (given === null || given === undefined) return [{ index, message: `Give marks for “${criterion.criterion.en}”.` }]
    const refusal = marksRefusal(given, criterion.outOf)
    return refusal ? [{ index, message: refusal.replace('this question carries', 'this criterion carries') }] : []
  })
}

export const rubricTotal = (marks: readonly number[]) => marks.reduce((sum, given) => sum + given, 0)

/** A comment pinned to a place on a page: `x` and `y` are fractions of the page's width and height from its top left. */
export type Pin = { page: number; x: number; y: number; comment: string }
export const PIN_COMMENT_LIMIT = 500
export const PINS_PER_ANSWER = 60

/** Why a pin cannot be placed on an answer of `pageCount` pages, or null. Pages count from 1. */
export function pinRefusal(pin: Pin, pageCount: number): string | null {
  if (!Number.isInteger(pin.page) || pin.page < 1 || pin.page > pageCount)
    return pageCount === 1 ? 'Pin the comment on the answer’s page.' : `Pin the comment on a page from 1 to ${pageCount}.`
  const inside = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1
  if (!inside(pin.x) || !inside(pin.y)) return 'Pin the comment inside the page.'
  const comment = pin.comment.trim()
  if (comment === '') return 'Write the comment the candidate will read at this place.'
  if (comment.length > PIN_COMMENT_LIMIT) return `Keep a comment to ${PIN_COMMENT_LIMIT} characters (this one has ${comment.length}).`
  return null
}

export type QueueEntry = {
  status: 'submitted' | 'evaluated'
  assignedTo: number | string | null
  submittedAt: Date | string
}

/** When an answer is due back to its candidate. */
export const dueAt = (submittedAt: Date | string, turnaroundHours = TURNAROUND_HOURS) =>
  new Date(new Date(submittedAt).getTime() + turnaroundHours * HOUR)

/** Whether an answer still waiting has waited past the turnaround (an evaluated one never is). */
export const isOverdue = (entry: QueueEntry, now: Date, turnaroundHours = TURNAROUND_HOURS) =>
  entry.status === 'submitted' && now.getTime() > dueAt(entry.submittedAt, turnaroundHours).getTime()

export const queueViews = ['unassigned', 'mine', 'overdue', 'evaluated'] as const
export type QueueView = (typeof queueViews)[number]

/**
 * Which answers each view of the queue shows: those nobody has taken, those taken by `me` and still
 * waiting, those waiting past the turnaround whoever has them, and those returned.
 */
export function isInView(view: QueueView, entry: QueueEntry, me: number | string, now: Date): boolean {
  switch (view) {
    case 'unassigned':
      return entry.status === 'submitted' && entry.assignedTo === null
    case 'mine':
      return entry.status === 'submitted' && String(entry.assignedTo) === String(me)
    case 'overdue':
      return isOverdue(entry, now)
    case 'evaluated':
      return entry.status === 'evaluated'
  }
}

/** How long an answer has waited, as staff read it in the queue: "3 d 4 h", "5 h 20 min", "12 min". */
export function ageInWords(submittedAt: Date | string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(submittedAt).getTime()) / 60_000))
  const days = Math.floor(minutes / (24 * 60))
  const hours = Math.floor((minutes % (24 * 60)) / 60)
  if (days > 0) return `${days} d ${hours} h`
  if (hours > 0) return `${hours} h ${minutes % 60} min`
  return `${minutes} min`
}

/** A criterion of a submission's rubric with the marks the evaluator gave it (null until given). */
export type RubricMark = RubricCriterion & { marks: number | null }

const isText = (value: unknown): value is string => typeof value === 'string'
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** A stored or sent rubric with marks, read strictly: null when its shape is not a rubric's. */
export function readRubric(value: unknown): RubricMark[] | null {
  if (!Array.isArray(value)) return null
  const rubric: RubricMark[] = []
  for (const entry of value) {
    if (!isRecord(entry) || !isRecord(entry.criterion) || !isText(entry.criterion.en) || typeof entry.outOf !== 'number') return null
    const marks = entry.marks === undefined || entry.marks === null || entry.marks === '' ? null : Number(entry.marks)
    rubric.push({
      criterion: { en: entry.criterion.en, pa: isText(entry.criterion.pa) ? entry.criterion.pa : '' },
      outOf: entry.outOf,
      marks,
    })
  }
  return rubric
}

/** Stored or sent pins, read strictly: null when their shape is not pins'. */
export function readPins(value: unknown): Pin[] | null {
  if (!Array.isArray(value)) return null
  const pins: Pin[] = []
  for (const entry of value) {
    if (!isRecord(entry) || !isText(entry.comment)) return null
    const [page, x, y] = [entry.page, entry.x, entry.y].map(Number) as [number, number, number]
    pins.push({ page, x, y, comment: entry.comment })
  }
  return pins
}

/** The marks a rubric adds up to once every criterion has its marks; null while any is missing. */
export const rubricAward = (rubric: readonly RubricMark[]) =>
  rubric.length > 0 && rubric.every((criterion) => criterion.marks !== null)
    ? rubricTotal(rubric.map((criterion) => criterion.marks!))
    : null
