import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'
import { optionLetters } from '@/collections/questions'

/**
 * One row per question of an attempt: the candidate's latest state of it. The autosave path upserts
 * rows keyed by (attempt, question) and keeps the change with the highest `seq`, so a retried or
 * late batch can neither duplicate nor roll back an answer (ADR 011).
 */
export const AttemptAnswers: CollectionConfig = {
  slug: 'attempt-answers',
  labels: { singular: 'Attempt answer', plural: 'Attempt answers' },
  admin: {
    group: 'Tests',
    defaultColumns: ['attempt', 'question', 'option', 'marked', 'updatedAt'],
    hidden: ({ user }) => user?.role !== 'admin',
  },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['attempt', 'question'], unique: true }],
  fields: [
    { name: 'attempt', type: 'relationship', relationTo: 'attempts', required: true, index: true },
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true },
    { name: 'option', type: 'select', options: [...optionLetters] },
    { name: 'marked', type: 'checkbox', defaultValue: false },
    { name: 'visited', type: 'checkbox', defaultValue: false },
    { name: 'timeSpent', type: 'number', defaultValue: 0, admin: { description: 'Seconds' } },
    { name: 'seq', type: 'number', required: true },
    {
      name: 'firstAnsweredSeq',
      type: 'number',
      admin: { description: 'The change that first gave the question an answer: the order the candidate answered in' },
    },
  ],
}
