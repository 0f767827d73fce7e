import type { CollectionConfig, Validate } from 'payload'

import { isStaff, publishedOrStaff, staffOnlyField } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import {
  checkFactForPublishing,
  COURSE_FEES,
  MAX_COURSE_MONTHS,
  type PublishingFact,
  STORY_EXAMS,
} from '@/domain/success-stories/publishing'
import { seedKeyField } from '@/fields/seed-key'
import { library as libraryWords } from '@/i18n/catalogue/library'
import { routes } from '@/lib/links'
import { previewUrl } from '@/lib/preview'
import { contentCacheHooks } from '@/lib/revalidate'

/** A fact publishing needs (ADR 049): checked only when the story is published, named beside its field. */
const checkedWhenPublished =
  (fact: PublishingFact): Validate =>
  (value, { data }) =>
    checkFactForPublishing(fact, value, (data as { _status?: unknown } | undefined)?._status)

/**
 * A selected candidate's story (issue 18, item 7). A published story states the candidate's rank,
 * the exam and year, the course they took with its duration, whether it was paid or free, and holds
 * their signed consent (India's 2024 coaching-advertisement guidelines): a draft may lack them, but
 * publishing is refused, fact by fact, until each is there. The consent form is staff-only.
 */
export const SuccessStories: CollectionConfig = {
  slug: 'success-stories',
  labels: { singular: 'Success story', plural: 'Success stories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'rank', 'year', 'exam', '_status'],
    group: 'Content',
    preview: (_doc, { locale }) => previewUrl(routes.successStories.href(), locale),
    description:
      'A story is published only with the rank, the exam and year, the course taken, its duration, paid or free, and the candidate’s signed consent.',
  },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true },
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
        {
          name: 'rank',
          type: 'text',
          required: true,
          localized: true,
          validate: checkedWhenPublished('rank'),
          admin: { description: 'The rank on the final merit list and the post, e.g. Rank 7, PCS (Executive Branch)' },
        },
        { name: 'year', type: 'number', required: true, min: 1990, max: 2100, admin: { description: 'The year of the exam' } },
        { name: 'district', type: 'text', localized: true },
      ],
    },
    {
      name: 'exam',
      type: 'select',
      required: true,
      options: STORY_EXAMS.map((value) => ({ value, label: libraryWords.stories.exams[value].en })),
      validate: checkedWhenPublished('exam'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'course',
          type: 'text',
          required: true,
          localized: true,
          validate: checkedWhenPublished('course'),
          admin: { description: 'The course the candidate took with us, as it was sold, e.g. Foundation Course (Online)' },
        },
        {
          name: 'courseMonths',
          label: 'Course duration (months)',
          type: 'number',
          required: true,
          min: 1,
          max: MAX_COURSE_MONTHS,
          validate: checkedWhenPublished('courseMonths'),
        },
        {
          name: 'courseFee',
          label: 'Paid or free',
          type: 'radio',
          required: true,
          options: COURSE_FEES.map((value) => ({ value, label: value === 'paid' ? 'Paid' : 'Free' })),
          validate: checkedWhenPublished('courseFee'),
          admin: { layout: 'horizontal' },
        },
      ],
    },
    staffOnlyField({
      name: 'consent',
      label: 'Signed consent',
      type: 'upload',
      relationTo: 'consent-files',
      required: true,
      validate: checkedWhenPublished('consent'),
      admin: { description: 'The candidate’s signed consent to publish this story (PDF or scan). Seen by staff only.' },
    }),
    { name: 'photo', type: 'upload', relationTo: 'media', admin: { description: 'A square portrait; its alt text in both languages.' } },
    { name: 'quote', type: 'textarea', required: true, localized: true },
    { name: 'story', type: 'textarea', required: true, localized: true, admin: { description: 'Separate paragraphs with an empty line.' } },
    seedKeyField,
  ],
}
