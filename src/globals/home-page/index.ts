import type { Field, GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { expireGlobalAfterChange } from '@/lib/revalidate'

const callToAction = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        { name: 'link', type: 'text', required: true, admin: { description: 'A path on this site, e.g. /test-series' } },
      ],
    },
  ],
})

/**
 * The home page's own words: hero, what the institute offers, the daily-quiz and Join Today blurbs.
 * The lists under them (current affairs, test series, courses, stories) come from their collections.
 */
export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: { group: 'Site' },
  custom: { protection: { read: 'public' } satisfies DocumentProtection },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireGlobalAfterChange] },
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'eyebrow', type: 'text', localized: true, admin: { description: 'Short line above the title' } },
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'lead', type: 'textarea', required: true, localized: true },
        callToAction('primaryAction', 'Main button'),
        callToAction('secondaryAction', 'Second button'),
        {
          name: 'highlights',
          type: 'array',
          maxRows: 4,
          admin: { description: 'Up to four short facts shown under the buttons, e.g. "100+ mock tests"' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', required: true, localized: true },
                { name: 'label', type: 'text', required: true, localized: true },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'offers',
      label: 'What we offer',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', required: true, localized: true },
        { name: 'link', type: 'text', required: true },
      ],
    },
    {
      name: 'dailyQuiz',
      label: "Today's quiz",
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', required: true, localized: true },
        callToAction('action', 'Button'),
      ],
    },
    {
      name: 'joinCallToAction',
      label: 'Join Today call to action',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'text', type: 'textarea', required: true, localized: true },
      ],
    },
  ],
}
