import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

import { isStaff, nobody } from './index'
import { type DocumentProtection, documentProtectionOf, type FieldProtection } from './protection'

type SystemRule = { protection: DocumentProtection; access?: Partial<SanitizedCollectionConfig['access']> }

/**
 * The collections Payload adds on its own, with the rule each gets. Payload's document-lock collection
 * lets any signed-in user read, create and delete locks, which would let a candidate see what staff
 * are editing or lock every document against them: locks are staff-only. Migrations are Payload's
 * bookkeeping (no REST route): nobody. Jobs and key-value entries are already closed; preferences are
 * each admin user's own.
 */
const systemCollections: Record<string, SystemRule> = {
  'payload-locked-documents': {
    protection: { read: 'staff' },
    access: { create: isStaff, read: isStaff, update: isStaff, delete: isStaff },
  },
  'payload-preferences': { protection: { read: 'own', owner: 'user', readAll: 'nobody' } },
  'payload-migrations': { protection: { read: 'nobody' }, access: { create: nobody, read: nobody, update: nobody, delete: nobody } },
  'payload-jobs': { protection: { read: 'nobody' } },
  'payload-kv': { protection: { read: 'nobody' } },
}

/** Payload's own field on every account: the account's sessions, which Payload shows only to that account. */
const sessionsProtection: FieldProtection = { protection: 'own' }

/**
 * Tightens and classifies what Payload adds to the built config, and refuses to start when the built
 * config holds a collection nobody classified (a Payload upgrade or a plugin added one): review it here.
 */
export function restrictSystemCollections(config: SanitizedConfig): SanitizedConfig {
  for (const [slug, rule] of Object.entries(systemCollections)) {
    const collection = config.collections.find((candidate) => candidate.slug === slug)
    if (!collection) throw new Error(`${slug} is missing: review restrictSystemCollections after a Payload upgrade`)
    collection.access = { ...collection.access, ...rule.access }
    collection.custom = { ...collection.custom, protection: rule.protection }
  }
  for (const collection of config.collections) {
    if (!documentProtectionOf(collection)) {
      throw new Error(
        `Collection "${collection.slug}" has no access classification: review restrictSystemCollections (src/access/system-collections.ts)`,
      )
    }
    // Unstated, Payload lets any signed-in user read versions; requireExplicitAccess closes ours, this the rest.
    collection.access.readVersions ??= collection.versions ? isStaff : nobody
    if (collection.auth) {
      const sessions = collection.fields.find((field) => 'name' in field && field.name === 'sessions')
      if (sessions) sessions.custom = { ...sessions.custom, protection: sessionsProtection }
    }
  }
  for (const global of config.globals) global.access.readVersions ??= global.versions ? isStaff : nobody
  return config
}
