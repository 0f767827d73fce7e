import type { GlobalConfig } from 'payload'

import { isStaff, publishedOrStaff } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { previewUrl } from '@/lib/preview'
import { expireGlobalAfterChange } from '@/lib/revalidate'
import { routes } from '@/lib/links'

/**
 * A staff-edited legal page (the terms of use, the privacy policy): a title, a short introduction,
 * the day it last changed and its sections, in English and Punjabi, drafted and published like the
 * rest of the content. Sign-up asks candidates to accept both, so both must say what is true.
 */
function legalPage(slug: 'terms-of-use' | 'privacy-policy', label: string, path: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Site', preview: (_doc, { locale }) => previewUrl(path, locale) },
    custom: { protection: { read: 'published' } satisfies DocumentProtection },
    access: { read: publishedOrStaff, update: isStaff },
    versions: { drafts: true },
    hooks: { afterChange: [expireGlobalAfterChange] },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      { name: 'intro', type: 'textarea', required: true, localized: true, admin: { description: 'One or two sentences under the title.' } },
      {
        name: 'lastUpdated',
        type: 'date',
        required: true,
        admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Change it whenever the meaning of the page changes.' },
      },
      {
        name: 'sections',
        type: 'array',
        minRows: 1,
        fields: [
          { name: 'heading', type: 'text', required: true, localized: true },
          {
            name: 'body',
            type: 'textarea',
            required: true,
            localized: true,
            admin: { description: 'Paragraphs separated by an empty line; a line starting with "- " is a list item.' },
          },
        ],
      },
    ],
  }
}

/** /terms */
export const TermsOfUse = legalPage('terms-of-use', 'Terms of use', routes.terms.href())
/** /privacy */
export const PrivacyPolicy = legalPage('privacy-policy', 'Privacy policy', routes.privacy.href())
