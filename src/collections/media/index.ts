import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import { getEnv } from '@/lib/env'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: getEnv().mediaDir,
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 384 },
      { name: 'card', width: 828 },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true, admin: { description: 'What the image shows, for screen readers.' } }],
}
