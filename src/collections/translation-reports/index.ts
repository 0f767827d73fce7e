import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@/access'
import type { DocumentProtection } from '@/access/protection'

export const translationReportStatuses = [
  { label: 'Open', value: 'open' },
  { label: 'Corrected', value: 'corrected' },
  { label: 'No change needed', value: 'no-change' },
] as const

/**
 * Candidates' reports of a difference between a question's English and Punjabi (issue 18, item 4;
 * ADR 036), sent from the review of a finished test with both versions quoted as the candidate saw
 * them. Staff's queue: read and handled by staff only. Made only by the engine's
 * `reportTranslationProblem`, which checks the question is from a test the candidate has finished.
 */
export const TranslationReports: CollectionConfig = {
  slug: 'translation-reports',
  labels: { singular: 'Translation report', plural: 'Translation reports' },
  admin: {
    group: 'Tests',
    useAsTitle: 'message',
    defaultColumns: ['message', 'question', 'status', 'createdAt'],
    description:
      'Candidates found these differences between a question’s English and Punjabi. Compare the two versions quoted, correct the question if needed, then mark the report.',
  },
  defaultSort: '-createdAt',
  custom: { protection: { read: 'staff' } satisfies DocumentProtection },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: [...translationReportStatuses],
      defaultValue: 'open',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'staffNote',
      label: 'Note for the team',
      type: 'textarea',
      admin: { position: 'sidebar', description: 'What was changed, or why nothing was.' },
    },
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true, index: true, admin: { readOnly: true } },
    { name: 'test', type: 'relationship', relationTo: 'tests', admin: { readOnly: true } },
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true, admin: { readOnly: true } },
    { name: 'message', label: 'What the candidate found', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'english', label: 'English, as the candidate saw it', type: 'textarea', admin: { readOnly: true } },
        { name: 'punjabi', label: 'Punjabi, as the candidate saw it', type: 'textarea', admin: { readOnly: true } },
      ],
    },
  ],
}
