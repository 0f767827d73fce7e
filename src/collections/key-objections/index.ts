import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { objectionKinds, type ObjectionStatus } from '@/domain/test-engine/key-objections'
import { locales } from '@/i18n/locale'

import { optionLetters } from '../questions'

/** The states of an objection, as staff read them. */
export const objectionStatusOptions = [
  { label: 'Open', value: 'open' },
  { label: 'Accepted', value: 'accepted' },
  { label: 'Rejected', value: 'rejected' },
] satisfies { label: string; value: ObjectionStatus }[]

/**
 * One candidate's objection to one question's key or wording, sent from the review of an All-Punjab
 * mock during its objection period (issue 18, item 3; ADR 046). Made only by the engine's
 * `objectToKey`, which checks the candidate sat the test, the period and the question. Staff read them
 * grouped by question in "Answer-key objections" (`key-reviews`) and answer them there, all at once.
 */
export const KeyObjections: CollectionConfig = {
  slug: 'key-objections',
  labels: { singular: 'Objection', plural: 'Objections' },
  admin: {
    group: 'Tests',
    useAsTitle: 'reason',
    defaultColumns: ['reason', 'kind', 'proposedOption', 'status', 'createdAt'],
    description: 'Each candidate’s objection. Decide them per question under Answer-key objections.',
  },
  defaultSort: '-createdAt',
  custom: { protection: { read: 'staff' } satisfies DocumentProtection },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['candidate', 'test', 'question'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          options: [
            { label: 'The key', value: objectionKinds[0] },
            { label: 'The wording', value: objectionKinds[1] },
          ],
          required: true,
        },
        { name: 'proposedOption', label: 'Proposed answer', type: 'select', options: [...optionLetters] },
        { name: 'status', type: 'select', options: objectionStatusOptions, defaultValue: 'open', required: true, index: true },
      ],
    },
    { name: 'reason', type: 'textarea', required: true },
    { name: 'source', type: 'text', admin: { description: 'A book, a notification or a page the candidate cites' } },
    { name: 'review', type: 'relationship', relationTo: 'key-reviews', required: true, index: true },
    { name: 'test', type: 'relationship', relationTo: 'tests', required: true, index: true },
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true, index: true },
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'attempt', type: 'relationship', relationTo: 'attempts', admin: { description: 'The attempt whose review it was sent from' } },
    {
      name: 'language',
      type: 'select',
      options: [...locales],
      defaultValue: 'en',
      admin: { description: 'The language the reply goes in' },
    },
    { name: 'staffNote', label: 'Staff’s note', type: 'textarea', admin: { description: 'Copied from the decision' } },
    { name: 'notifiedAt', label: 'Candidate told', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
