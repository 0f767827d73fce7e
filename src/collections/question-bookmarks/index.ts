import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access'
import { ownOnly, ownOrStaff } from '@/access/own'

/** Questions a candidate keeps for revision, from their results. Their own only. */
export const QuestionBookmarks: CollectionConfig = {
  slug: 'question-bookmarks',
  labels: { singular: 'Question bookmark', plural: 'Question bookmarks' },
  admin: { group: 'Tests', defaultColumns: ['candidate', 'question', 'createdAt'], hidden: ({ user }) => user?.role !== 'admin' },
  access: { read: ownOrStaff('candidate'), create: ({ req }) => req.user?.collection === 'users', update: isStaff, delete: ownOnly('candidate') },
  indexes: [{ fields: ['candidate', 'question'], unique: true }],
  hooks: {
    // Whoever creates it, a bookmark belongs to the candidate who made it.
    beforeValidate: [({ data, req, operation }) => (operation === 'create' && data && req.user ? { ...data, candidate: req.user.id } : data)],
  },
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true },
    { name: 'topic', type: 'relationship', relationTo: 'topics', index: true, admin: { description: 'The question’s topic, for filtering' } },
  ],
}
