import type { CollectionConfig } from 'payload'
import { date, type DateFieldValidation, select, type SelectFieldValidation } from 'payload/shared'

import { isStaff } from '@/access'
import type { DocumentProtection, FieldProtection } from '@/access/protection'
import { slugField } from '@/fields/slug'
import { contentCacheHooks } from '@/lib/revalidate'

import { refuseDeleteWhenAnswered } from '@/domain/test-engine/keep-results'
import { testPresetList } from '@/domain/test-engine/presets'
import { type StoredWindow, windowProblem } from '@/domain/test-engine/mock-window'
import { objectionsUntilProblem } from '@/domain/test-engine/key-objections'

import { readPublishedFromTheirDay } from './access'
import { applyTestPreset } from './hooks/apply-preset'
import { deriveTestTopics } from './hooks/derive-topics'
import { refuseUntranslatedQuestions } from './hooks/refuse-untranslated'
import { saveSeriesMembership } from './hooks/save-series'

export const testKinds = ['gs-prelims', 'csat', 'sectional', 'topic', 'pyq', 'daily-quiz'] as const

const windowProblems = {
  incomplete: 'Set all three times of the window, or clear them all.',
  'late-entry-before-start': 'Late entry must end at or after the start.',
  'end-before-late-entry': 'The window must close after late entry ends.',
} as const

/** A window needs all three times, in order, and replaces Opens at and Closes at (checked on its close, with the group as siblings). */
const validateWindow: DateFieldValidation = (value, options) => {
  const stored = options.siblingData as StoredWindow
  const problem = windowProblem(stored)
  if (problem) return windowProblems[problem]
  const test = options.data as { opensAt?: unknown; closesAt?: unknown }
  if (stored?.startsAt && (test.opensAt || test.closesAt))
    return 'A test run as a window opens and closes with it: clear Opens at and Closes at.'
  return date(value, options)
}

/** Objections close after the window does, and only a window takes them (ADR 046). */
const validateObjectionsUntil: DateFieldValidation = (value, options) => {
  const problem = objectionsUntilProblem((options.siblingData as StoredWindow)?.endsAt, value)
  if (problem === 'without-window')
    return 'Only a test run as a window takes answer-key objections: set the window’s three times, or clear this date.'
  if (problem === 'before-close') return 'Objections close after the window does: choose a later date.'
  return date(value, options)
}

const isDailyQuiz = (data: Record<string, unknown> | undefined) => data?.kind === 'daily-quiz'

