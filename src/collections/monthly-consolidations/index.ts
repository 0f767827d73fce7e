import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import { paidAccessFields, paidField, paidForceSelect } from '@/access/paid-content'
import type { DocumentProtection } from '@/access/protection'
import { slugField } from '@/fields/slug'
import { contentCacheHooks } from '@/lib/revalidate'
import { previewUrl } from '@/lib/preview'
import { monthlyHref } from '@/lib/links'

/** A month of current affairs in one place: the contents are a free preview, the compilation is paid. */
export const MonthlyConsolidations: CollectionConfig = {
  slug: 'monthly-consolidations',
  labels: { singular: 'Monthly consolidation', plural: 'Monthly consolidations' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'month', 'availability', '_status'],
    group: 'Current affairs',
    preview: (doc, { locale }) => previewUrl(monthlyHref(String(doc.slug)), locale),
  },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: { schedulePublish: true } },
  forceSelect: paidForceSelect,
  defaultSort: '-month',
  hooks: contentCacheHooks,
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      name: 'month',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' } },
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'The free preview: what the month held.' },
    },
    {
      name: 'contents',
      type: 'array',
      admin: { description: 'Chapter list, shown to everyone.' },
      fields: [{ name: 'heading', type: 'text', required: true, localized: true }],
    },
    ...paidAccessFields('consolidations'),
    paidField({ name: 'body', type: 'richText', localized: true }),
    paidField({
      name: 'pdf',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The printable compilation; mark the file itself as paid too.' },
    }),
  ],
}
