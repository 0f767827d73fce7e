import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { expireGlobalAfterChange } from '@/lib/revalidate'
import { previewUrl } from '@/lib/preview'
import { routes } from '@/lib/links'

/** The PPSC Civil Services pattern and syllabus, stage by stage and paper by paper (/syllabus). */
export const Syllabus: GlobalConfig = {
  slug: 'syllabus',
  admin: { group: 'Study material', preview: (_doc, { locale }) => previewUrl(routes.syllabus.href(), locale) },
  custom: { protection: { read: 'published' } satisfies DocumentProtection },
  access: { read: anyone, update: isStaff },
  versions: { drafts: true },
  hooks: { afterChange: [expireGlobalAfterChange] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', required: true, localized: true },
    {
      name: 'stages',
      type: 'array',
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'select', required: true, options: ['prelims', 'mains', 'interview'] },
            { name: 'title', type: 'text', required: true, localized: true },
          ],
        },
        { name: 'summary', type: 'textarea', required: true, localized: true },
        {
          name: 'papers',
          type: 'array',
          fields: [
            { name: 'title', type: 'text', required: true, localized: true },
            {
              type: 'row',
              fields: [
                { name: 'questions', type: 'number', min: 1, admin: { description: 'Objective papers only' } },
                { name: 'marksPerQuestion', type: 'number', min: 0 },
                { name: 'totalMarks', type: 'number', required: true, min: 1 },
                { name: 'durationMinutes', type: 'number', min: 1 },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'negativeMarking',
                  type: 'text',
                  localized: true,
                  admin: { description: 'e.g. None; or 1/4 of the marks of a question' },
                },
                {
                  name: 'qualifyingPercent',
                  type: 'number',
                  min: 0,
                  max: 100,
                  admin: { description: 'Set only for qualifying papers, e.g. 40 for CSAT' },
                },
              ],
            },
            { name: 'syllabus', type: 'textarea', required: true, localized: true, admin: { description: 'One part per line.' } },
            {
              name: 'topics',
              type: 'relationship',
              relationTo: 'topics',
              hasMany: true,
              admin: { description: 'Topic pages that cover this paper.' },
            },
          ],
        },
      ],
    },
    { name: 'notes', type: 'array', fields: [{ name: 'note', type: 'textarea', required: true, localized: true }] },
  ],
}
