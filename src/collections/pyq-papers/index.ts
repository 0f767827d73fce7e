import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import type { DocumentProtection, FieldProtection } from '@/access/protection'
import { slugField } from '@/fields/slug'
import { contentCacheHooks } from '@/lib/revalidate'
import { previewUrl } from '@/lib/preview'
import { pyqYearHref } from '@/lib/links'

export const PyqPapers: CollectionConfig = {
  slug: 'pyq-papers',
  labels: { singular: 'PYQ paper', plural: 'PYQ papers' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'year', 'stage', 'paper', '_status'],
    group: 'Study material',
    preview: (doc, { locale }) => previewUrl(pyqYearHref(Number(doc.year)), locale),
  },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true },
  defaultSort: '-year',
  hooks: contentCacheHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      type: 'row',
      fields: [
        { name: 'year', type: 'number', required: true, min: 1990, max: 2100, index: true },
        { name: 'stage', type: 'select', required: true, options: ['prelims', 'mains'] },
        { name: 'paper', type: 'text', required: true, admin: { description: 'e.g. GS Paper I, CSAT Paper II' } },
      ],
    },
    { name: 'pattern', type: 'text', required: true, localized: true, admin: { description: 'The exam pattern in force that year' } },
    {
      type: 'row',
      fields: [
        { name: 'questionCount', type: 'number', min: 1 },
        { name: 'totalMarks', type: 'number', required: true, min: 1 },
        { name: 'durationMinutes', type: 'number', required: true, min: 1 },
        { name: 'cutoff', type: 'number', min: 0, admin: { description: 'General category cut-off, where known' } },
      ],
    },
    {
      name: 'cutoffIsEstimate',
      label: 'The cut-off is an estimate',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Tick when PPSC has not published it: candidates are told it is the academy’s estimate.' },
    },
    { name: 'questionPaper', type: 'upload', relationTo: 'media' },
    {
      name: 'answerKey',
      type: 'upload',
      relationTo: 'media',
      custom: {
        protection: { protection: 'public', reason: 'PPSC’s published answer key, a free download on /pyq' } satisfies FieldProtection,
      },
    },
    {
      name: 'test',
      type: 'relationship',
      relationTo: 'tests',
      admin: { description: 'The paper as an attemptable test, when its questions are in the bank.' },
    },
  ],
}
