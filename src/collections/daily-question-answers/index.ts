import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'

/**
 * A candidate's answer to a Question of the Day MCQ: one per candidate and question, written only by
 * the use-case (which checks the question and the candidate), read by the candidate and staff; the
 * option shares shown after answering are counted from these.
 */
export const DailyQuestionAnswers: CollectionConfig = {
  slug: 'daily-question-answers',
  labels: { singular: 'Question of the Day answer', plural: 'Question of the Day answers' },
  admin: {
    group: 'Current affairs',
    defaultColumns: ['candidate', 'dailyQuestion', 'option', 'createdAt'],
    hidden: ({ user }) => user?.role !== 'admin',
  },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['candidate', 'dailyQuestion'], unique: true }],
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'dailyQuestion', type: 'relationship', relationTo: 'daily-questions', required: true, index: true },
    { name: 'option', type: 'select', required: true, options: ['A', 'B', 'C', 'D'] },
  ],
}
