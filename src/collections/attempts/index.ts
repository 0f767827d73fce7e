import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { ownOrStaff } from '@/access/own'
import type { DocumentProtection, FieldProtection } from '@/access/protection'
import { locales } from '@/i18n/locale'
import { deleteAnswersOf, expireStatsOfDeletedAttempt } from '@/domain/test-engine/keep-results'

import { readBreakdownWhenSolutionsDue } from './read-breakdown'

export const attemptStatuses = ['in-progress', 'submitted', 'auto-submitted'] as const

/** The engine's JSON shown to staff as read-only text (no code editor, which loads from a CDN). */
const jsonView = { Field: { path: '/components/admin/read-only-value.client#ReadOnlyValue', clientProps: { format: 'json' } } }

/**
 * A candidate's attempt at a test. Written only by the test engine's use-cases
 * (`src/features/test-engine/*.server.ts`), which check the candidate, the clock and the state first
 * (ADR 011): nobody creates or edits one through the API or the admin, and a candidate reads only
 * their own. The answer key is never stored here; `result` and `breakdown` exist only after submitting,
 * and the candidate reads the breakdown only once the test's solutions are due (ADR 014).
 */
export const Attempts: CollectionConfig = {
  slug: 'attempts',
  admin: {
    group: 'Tests',
    defaultColumns: ['candidate', 'test', 'status', 'score', 'startedAt'],
    description: 'Candidates’ attempts at tests. Read-only: the test engine writes them.',
  },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: nobody, delete: isAdmin },
  hooks: { beforeDelete: [deleteAnswersOf('attempt-answers', 'attempt')], afterDelete: [expireStatsOfDeletedAttempt] },
  indexes: [{ fields: ['candidate', 'test', 'attemptNumber'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
        { name: 'test', type: 'relationship', relationTo: 'tests', required: true, index: true },
        { name: 'attemptNumber', type: 'number', required: true, min: 1 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, options: [...attemptStatuses], defaultValue: 'in-progress', index: true },
        { name: 'language', type: 'select', required: true, options: [...locales], defaultValue: 'en' },
        {
          name: 'isFirstAttempt',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: {
            description: 'Ranked: ranks compare first attempts only, and an attempt kept from answers checked signed out is not ranked.',
          },
        },
        {
          name: 'isKeptFromCheck',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'Made after sign-in from answers the candidate checked as a visitor, who had seen the key: never ranked (ADR 013, 014).',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'deadline', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'extraMinutes', type: 'number', defaultValue: 0, admin: { description: 'Compensatory time granted to the candidate' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'submittedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Capped at the deadline' } },
        { name: 'lastSavedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'currentQuestion', type: 'text', admin: { description: 'Where the candidate was, to resume there' } },
    {
      name: 'paper',
      type: 'json',
      required: true,
      admin: { description: 'The sections, marks and question ids as they were when the attempt started', components: jsonView },
    },
    {
      type: 'row',
      fields: [
        { name: 'score', type: 'number', index: true },
        { name: 'maxScore', type: 'number' },
      ],
    },
    {
      name: 'result',
      type: 'json',
      admin: { description: 'The totals (score, right, wrong, blank), written when the attempt is submitted', components: jsonView },
    },
    {
      name: 'breakdown',
      type: 'json',
      access: { read: readBreakdownWhenSolutionsDue },
      custom: { protection: { protection: 'after-solutions', test: 'test' } satisfies FieldProtection },
      admin: {
        description: 'Score by section, topic and question. The candidate sees it only once the test’s solutions are due.',
        components: jsonView,
      },
    },
  ],
}