export const Tests: CollectionConfig = {
  slug: 'tests',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'durationMinutes', '_status'], group: 'Tests' },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: readPublishedFromTheirDay, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true },
  hooks: {
    ...contentCacheHooks,
    beforeChange: [deriveTestTopics, applyTestPreset, refuseUntranslatedQuestions],
    afterChange: [saveSeriesMembership, ...contentCacheHooks.afterChange],
    beforeDelete: [refuseDeleteWhenAnswered('test', 'test')],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    // Which series hold the test, changed here too, and a warning when none does (a mock in no series
    // appears nowhere). Virtual: the series keep the list (`test-series.tests`); read by the form.
    {
      name: 'series',
      type: 'relationship',
      relationTo: 'test-series',
      hasMany: true,
      virtual: true,
      admin: { position: 'sidebar', components: { Field: '/collections/tests/components/series-membership.client#SeriesMembership' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: [
            { label: 'GS Prelims', value: 'gs-prelims' },
            { label: 'CSAT', value: 'csat' },
            { label: 'Sectional', value: 'sectional' },
            { label: 'Topic test', value: 'topic' },
            { label: 'PYQ', value: 'pyq' },
            { label: 'Daily CA quiz', value: 'daily-quiz' },
          ],
        },
        { name: 'durationMinutes', type: 'number', required: true, min: 1, max: 600 },
        { name: 'attemptsAllowed', type: 'number', required: true, min: 1, defaultValue: 1 },
      ],
    },
    {
      type: 'row',
      admin: { condition: isDailyQuiz },
      fields: [
        {
          name: 'quizDate',
          type: 'date',
          index: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: 'The day whose current affairs it covers (one quiz per day)',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData.kind !== 'daily-quiz' || Boolean(value) || 'Set the day this quiz is for.',
        },
        {
          name: 'isTimed',
          label: 'Timed',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Untimed: no countdown is shown, and a started quiz stays open for a day.' },
        },
      ],
    },
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'current-affairs',
      hasMany: true,
      admin: { condition: isDailyQuiz, description: 'The day’s articles the questions are about; linked from the quiz and its result.' },
    },
    { name: 'instructions', type: 'textarea', localized: true },
    {
      name: 'preset',
      label: 'Exam pattern',
      type: 'select',
      options: [...testPresetList.map((preset) => ({ label: preset.title, value: preset.id })), { label: 'Custom', value: 'custom' }],
      defaultValue: 'custom',
      admin: {
        description:
          'A PPSC pattern fixes the marks, negative marking, duration and qualifying mark, and a published test must have its number of questions. Custom: set them below.',
      },
    },
    {
      type: 'row',
      admin: { condition: (data) => !data?.preset || data.preset === 'custom' },
      fields: [
        { name: 'marksPerCorrect', type: 'number', required: true, min: 0, defaultValue: 2 },
        {
          name: 'negativeMarks',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          admin: { description: 'Deducted per wrong answer' },
        },
        { name: 'qualifyingPercent', type: 'number', min: 0, max: 100, admin: { description: 'For qualifying papers such as CSAT (40)' } },
        { name: 'previousCutoff', type: 'number', min: 0, admin: { description: "Previous year's cut-off in marks" } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'opensAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'closesAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'isFree', type: 'checkbox', defaultValue: true },
        {
          name: 'solutionsVisibility',
          type: 'select',
          required: true,
          defaultValue: 'immediately',
          options: [
            { label: 'Immediately after submitting', value: 'immediately' },
            { label: 'After the test closes', value: 'after-close' },
          ],
          // Until solutions are due candidates see only their totals (ADR 014); a test that never closes would never show them.
          validate: ((value, options) =>
            value !== 'after-close' ||
            Boolean((options.siblingData as { closesAt?: unknown }).closesAt) ||
            Boolean((options.data as { window?: { endsAt?: unknown } }).window?.endsAt)
              ? select(value, options)
              : 'Set when the test closes: its answers and explanations open then.') satisfies SelectFieldValidation,
        },
      ],
    },
    // Paper I's Paper II, and last year's figures for the estimate of reaching Mains (ADR 045).
    {
      type: 'row',
      admin: { condition: (data) => data?.kind === 'gs-prelims' },
      fields: [
        {
          name: 'pairedCsat',
          label: 'Paired CSAT paper',
          type: 'relationship',
          relationTo: 'tests',
          filterOptions: { kind: { equals: 'csat' } },
          admin: { description: "The CSAT paper taken with this one: its result shows whether the candidate's Paper II qualifies" },
        },
        {
          name: 'mainsVacancies',
          type: 'number',
          min: 1,
          admin: { description: "Last year's vacancies, for the 13× rule of the Mains estimate" },
        },
        {
          name: 'previousAppeared',
          type: 'number',
          min: 1,
          admin: { description: 'Candidates who sat last year’s Prelims, for the same estimate' },
        },
      ],
    },
    // An All-Punjab mock window (issue 18, item 1; ADR 044): all three times, or none.
    {
      name: 'window',
      label: 'All-Punjab mock window',
      type: 'group',
      admin: {
        description:
          'Run this test for everyone at one time. Only first attempts started by the end of late entry and finished by the close are ranked; the rank list is published two minutes after the close, and the test then stays open for practice, unranked. Leave Opens at and Closes at empty, and set the close late enough for candidates with compensatory time.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'startsAt', label: 'Starts at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'lateEntryUntil', label: 'Late entry until', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'endsAt',
              label: 'Closes at',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayAndTime' } },
              validate: validateWindow,
            },
          ],
        },
        {
          name: 'objectionsUntil',
          label: 'Answer-key objections until',
          type: 'date',
          validate: validateObjectionsUntil,
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description:
              'From the close until this time, candidates who sat the test may object to a question’s key or wording from their review. Staff decide them under Answer-key objections. Leave empty for no objections.',
          },
        },
      ],
    },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          type: 'row',
          fields: [
            { name: 'marksPerCorrect', type: 'number', min: 0, admin: { description: 'Leave empty to use the test’s marks' } },
            { name: 'negativeMarks', type: 'number', min: 0, admin: { description: 'Leave empty to use the test’s deduction' } },
          ],
        },
        { name: 'questions', type: 'relationship', relationTo: 'questions', hasMany: true, required: true },
      ],
    },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: "Filled in from the questions' topics when the test is saved." },
    },
    // The results as CSV or Excel, for administrators (issue 18, item 5).
    {
      name: 'resultsExport',
      type: 'ui',
      // A panel of two links in the admin: no data is stored or returned under this name.
      custom: {
        protection: {
          protection: 'public',
          reason: 'An admin-only panel with no stored value; the export checks the administrator itself',
        } satisfies FieldProtection,
      },
      admin: { position: 'sidebar', components: { Field: '/collections/tests/components/results-export.server#ResultsExportPanel' } },
    },
    {
      name: 'questionCount',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar', description: 'Counted from the sections when the test is saved.' },
    },
    // Difficulty, discrimination and option use per question, from candidates' first attempts (staff only).
    {
      name: 'itemStatistics',
      type: 'ui',
      admin: { components: { Field: '/collections/tests/components/item-statistics.server#ItemStatisticsPanel' } },
    },
  ],
}
