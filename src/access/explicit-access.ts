import type { CollectionConfig, Config, GlobalConfig } from 'payload'

import { isAdmin, isStaff, isStaffUser, nobody } from './index'
import { documentProtectionOf, fieldProtectionOf, walkFields } from './protection'
import { removeUnreadableRichText } from './rich-text-read'

/**
 * Payload lets any signed-in user do whatever a collection leaves unstated (read, create, update,
 * delete, read versions and drafts, and more). Nothing here relies on that default: before the config
 * is built, every collection and global must state its own read and write rules and how its documents
 * and fields are read (`custom.protection`, see ./protection.ts), or the server refuses to start; the
 * rules nobody states by hand get the closed default (versions and drafts: staff, or nobody where none
 * are kept, so asking for them is refused instead of failing; unlocking accounts and the admin panel:
 * admins and staff).
 */
export function requireExplicitAccess(config: Config): Config {
  const problems: string[] = []
  const collections = (config.collections ?? []).map((collection) => closeCollection(collection, problems))
  const globals = (config.globals ?? []).map((global) => closeGlobal(global, problems))
  if (problems.length > 0) {
    throw new Error(`Access rules missing (Payload's default would let any signed-in user in):\n- ${problems.join('\n- ')}`)
  }
  return { ...config, collections, globals }
}

function closeCollection(collection: CollectionConfig, problems: string[]): CollectionConfig {
  const where = `collection "${collection.slug}"`
  const access = { ...collection.access }
  const missing = (['read', 'create', 'update', 'delete'] as const).filter((operation) => !access[operation])
  if (missing.length) problems.push(`${where} states no ${missing.join(', ')} access`)
  access.readVersions ??= collection.versions ? isStaff : nobody
  if (collection.auth) {
    access.unlock ??= isAdmin
    access.admin ??= ({ req }) => isStaffUser(req.user)
  }
  checkProtection(where, collection, collection.fields, problems)
  const guardedRichText = walkFields(collection.fields).flatMap(({ path, field, localized }) => {
    if (field.type !== 'richText' || !localized || !field.access?.read) return []
    if (path.includes('.'))
      problems.push(
        `${where}: "${path}" is localized rich text with a read rule inside another field; keep it at the top level (see rich-text-read.ts)`,
      )
    return [{ name: field.name, read: field.access.read }]
  })
  if (guardedRichText.length === 0) return { ...collection, access }
  const hooks = { ...collection.hooks, beforeRead: [...(collection.hooks?.beforeRead ?? []), removeUnreadableRichText(guardedRichText)] }
  return { ...collection, access, hooks }
}

function closeGlobal(global: GlobalConfig, problems: string[]): GlobalConfig {
  const where = `global "${global.slug}"`
  const access = { ...global.access }
  const missing = (['read', 'update'] as const).filter((operation) => !access[operation])
  if (missing.length) problems.push(`${where} states no ${missing.join(', ')} access`)
  access.readVersions ??= global.versions ? isStaff : nobody
  checkProtection(where, global, global.fields, problems)
  return { ...global, access }
}

function checkProtection(where: string, entity: CollectionConfig | GlobalConfig, fields: CollectionConfig['fields'], problems: string[]) {
  if (!documentProtectionOf(entity)) problems.push(`${where} does not say how its documents are read (custom.protection)`)
  for (const { path, field } of walkFields(fields)) {
    if ('access' in field && field.access?.read && !fieldProtectionOf(field)) {
      problems.push(`${where}: field "${path}" has a read rule but no custom.protection saying which`)
    }
  }
}
