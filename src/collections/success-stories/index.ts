import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { seedKeyField } from '@/fields/seed-key'
import { contentCacheHooks } from '@/lib/revalidate'

export const SuccessStories: CollectionConfig = {
  slug: 'success-stories',
  labels: { singular: 'Success story', plural: 'Success stories' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'rank', 'year'], group: 'Content' },
  custom: { protection: { read: 'public' } satisfies DocumentProtection },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-year',
  hooks: contentCacheHooks,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          localized: true,
          admin: { description: 'As the candidate writes it, in each language (Gurmukhi for ਪੰਜਾਬੀ)' },
        },
        { name: 'rank', type: 'text', required: true, localized: true, admin: { description: 'e.g. Rank 7, PCS (Executive Branch)' } },
        { name: 'year', type: 'number', required: true, min: 1990, max: 2100 },
        { name: 'district', type: 'text', localized: true },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media', admin: { description: 'A square portrait; its alt text in both languages.' } },
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'story', type: 'textarea', required: true, localized: true, admin: { description: 'Separate paragraphs with an empty line.' } },
    seedKeyField,
  ],
}
