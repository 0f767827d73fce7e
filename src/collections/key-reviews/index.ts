import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@/access'
import type { DocumentProtection } from '@/access/protection'

import { objectionStatusOptions } from '../key-objections'
import { optionLetters } from '../questions'
import { applyRuling, checkRuling } from './hooks/ruling'

export const rulingDecisionOptions = [
  { label: 'Accept: change the key', value: 'change-key' },
  { label: 'Accept: drop the question (every candidate gets its marks)', value: 'drop-question' },
  { label: 'Reject: the key stands', value: 'reject' },
] as const

/**
 * Staff's queue of answer-key objections (issue 18, item 3; ADR 046): one entry per question of a
 * test, made when its first objection arrives, with the count and how the proposals split; the
 * objections themselves are listed inside. Staff decide once: changing the key or dropping the
 * question re-scores every finished attempt through the re-scoring job (which re-ranks them), the
 * objections take the decision and its note, every objector gets an e-mail, and the key's audit trail
 * (`key-changes`) records who decided. A decision stands: it cannot be edited afterwards.
 */
export const KeyReviews: CollectionConfig = {
  slug: 'key-reviews',
  labels: { singular: 'Answer-key objection', plural: 'Answer-key objections' },
  admin: {
    group: 'Tests',
    useAsTitle: 'title',
    defaultColumns: ['title', 'objectionCount', 'proposals', 'status', 'decidedAt'],
    listSearchableFields: ['title'],
    description:
      'Objections grouped by question, most objected first. Open one, read the objections and the candidates’ sources, then decide with a note: the candidates receive the note by e-mail.',
  },
  defaultSort: '-objectionCount',
  custom: { protection: { read: 'staff' } satisfies DocumentProtection },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  indexes: [{ fields: ['test', 'question'], unique: true }],
  hooks: { beforeChange: [checkRuling], afterChange: [applyRuling] },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'test', type: 'relationship', relationTo: 'tests', required: true, index: true, admin: { readOnly: true } },
        { name: 'question', type: 'relationship', relationTo: 'questions', required: true, index: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'objectionCount', label: 'Objections', type: 'number', defaultValue: 0, index: true, admin: { readOnly: true } },
        {
          name: 'proposals',
          label: 'Proposed',
          type: 'text',
          admin: { readOnly: true, description: 'Answers proposed, and objections to the wording' },
        },
        { name: 'keyAtFirstObjection', label: 'Key when objected to', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      options: objectionStatusOptions,
      defaultValue: 'open',
      required: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'decision',
      type: 'select',
      options: [...rulingDecisionOptions],
      admin: {
        position: 'sidebar',
        description: 'Saving a decision applies it at once and cannot be undone here; a later change is made on the question itself.',
      },
    },
    {
      name: 'newKey',
      label: 'Correct answer',
      type: 'select',
      options: [...optionLetters],
      admin: { position: 'sidebar', condition: (_, siblingData) => siblingData?.decision === 'change-key' },
    },
    {
      name: 'note',
      label: 'Note to the candidates',
      type: 'textarea',
      admin: {
        position: 'sidebar',
        description: 'Why the key changed or stands, with the source. Sent to every objector by e-mail.',
      },
    },
    { name: 'decidedBy', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar', readOnly: true } },
    { name: 'decidedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'objections',
      type: 'join',
      collection: 'key-objections',
      on: 'review',
      defaultSort: '-createdAt',
      defaultLimit: 50,
      // Objections are sent by candidates only: no "Add new" here.
      admin: { allowCreate: false, defaultColumns: ['kind', 'proposedOption', 'reason', 'source', 'createdAt'] },
    },
  ],
}
