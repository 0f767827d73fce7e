import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import type { DocumentProtection } from '@/access/protection'

export const contactStatuses = [
  { label: 'New', value: 'new' },
  { label: 'Being handled', value: 'in-progress' },
  { label: 'Answered', value: 'answered' },
] as const

/**
 * Messages sent through /contact-us. Staff only: the contact form's use-case stores them after
 * validating (nobody creates them through the API), and staff are e-mailed about each one.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'], group: 'People' },
  custom: { protection: { read: 'staff' } satisfies DocumentProtection },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
        { name: 'mobile', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: contactStatuses.map((status) => ({ ...status })),
      admin: { position: 'sidebar' },
    },
    { name: 'staffNotes', type: 'textarea', admin: { description: 'For staff only: what was done, who answered.' } },
  ],
}
