import type { ArrayFieldValidation, CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { afterSubmitField } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'
import { rubricRefusal } from '@/domain/daily-questions/evaluation'
import { contentCacheHooks } from '@/lib/revalidate'

export const dailyQuestionKinds = ['mcq', 'mains'] as const

const forKind = (kind: (typeof dailyQuestionKinds)[number]) => (data: Record<string, unknown> | undefined) => data?.kind === kind
const requiredFor =
  (kind: (typeof dailyQuestionKinds)[number], message: string) =>
  (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
    siblingData.kind !== kind || (value !== null && value !== undefined && value !== '') || message

/**
 * A Mains question's own rubric adds up to its marks (an empty one means the institute's default).
 * Criteria are named in the language being edited; the English names are checked for repeats.
 */
const validateQuestionRubric: ArrayFieldValidation = (value, { siblingData, req }) => {
  const rows = (Array.isArray(value) ? value : []) as { criterion?: string | null; outOf?: number | null }[]
  if (rows.length === 0 || (siblingData as { kind?: string }).kind !== 'mains') return true
  const marks = Number((siblingData as { marks?: number }).marks ?? 0)
  const isEnglish = (req.locale ?? 'en') === 'en'
  const criteria = rows.map((row, index) => ({
    criterion: { en: isEnglish ? (row.criterion ?? '') : `Criterion ${index + 1}`, pa: '' },
    outOf: Number(row.outOf ?? 0),
  }))
  return rubricRefusal(criteria, marks) ?? true
}

/**
 * Question of the Day (`/current-affairs/questions`): one a day, chosen by staff as either a
 * prelims-style MCQ from the question bank or a mains-style question for answer writing.
 */
export const DailyQuestions: CollectionConfig = {
  slug: 'daily-questions',
  labels: { singular: 'Question of the Day', plural: 'Questions of the Day' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'kind', '_status'], group: 'Current affairs' },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true } },
  defaultSort: '-date',
  hooks: contentCacheHooks,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'A short headline for the archive, e.g. “Groundwater in Punjab”' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          unique: true,
          index: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: 'The day it is the Question of the Day (one per day)',
          },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'mcq',
          options: [
            { label: 'Prelims MCQ', value: 'mcq' },
            { label: 'Mains answer writing', value: 'mains' },
          ],
        },
        { name: 'topic', type: 'relationship', relationTo: 'topics' },
      ],
    },
    {
      name: 'question',
      type: 'relationship',
      relationTo: 'questions',
      admin: { condition: forKind('mcq'), description: 'From the question bank: its options, answer and explanation are used.' },
      validate: requiredFor('mcq', 'Choose the question from the bank.'),
    },
    {
      name: 'prompt',
      type: 'textarea',
      localized: true,
      admin: { condition: forKind('mains'), description: 'The question as candidates read it.' },
      validate: requiredFor('mains', 'Write the question.'),
    },
    {
      type: 'row',
      admin: { condition: forKind('mains') },
      fields: [
        { name: 'paper', type: 'text', admin: { description: 'e.g. GS Paper III' } },
        { name: 'wordLimit', type: 'number', min: 50, max: 1000, defaultValue: 150, validate: requiredFor('mains', 'Set the word limit.') },
        { name: 'marks', type: 'number', min: 1, max: 50, defaultValue: 10, validate: requiredFor('mains', 'Set the marks.') },
      ],
    },
    // Shown to a candidate only with their own submitted answer, never before (not through the API either).
    afterSubmitField(
      {
        name: 'guidance',
        type: 'textarea',
        localized: true,
        admin: { condition: forKind('mains'), description: 'What a good answer covers; candidates see it once they have submitted.' },
      },
      { collection: 'answer-submissions', field: 'dailyQuestion', owner: 'candidate' },
    ),
    // A model answer, for the evaluator beside the candidate's and for the candidate once they have submitted (ADR 048).
    afterSubmitField(
      {
        name: 'modelAnswer',
        type: 'textarea',
        localized: true,
        admin: {
          condition: forKind('mains'),
          rows: 10,
          description: 'An answer that would earn full marks, within the word limit. Candidates read it once they have submitted theirs.',
        },
      },
      { collection: 'answer-submissions', field: 'dailyQuestion', owner: 'candidate' },
    ),
    {
      name: 'rubric',
      type: 'array',
      maxRows: 8,
      labels: { singular: 'Criterion', plural: 'Rubric' },
      validate: validateQuestionRubric,
      admin: {
        condition: forKind('mains'),
        description:
          'How the marks are split for evaluators. Leave it empty for the institute’s rubric: content half the marks, structure and Punjab-specific examples a fifth each, presentation a tenth.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'criterion', type: 'text', required: true, localized: true, admin: { width: '75%' } },
            { name: 'outOf', type: 'number', required: true, min: 0.5, label: 'Marks', admin: { width: '25%', step: 0.5 } },
          ],
        },
      ],
    },
  ],
}
