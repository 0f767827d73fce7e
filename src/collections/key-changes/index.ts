import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import type { DocumentProtection } from '@/access/protection'

export const keyChangeKinds = [
  { label: 'Key changed', value: 'key-changed' },
  { label: 'Question dropped', value: 'dropped' },
  { label: 'Question restored', value: 'restored' },
  { label: 'Objections rejected', value: 'objections-rejected' },
] as const

/**
 * The audit trail of answer keys (issue 18, item 3; ADR 046): every change to a question's key or to
 * whether it is dropped, and every rejection of objections, with who did it, from where and why.
 * Written only by the data layer (the questions' and answer-key objections' hooks); nobody edits or
 * deletes an entry, not even an administrator.
 */
export const KeyChanges: CollectionConfig = {
  slug: 'key-changes',
  labels: { singular: 'Answer-key change', plural: 'Answer-key changes' },
  admin: {
    group: 'Tests',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'question', 'changedBy', 'createdAt'],
    description: 'Who changed which answer key, when and why. Kept for good: entries cannot be edited or deleted.',
  },
  defaultSort: '-createdAt',
  custom: { protection: { read: 'staff' } satisfies DocumentProtection },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'summary', type: 'text', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', options: [...keyChangeKinds], required: true, index: true, admin: { readOnly: true } },
        { name: 'previousKey', label: 'Key before', type: 'text', admin: { readOnly: true } },
        { name: 'newKey', label: 'Key after', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true, index: true, admin: { readOnly: true } },
    { name: 'review', label: 'Objections answered', type: 'relationship', relationTo: 'key-reviews', admin: { readOnly: true } },
    { name: 'changedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'via',
      type: 'select',
      options: [
        { label: 'Answer-key objections', value: 'objections' },
        { label: 'Question form', value: 'question-form' },
      ],
      required: true,
      admin: { readOnly: true },
    },
    { name: 'note', type: 'textarea', admin: { readOnly: true } },
    { name: 'rescored', label: 'Finished attempts re-scored', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
  ],
}
