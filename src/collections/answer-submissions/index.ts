import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody, staffOnlyField } from '@/access'
import { onceField, ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'

import { deleteAnswerPages } from './hooks/delete-pages'
import { fillSubmissionTitle } from './hooks/fill-title'
import { recordAssignment } from './hooks/record-assignment'
import { notifyWhenReturned, recordEvaluation, validateMarks, validatePins, validateRubric } from './hooks/record-evaluation'

export const submissionStatuses = ['submitted', 'evaluated'] as const
export const submissionFormats = ['typed', 'handwritten'] as const

const fixed = { update: () => false } as const
/** The evaluation reaches the candidate when it is returned, not while staff write it. */
const returned = { collection: 'answer-submissions', field: 'status', equals: 'evaluated' } as const

/**
 * A candidate's written answer to a mains-style Question of the Day, typed or written by hand on paper
 * and sent as photos of its pages (ADR 048). The candidate submits it through the site (the use-case
 * checks the question, the word limit or the pages, and that there is only one); staff take it from
 * the evaluation queue, pin comments on its pages, give marks per criterion of the question's rubric,
 * and return it: the candidate reads the evaluation and is told by e-mail. Candidates read only their
 * own; nobody edits what a candidate wrote.
 */
export const AnswerSubmissions: CollectionConfig = {
  slug: 'answer-submissions',
  labels: { singular: 'Answer submission', plural: 'Answer writing' },
  admin: {
    group: 'Current affairs',
    useAsTitle: 'title',
    defaultColumns: ['title', 'candidate', 'format', 'status', 'assignedTo', 'marksAwarded', 'submittedAt'],
    description:
      'Answers candidates wrote to mains questions of the day, typed or by hand. Take them from the evaluation queue; give marks per criterion and comments; the candidate sees them on the question and the dashboard, and is told by e-mail.',
    components: { beforeListTable: ['/collections/answer-submissions/components/queue-link.server#EvaluationQueueLink'] },
  },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: isStaff, delete: isAdmin },
  indexes: [{ fields: ['candidate', 'dailyQuestion'], unique: true }],
  hooks: {
    beforeChange: [fillSubmissionTitle, recordAssignment, recordEvaluation],
    afterChange: [notifyWhenReturned],
    afterDelete: [deleteAnswerPages],
  },
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
      name: 'format',
      type: 'select',
      defaultValue: 'typed',
      options: [...submissionFormats],
      access: fixed,
      admin: { readOnly: true, description: 'Typed on the site, or written by hand and sent as photos of its pages' },
    },
    {
      name: 'answer',
      type: 'textarea',
      access: fixed,
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { format?: string } }) =>
        siblingData.format === 'handwritten' || (typeof value === 'string' && value.trim() !== '') || 'A typed answer needs its text.',
      admin: {
        readOnly: true,
        condition: (data) => data?.format !== 'handwritten',
        components: { Field: '/components/admin/read-only-value.client#ReadOnlyValue' },
      },
    },
    // The pages of a handwritten answer, in order, with the comments pinned on them.
    {
      name: 'pages',
      type: 'relationship',
      relationTo: 'answer-pages',
      hasMany: true,
      maxRows: 12,
      access: fixed,
      admin: { readOnly: true, hidden: true },
    },
    onceField(
      {
        name: 'pins',
        type: 'json',
        validate: validatePins,
        admin: {
          condition: (data) => data?.format === 'handwritten',
          components: { Field: '/collections/answer-submissions/components/pinned-pages.client#PinnedPagesField' },
        },
      },
      returned,
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'locale',
          type: 'select',
          options: ['en', 'pa'],
          defaultValue: 'en',
          access: fixed,
          admin: { readOnly: true, description: 'The language the candidate answered in: their e-mail is written in it' },
        },
        {
          name: 'wordCount',
          type: 'number',
          access: fixed,
          admin: { readOnly: true, condition: (data) => data?.format !== 'handwritten' },
        },
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
    onceField(
      {
        name: 'rubric',
        type: 'json',
        validate: validateRubric,
        admin: {
          position: 'sidebar',
          components: { Field: '/collections/answer-submissions/components/rubric-field.client#RubricField' },
        },
      },
      returned,
    ),
    onceField(
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
      returned,
    ),
    onceField(
      {
        name: 'feedback',
        type: 'textarea',
        admin: {
          position: 'sidebar',
          rows: 8,
          description: 'Comments the candidate will read: what worked, what to add, how to structure it.',
        },
      },
      returned,
    ),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'submitted',
      options: [...submissionStatuses],
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    staffOnlyField({
      name: 'assignedTo',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { role: { in: ['admin', 'editor'] } },
      admin: {
        position: 'sidebar',
        description: 'Who is evaluating this answer. Take it from the evaluation queue, or give it to a colleague.',
      },
    }),
    staffOnlyField({
      name: 'assignedAt',
      type: 'date',
      access: fixed,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    }),
    onceField({ name: 'evaluatedBy', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } }, returned),
    onceField(
      { name: 'evaluatedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      returned,
    ),
    // When the candidate was told by e-mail that their answer is back (once, by the job queue).
    staffOnlyField({ name: 'notifiedAt', type: 'date', access: fixed, admin: { hidden: true } }),
  ],
}
