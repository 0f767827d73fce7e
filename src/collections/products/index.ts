import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import type { DocumentProtection, FieldProtection } from '@/access/protection'
import { slugField } from '@/fields/slug'
import { contentCacheHooks } from '@/lib/revalidate'
import { previewUrl } from '@/lib/preview'
import { productHref } from '@/lib/links'

import { queueOfferEnd } from './queue-offer-end'

export const productKinds = ['course', 'test-series', 'notes', 'answer-copies'] as const

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Course or product', plural: 'Courses and products' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'price', 'offerPrice', '_status'],
    group: 'Courses',
    preview: (doc, { locale }) => previewUrl(productHref(String(doc.slug)), locale),
  },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true },
  hooks: { ...contentCacheHooks, afterChange: [...contentCacheHooks.afterChange, queueOfferEnd] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: [
            { label: 'Course', value: 'course' },
            { label: 'Test series', value: 'test-series' },
            { label: 'Notes', value: 'notes' },
            { label: 'Answer copies', value: 'answer-copies' },
          ],
        },
        { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'In rupees' } },
        {
          name: 'offerPrice',
          type: 'number',
          min: 0,
          admin: { description: 'In rupees; leave empty when there is no offer' },
          validate: (value: unknown, { siblingData }: { siblingData: { price?: number } }) =>
            value == null || siblingData.price == null || Number(value) <= siblingData.price || 'The offer price cannot be above the price',
        },
        { name: 'order', type: 'number', defaultValue: 0 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'offerEndsAt',
          label: 'Offer ends',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime' },
            description: 'After this moment the full price applies, on the site and at checkout. Empty: the offer runs until removed.',
          },
        },
        {
          name: 'accessMonths',
          label: 'Access after buying online (months)',
          type: 'number',
          min: 1,
          max: 60,
          admin: { description: 'How long an online purchase opens the course, counted from the payment.' },
        },
        {
          name: 'accessEndsOn',
          label: 'Or access until',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly' },
            description: 'A fixed last day instead (e.g. the exam). Without either, the course is not sold online.',
          },
        },
      ],
    },
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'includes', type: 'array', fields: [{ name: 'item', type: 'text', required: true, localized: true }] },
    {
      type: 'row',
      fields: [
        { name: 'validity', type: 'text', required: true, localized: true, admin: { description: 'e.g. 12 months' } },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: 'bilingual',
          options: [
            { label: 'English', value: 'english' },
            { label: 'Punjabi', value: 'punjabi' },
            { label: 'English and Punjabi', value: 'bilingual' },
          ],
        },
      ],
    },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'faqs',
      type: 'array',
      labels: { singular: 'FAQ', plural: 'FAQs' },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true },
        {
          name: 'answer',
          type: 'textarea',
          required: true,
          localized: true,
          custom: { protection: { protection: 'public', reason: 'The answer to a FAQ on the course page' } satisfies FieldProtection },
        },
      ],
    },
  ],
}
