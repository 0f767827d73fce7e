import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { slugField } from '@/fields/slug'
import { contentCacheHooks } from '@/lib/revalidate'
import { previewUrl } from '@/lib/preview'
import { editorialAnalysisHref } from '@/lib/links'

/** Analyses of The Tribune's editorials for Punjab PCS: what it says, why it matters, what may be asked. */
export const EditorialAnalyses: CollectionConfig = {
  slug: 'editorial-analyses',
  labels: { singular: 'Editorial analysis', plural: 'Editorial analyses' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    group: 'Current affairs',
    preview: (doc, { locale }) => previewUrl(editorialAnalysisHref(String(doc.slug)), locale),
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
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: 'The day the editorial appeared.' },
        },
        { name: 'editorialTitle', type: 'text', required: true, admin: { description: "The editorial's own headline" } },
        { name: 'newspaper', type: 'text', required: true, defaultValue: 'The Tribune' },
      ],
    },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'keyPoints', type: 'array', minRows: 1, fields: [{ name: 'point', type: 'textarea', required: true, localized: true }] },
    {
      name: 'syllabusRelevance',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'Which paper and part of the PPSC syllabus, and why.' },
    },
    {
      name: 'topics',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      admin: { description: 'Syllabus topics; the analysis appears on their pages.' },
    },
    {
      name: 'probableQuestions',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'question', type: 'textarea', required: true, localized: true },
            { name: 'stage', type: 'select', required: true, defaultValue: 'mains', options: ['prelims', 'mains'] },
            { name: 'marks', type: 'number', min: 1, admin: { description: 'Mains only' } },
          ],
        },
      ],
    },
  ],
}
