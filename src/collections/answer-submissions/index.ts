import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@/access'
import { ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'

import { fillSubmissionTitle } from './hooks/fill-title'
import { recordEvaluation, validateMarks } from './hooks/record-evaluation'

export const submissionStatuses = ['submitted', 'evaluated'] as const

const fixed = { update: () => false } as const

/**
 * A candidate's written answer to a mains-style Question of the Day. The candidate submits it through
 * the site (the use-case checks the question, the word limit and that there is only one); staff read
 * it in the admin and give marks and comments, which the candidate then sees. Candidates read only
 * their own; nobody edits what a candidate wrote.
 */
export const AnswerSubmissions: CollectionConfig = {
  slug: 'answer-submissions',
  labels: { singular: 'Answer submission', plural: 'Answer writing' },
  admin: {
    group: 'Current affairs',
    useAsTitle: 'title',
    defaultColumns: ['title', 'candidate', 'status', 'marksAwarded', 'submittedAt'],
    description:
      'Answers candidates wrote to mains questions of the day. Give marks and comments; the candidate sees them on the question and the dashboard.',
  },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: isStaff, delete: isAdmin },
  indexes: [{ fields: ['candidate', 'dailyQuestion'], unique: true }],
  hooks: { beforeChange: [fillSubmissionTitle, recordEvaluation] },
  fields: [
    // The question, its marks and guidance, above the answer; the marks and feedback sit beside them.
    {
      name: 'questionInView',
      type: 'ui',
      admin: { components: { Field: '/collections/answer-submissions/components/question-in-view.server#QuestionInView' } },
    },
    { name: 'title', type: 'text', access: fixed, admin: { readOnly: true, description: 'The question’s title and the candidate’s name' } },
    {
      type: 'row',
      fields: [
        {
          name: 'candidate',
          type: 'relationship',
          relationTo: 'users',
          required: true,
          index: true,
          access: fixed,
          admin: { readOnly: true },
        },
        {
          name: 'dailyQuestion',
          type: 'relationship',
          relationTo: 'daily-questions',
          required: true,
          index: true,
          access: fixed,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      access: fixed,
      admin: { readOnly: true, components: { Field: '/components/admin/read-only-value.client#ReadOnlyValue' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'wordCount', type: 'number', required: true, access: fixed, admin: { readOnly: true } },
        {
          name: 'submittedAt',
          type: 'date',
          required: true,
          access: fixed,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    // The evaluation, in the sidebar: beside the question and the answer it judges.
    {
      name: 'marksAwarded',
      type: 'number',
      min: 0,
      validate: validateMarks,
      admin: {
        position: 'sidebar',
        description: 'Out of the question’s marks: whole or half marks',
        components: { Field: '/collections/answer-submissions/components/marks-field.client#MarksField' },
      },
    },
    {
      name: 'feedback',
      type: 'textarea',
      admin: {
        position: 'sidebar',
        rows: 8,
        description: 'Comments the candidate will read: what worked, what to add, how to structure it.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'submitted',
      options: [...submissionStatuses],
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'evaluatedBy', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } },
    { name: 'evaluatedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
