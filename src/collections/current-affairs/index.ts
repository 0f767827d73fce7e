import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { slugField } from '@/fields/slug'
import { indianNoon } from '@/lib/days'
import { currentAffairs as currentAffairsWords } from '@/i18n/catalogue/current-affairs'
import { contentCacheHooks } from '@/lib/revalidate'
import { dailyArticleHref } from '@/lib/links'
import { previewUrl } from '@/lib/preview'

export const regions = ['punjab', 'national', 'international'] as const

export const CurrentAffairs: CollectionConfig = {
  slug: 'current-affairs',
  labels: { singular: 'Current affairs article', plural: 'Current affairs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'region', '_status'],
    group: 'Current affairs',
    preview: (doc, { locale }) => previewUrl(dailyArticleHref({ slug: String(doc.slug), date: String(doc.date) }), locale),
  },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true } },
  defaultSort: '-date',
  hooks: contentCacheHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          // A new article is today's news in India unless staff pick another day.
          defaultValue: () => indianNoon(new Date()),
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
        },
        {
          name: 'region',
          type: 'select',
          required: true,
          options: regions.map((value) => ({ value, label: currentAffairsWords.regions[value].en })),
          defaultValue: 'punjab',
        },
        { name: 'category', type: 'text', required: true, admin: { description: 'e.g. Economy, Polity, Environment' } },
      ],
    },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      admin: { description: 'Syllabus topics this is relevant to.' },
    },
    { name: 'source', type: 'text', admin: { description: 'Where it was reported, e.g. The Tribune, PIB' } },
  ],
}
