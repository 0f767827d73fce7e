import type { CollectionConfig } from 'payload'

import { isStaff, staffOnlyField } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { refuseDeleteWhenAnswered } from '@/domain/test-engine/keep-results'
import { type BilingualSpec, punjabiField, savePunjabi } from '@/fields/bilingual'
import { seedKeyField } from '@/fields/seed-key'
import { expireCollectionAfterChange, expireCollectionAfterDelete } from '@/lib/revalidate'

import { recordKeyChange, takeRescoreChoice } from './hooks/key-changes'

export const optionLetters = ['A', 'B', 'C', 'D'] as const
export const difficulties = ['easy', 'medium', 'hard'] as const

/** The question form edits its English and Punjabi side by side (ADR 021). */
const bilingual: BilingualSpec = {
  paths: ['stem', 'options.text', 'explanation'],
  required: ['stem', 'options.text'],
  requiredMessage: 'A question in Punjabi needs the question and all four options in Punjabi; the explanation may stay in English.',
  publishRule:
    'A question may be saved in English alone while it is translated, but a test is published only when each of its questions has its Punjabi, unless the question is marked “Tests one language only”.',
}
const bilingualTextarea = { path: '/fields/bilingual/bilingual.client#BilingualTextareaField', clientProps: { spec: bilingual } }

/**
 * The question bank. Candidates never read it directly: the test engine hands out questions without
 * their answers, and only staff can read `correctOption` and `explanation` here.
 */
export const Questions: CollectionConfig = {
  slug: 'questions',
  admin: {
    useAsTitle: 'stem',
    defaultColumns: ['stem', 'topic', 'difficulty', 'source'],
    group: 'Tests',
    components: { beforeListTable: ['/collections/questions/components/question-import-link.server#QuestionImportLink'] },
  },
  custom: { protection: { read: 'staff' } satisfies DocumentProtection },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  // Every save keeps a version, for good: an attempt is taken on the versions of the moment it starts (ADR 046).
  versions: { maxPerDoc: 0 },
  hooks: {
    beforeChange: [takeRescoreChoice],
    beforeDelete: [refuseDeleteWhenAnswered('question', 'question')],
    afterDelete: [expireCollectionAfterDelete],
    // A changed key is recorded with who changed it, and re-scores finished results only when staff chose it (ADR 046).
    afterChange: [savePunjabi(bilingual), expireCollectionAfterChange, recordKeyChange],
  },
  fields: [
    punjabiField(bilingual),
    {
      name: 'stem',
      label: 'Question',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { components: { Field: bilingualTextarea } },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'options',
      type: 'array',
      required: true,
      minRows: 4,
      maxRows: 4,
      // Four rows ready to fill in, named A to D.
      defaultValue: optionLetters.map(() => ({})),
      admin: {
        description: 'Four options, in the order A, B, C, D.',
        initCollapsed: false,
        components: { RowLabel: '/collections/questions/components/option-fields.client#OptionRowLabel' },
      },
      fields: [
        { name: 'text', type: 'textarea', required: true, localized: true, admin: { rows: 2, components: { Field: bilingualTextarea } } },
      ],
    },
    staffOnlyField({
      name: 'correctOption',
      type: 'select',
      required: true,
      options: [...optionLetters],
      admin: { components: { Field: '/collections/questions/components/option-fields.client#CorrectOptionField' } },
    }),
    staffOnlyField({ name: 'explanation', type: 'textarea', localized: true, admin: { components: { Field: bilingualTextarea } } }),
    {
      type: 'row',
      fields: [
        { name: 'topic', type: 'relationship', relationTo: 'topics', index: true },
        { name: 'difficulty', type: 'select', options: [...difficulties], defaultValue: 'medium' },
        { name: 'source', type: 'text', admin: { description: 'e.g. PPSC 2021 GS, Institute mock' } },
      ],
    },
    staffOnlyField({
      name: 'dropped',
      label: 'Dropped: every candidate gets its marks',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'As PPSC does when a question is wrong beyond repair. Usually set by accepting answer-key objections; tick Re-score below for finished attempts to follow.',
      },
    }),
    staffOnlyField({
      name: 'rescoreFinished',
      label: 'Re-score finished attempts',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Attempts keep the version of the question they were taken on. Tick this when saving a corrected key or a drop to score every finished attempt again with it, which can change ranks; not after reordering the options, since candidates chose letters. It applies to this save only.',
      },
    }),
    {
      name: 'oneLanguage',
      label: 'Tests one language only',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description:
          'Tick for a question about English or Punjabi itself (grammar, comprehension). Every other question needs its Punjabi before a test that holds it is published.',
      },
    },
    seedKeyField,
  ],
}
