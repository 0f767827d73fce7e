import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '@/access'
import { ownOrStaff } from '@/access/own'
import type { DocumentProtection } from '@/access/protection'
import { PAGE_TYPES } from '@/domain/daily-questions/handwritten-pages'
import { getEnv } from '@/lib/env'

const fixed = { update: () => false } as const

/**
 * One page of a candidate's handwritten Mains answer (issue 18, item 6, ADR 048): a JPEG the browser
 * compressed, stored by the submission use-case after it checked its bytes and size. Its file is served
 * only to the candidate who wrote it and to staff (Payload asks this collection's read rule before it
 * sends a file); nobody creates or changes one through the API.
 */
export const AnswerPages: CollectionConfig = {
  slug: 'answer-pages',
  labels: { singular: 'Answer page', plural: 'Answer pages' },
  admin: { group: 'Current affairs', hidden: true },
  custom: { protection: { read: 'own', owner: 'candidate', readAll: 'staff' } satisfies DocumentProtection },
  access: { read: ownOrStaff('candidate'), create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir: getEnv().answerPagesDir,
    mimeTypes: [...PAGE_TYPES],
    // Pages arrive compressed and are shown as they are: no sizes to make, no crop or focal point.
    crop: false,
    focalPoint: false,
    hideRemoveFile: true,
  },
  fields: [
    { name: 'candidate', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    { name: 'page', type: 'number', required: true, min: 1, access: fixed },
  ],
}
