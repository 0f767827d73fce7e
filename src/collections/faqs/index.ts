import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import type { DocumentProtection, FieldProtection } from '@/access/protection'
import { seedKeyField } from '@/fields/seed-key'
import { contentCacheHooks } from '@/lib/revalidate'

export const faqGroups = [
  { label: 'General', value: 'general' },
  { label: 'The PPSC exam', value: 'exam' },
  { label: 'Courses and payments', value: 'courses-and-payments' },
  { label: 'Test series', value: 'test-series' },
  { label: 'Account and access', value: 'account-and-access' },
] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'group', 'order'], group: 'Content' },
  custom: { protection: { read: 'public' } satisfies DocumentProtection },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
  hooks: contentCacheHooks,
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      localized: true,
      custom: { protection: { protection: 'public', reason: 'The answer to a FAQ, shown to everyone' } satisfies FieldProtection },
    },
    {
      type: 'row',
      fields: [
        { name: 'group', type: 'select', required: true, options: faqGroups.map((group) => ({ ...group })) },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    seedKeyField,
  ],
}
