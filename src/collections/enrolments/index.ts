import type { CollectionConfig } from 'payload'

import { isStaff, isStaffUser } from '@/access'
import type { DocumentProtection } from '@/access/protection'

/**
 * A candidate's access to a product until a date: what unlocks paid content (ADR 008). An online
 * purchase grants one (ADR 053); staff grant and change them in the admin (a payment at the centre, a
 * scholarship); a candidate can read their own, never anyone else's.
 */
export const Enrolments: CollectionConfig = {
  slug: 'enrolments',
  admin: { useAsTitle: 'id', defaultColumns: ['user', 'product', 'validUntil', 'note'], group: 'People' },
  custom: { protection: { read: 'own', owner: 'user', readAll: 'staff' } satisfies DocumentProtection },
  access: {
    read: ({ req }) => (isStaffUser(req.user) ? true : req.user?.collection === 'users' ? { user: { equals: req.user.id } } : false),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: '-validUntil',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'user', label: 'Candidate', type: 'relationship', relationTo: 'users', required: true, index: true },
        { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
        {
          name: 'validUntil',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Access ends at this moment.' },
        },
      ],
    },
    { name: 'note', type: 'text', admin: { description: 'e.g. Paid at the centre, receipt 2026/418; scholarship' } },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      // One enrolment per paid order, held by the database: a payment confirmed twice (the browser's
      // return and the webhook, or a webhook delivered three times) grants once (ADR 053).
      unique: true,
      admin: { readOnly: true, description: 'The online order that granted this enrolment; empty when staff enrolled by hand.' },
    },
  ],
}
