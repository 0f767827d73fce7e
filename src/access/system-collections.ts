import type { SanitizedConfig } from 'payload'

import { isStaff } from './index'

/**
 * Payload's own document-lock collection lets any signed-in user read, create and delete locks, which
 * would let a candidate see what staff are editing or lock every document against them. Payload has
 * no option for it, so the built config is tightened here: locks are staff-only.
 */
export function restrictSystemCollections(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (!locks) throw new Error('payload-locked-documents is missing: review restrictSystemCollections after a Payload upgrade')
  locks.access = { ...locks.access, create: isStaff, read: isStaff, update: isStaff, delete: isStaff }
  return config
}
