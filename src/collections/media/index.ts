import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access'
import { paidAccessFields, readFreeOrEnrolled } from '@/access/paid-content'
import type { DocumentProtection } from '@/access/protection'
import { getEnv } from '@/lib/env'
import { contentCacheHooks } from '@/lib/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  custom: { protection: { read: 'paid' } satisfies DocumentProtection },
  // A paid file (a consolidation PDF, paid notes) is served only to staff and enrolled candidates: its URL answers 403 otherwise.
  access: { read: readFreeOrEnrolled, create: isStaff, update: isStaff, delete: isStaff },
  // Pages cache the files they list (name, size, paid or free): a change expires them.
  hooks: contentCacheHooks,
  upload: {
    staticDir: getEnv().mediaDir,
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 384 },
      { name: 'card', width: 828 },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'What the image shows, or the title of the document.' },
    },
    ...paidAccessFields('files'),
  ],
}
