import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'

/**
 * A checked answer in a practice drill: one per drill and question, whatever the order two checks
 * arrive in; written only by the drill use-case (which checks the drill is the candidate's and holds
 * the question), read by the candidate and staff.
 */
export const DrillAnswers: CollectionConfig = {
  slug: 'drill-answers',
  labels: { singular: 'Practice drill answer', plural: 'Practice drill answers' },
  admin: {
    group: 'Tests',
    defaultColumns: ['candidate', 'drill', 'question', 'option', 'createdAt'],
    hidden: ({ user }) => user?.role !== 'admin',
  },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['drill', 'question'], unique: true }],
  fields: [
    { name: 'drill', type: 'relationship', relationTo: 'drills', required: true, index: true },
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'question', type: 'relationship', relationTo: 'questions', required: true },
    { name: 'option', type: 'select', required: true, options: ['A', 'B', 'C', 'D'] },
  ],
}
