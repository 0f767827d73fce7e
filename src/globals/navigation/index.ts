import type { Field, GlobalConfig } from 'payload'

import { anyone, isStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { expireGlobalAfterChange } from '@/lib/revalidate'

/** Name, link and isPaid: the spec's menu entry. A paid entry leads to /coming-soon instead of its link. */
const entryFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', required: true, localized: true },
      { name: 'link', type: 'text', required: true, admin: { description: 'A path on this site, e.g. /syllabus' } },
      { name: 'isPaid', type: 'checkbox', defaultValue: false, admin: { description: 'Paid items lead to /coming-soon' } },
    ],
  },
]

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  admin: { group: 'Site' },
  custom: { protection: { read: 'public' } satisfies DocumentProtection },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [expireGlobalAfterChange] },
  fields: [
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Menu entry', plural: 'Menu entries' },
      fields: [
        ...entryFields,
        {
          name: 'submenu',
          type: 'array',
          labels: { singular: 'Submenu entry', plural: 'Submenu' },
          fields: [
            ...entryFields,
            { name: 'children', type: 'array', labels: { singular: 'Child entry', plural: 'Child menu' }, fields: entryFields },
          ],
        },
      ],
    },
  ],
}
