import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { paidAccessFields, paidField, paidForceSelect } from '@/access/paid-content'
import type { DocumentProtection } from '@/access/protection'
import { contentCacheHooks } from '@/lib/revalidate'
import { previewUrl } from '@/lib/preview'
import { topicHref } from '@/lib/links'

import { fillTopicLabel } from './hooks/fill-label'

export const topicStages = ['prelims', 'mains'] as const
export type TopicStage = (typeof topicStages)[number]

/** The spec's addresses: /resource/gs-pcs-prelims_{topic} and /resource/gs-pcs-mains_{topic}. */
export const topicSlug = (stage: TopicStage, key: string) => `gs-pcs-${stage}_${key}`

export const Topics: CollectionConfig = {
  slug: 'topics',
  admin: {
    // "Geography · Prelims": the English title and the paper, in every picker and list of the admin.
    useAsTitle: 'label',
    defaultColumns: ['label', 'slug', '_status'],
    group: 'Study material',
    preview: (doc, { locale }) => previewUrl(topicHref(String(doc.slug)), locale),
  },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true },
  forceSelect: paidForceSelect,
  defaultSort: 'order',
  hooks: {
    ...contentCacheHooks,
    beforeChange: [fillTopicLabel],
    beforeValidate: [
      ({ data }) => {
        if (data?.stage && data.key) data.slug = topicSlug(data.stage, data.key)
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'stage', type: 'select', required: true, options: [...topicStages], index: true },
        {
          name: 'key',
          type: 'text',
          required: true,
          admin: { description: 'Last part of the address, e.g. punjab-gk' },
          validate: (value: unknown) =>
            /^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(value ?? '')) || 'Use lower-case letters, digits and hyphens',
        },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'label',
      type: 'text',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'How staff find the topic: its English title and paper. Set when it is saved.',
      },
    },
    {
      name: 'overview',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'Shown to everyone, also when the notes are paid.' },
    },
    ...paidAccessFields('notes'),
    paidField({ name: 'notes', type: 'richText', localized: true }),
    paidField({
      name: 'pdfs',
      label: 'Downloadable PDFs',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, localized: true },
            {
              name: 'file',
              type: 'upload',
              relationTo: 'media',
              required: true,
              filterOptions: { mimeType: { equals: 'application/pdf' } },
            },
          ],
        },
      ],
    }),
  ],
}
