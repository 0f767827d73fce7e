import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { ownOnly, ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'

/**
 * Questions a candidate keeps for revision, from their results. Their own only; made only by the
 * engine's `toggleBookmark`, which checks the question is from a test they have finished.
 */
export const QuestionBookmarks: CollectionConfig = {
  slug: 'question-bookmarks',
  labels: { singular: 'Question bookmark', plural: 'Question bookmarks' },
  admin: { group: 'Tests', defaultColumns: ['candidate', 'question', 'createdAt'], hidden: ({ user }) => user?.role !== 'admin' },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: isStaff, delete: ownOnly('candidate') },
  indexes: [{ fields: ['candidate', 'question'], unique: true }],
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true },
    {
      name: 'topic',
      type: 'relationship',
      relationTo: 'topics',
      index: true,
      admin: { description: 'The question’s topic, for filtering' },
    },
  ],
}
