import type { SanitizedConfig } from 'payload'

import {
  type DocumentProtection,
  documentProtectionOf,
  type FieldProtection,
  fieldProtectionOf,
  type WalkedField,
  walkFields,
} from '@/access/protection'

/**
 * The built Payload config seen as the REST access matrix needs it: every collection and global with
 * how its documents are read, its fields with the protection that applies to each, and the
 * relationships between them. Read from the config, so a new collection or field is covered (or
 * reported unclassified) without editing the test.
 */
export type Entity = {
  kind: 'collection' | 'global'
  slug: string
  protection: DocumentProtection
  fields: WalkedField[]
  hasVersions: boolean
  hasDrafts: boolean
  isUpload: boolean
  isAuth: boolean
  /** The collection answers `/<slug>/<anything>` itself (Payload's preferences: `/:key`), so there is no by-id, count or versions route. */
  replacesDocumentRoutes: boolean
}

export type Relationship = { from: Entity; field: WalkedField; to: string[] }

/** Words in a field's name that usually mean something revealed only later or to someone: such a field must say who reads it. */
const revealingWords = new Set([
  'answer',
  'answers',
  'explanation',
  'explanations',
  'guidance',
  'secret',
  'secrets',
  'token',
  'tokens',
  'password',
  'hash',
  'salt',
  'feedback',
  'result',
  'results',
  'score',
  'scores',
])
const soundsRevealing = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
  // `correctOption`, `correctAnswer`; but `marksPerCorrect` is a setting.
  return words[0] === 'correct' || words.some((word) => revealingWords.has(word))
}

/** What is readable to somebody who is not staff, so that a revealing field in it must be classified. */
const isReadableBeyondStaff = (protection: DocumentProtection | undefined) =>
  protection && ['public', 'published', 'paid'].includes(protection.read)

/**
 * Why the config is not fully classified, one line per problem: a collection or global without
 * `custom.protection`, a field with a read rule that does not say which protection it gives, or a field
 * of a readable collection whose name sounds like an answer, a key or a secret and states nothing.
 */
export function findUnclassified(config: SanitizedConfig): string[] {
  const problems: string[] = []
  const entities = [
    ...config.collections.map((collection) => ({ where: `collection "${collection.slug}"`, entity: collection })),
    ...config.globals.map((global) => ({ where: `global "${global.slug}"`, entity: global })),
  ]
  for (const { where, entity } of entities) {
    const protection = documentProtectionOf(entity)
    if (!protection) problems.push(`${where} has no custom.protection`)
    for (const walked of walkFields(entity.fields)) {
      const own = fieldProtectionOf(walked.field)
      if ('access' in walked.field && walked.field.access?.read && !own)
        problems.push(`${where}: "${walked.path}" has a read rule but no custom.protection`)
      if ('hidden' in walked.field && walked.field.hidden) continue
      if (isReadableBeyondStaff(protection) && !walked.protection && soundsRevealing(walked.field.name)) {
        problems.push(
          `${where}: "${walked.path}" sounds like something revealed only to some readers; state its custom.protection (public with a reason, or its rule)`,
        )
      }
    }
  }
  return problems
}

export function readEntities(config: SanitizedConfig): Entity[] {
  const collections: Entity[] = config.collections.map((collection) => ({
    kind: 'collection',
    slug: collection.slug,
    protection: documentProtectionOf(collection)!,
    fields: walkFields(collection.fields),
    hasVersions: Boolean(collection.versions),
    hasDrafts: Boolean(collection.versions && collection.versions.drafts),
    isUpload: Boolean(collection.upload),
    isAuth: Boolean(collection.auth),
    replacesDocumentRoutes:
      Array.isArray(collection.endpoints) &&
      collection.endpoints.some((endpoint) => endpoint.method === 'get' && /^\/:(?!id$)[^/]+$/.test(endpoint.path)),
  }))
  const globals: Entity[] = config.globals.map((global) => ({
    kind: 'global',
    slug: global.slug,
    protection: documentProtectionOf(global)!,
    fields: walkFields(global.fields),
    hasVersions: Boolean(global.versions),
    hasDrafts: Boolean(global.versions && global.versions.drafts),
    isUpload: false,
    isAuth: false,
    replacesDocumentRoutes: false,
  }))
  return [...collections, ...globals]
}

/** Every relationship, upload and join field, with the collections it reaches. */
export function readRelationships(entities: Entity[]): Relationship[] {
  const relationships: Relationship[] = []
  for (const entity of entities) {
    for (const walked of entity.fields) {
      const field = walked.field
      if (field.type === 'relationship' || field.type === 'upload') {
        relationships.push({ from: entity, field: walked, to: Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo] })
      } else if (field.type === 'join') {
        relationships.push({ from: entity, field: walked, to: Array.isArray(field.collection) ? field.collection : [field.collection] })
      }
    }
  }
  return relationships
}

/** The protection of a field that differs from its document's, or null when it reads like its document. */
export const fieldRule = (walked: WalkedField): Exclude<FieldProtection, { protection: 'public' }> | null =>
  walked.protection && walked.protection.protection !== 'public' ? walked.protection : null
