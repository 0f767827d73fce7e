import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { CONSENT_FILE_TYPES } from '@/domain/success-stories/publishing'
import { getEnv } from '@/lib/env'

/**
 * A selected candidate's signed consent to publish their success story (issue 18, item 7, ADR 049):
 * a scan or PDF of the form, kept as evidence. It holds a signature and personal details, so it is
 * stored outside the public media folder and served to staff only (Payload asks this collection's
 * read rule before it sends a file); a story cannot be published without one.
 */
export const ConsentFiles: CollectionConfig = {
  slug: 'consent-files',
  labels: { singular: 'Consent form', plural: 'Consent forms' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'signedOn', 'filename'],
    group: 'Content',
    description: 'Signed consent of selected candidates to publish their stories. Seen by staff only.',
  },
  custom: { protection: { read: 'staff' } satisfies DocumentProtection },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isAdmin },
  upload: {
    staticDir: getEnv().consentFilesDir,
    mimeTypes: [...CONSENT_FILE_TYPES],
    crop: false,
    focalPoint: false,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Whose consent, for what: e.g. "Simranjeet Kaur: consent to publish her story (PCS 2024)"' },
    },
    {
      name: 'signedOn',
      label: 'Signed on',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' }, description: 'The date on the signed form' },
      validate: (value: unknown) =>
        !value
          ? 'Give the date on the signed form.'
          : new Date(String(value)).getTime() <= Date.now() || 'The form cannot be signed on a day still to come.',
    },
  ],
}
