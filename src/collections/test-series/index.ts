import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { slugField } from '@/fields/slug'
import { contentCacheHooks } from '@/lib/revalidate'

export const TestSeries: CollectionConfig = {
  slug: 'test-series',
  labels: { singular: 'Test series', plural: 'Test series' },
  typescript: { interface: 'TestSeries' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'isPaid', '_status'], group: 'Tests' },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true },
  hooks: contentCacheHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: ['prelims', 'mains', 'csat', 'sectional'] },
        { name: 'isPaid', type: 'checkbox', defaultValue: false },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    {
      name: 'tests',
      type: 'relationship',
      relationTo: 'tests',
      hasMany: true,
      admin: { description: 'In the order candidates should take them.' },
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      admin: { description: 'The course that gives access, for a paid series.' },
    },
  ],
}
