import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'
import { deleteAnswersOf } from '@/domain/test-engine/keep-results'

/**
 * A candidate's practice drill on one topic (issue 18, item 2; ADR 039): up to ten questions chosen by
 * the server from what the candidate may practise, the unseen first. Untimed and never ranked. Made
 * only by the drill use-case, read by the candidate and staff; the answers are `drill-answers`.
 */
export const Drills: CollectionConfig = {
  slug: 'drills',
  labels: { singular: 'Practice drill', plural: 'Practice drills' },
  admin: {
    group: 'Tests',
    defaultColumns: ['candidate', 'topic', 'createdAt'],
    hidden: ({ user }) => user?.role !== 'admin',
  },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: nobody, delete: isAdmin },
  hooks: { beforeDelete: [deleteAnswersOf('drill-answers', 'drill')] },
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'topic', type: 'relationship', relationTo: 'topics', required: true, index: true },
    { name: 'questions', type: 'relationship', relationTo: 'questions', hasMany: true, required: true, minRows: 1, maxRows: 10 },
  ],
}
