import type { CollectionConfig, Config, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { requireExplicitAccess } from './explicit-access'
import { anyone, isStaff, isStaffField } from './index'

const allowAll = { read: anyone, create: isStaff, update: isStaff, delete: isStaff }
const content = (overrides: Partial<CollectionConfig> = {}): CollectionConfig => ({
  slug: 'notes',
  access: allowAll,
  custom: { protection: { read: 'public' } },
  fields: [{ name: 'title', type: 'text' }],
  ...overrides,
})
const page: GlobalConfig = {
  slug: 'page',
  access: { read: anyone, update: isStaff },
  custom: { protection: { read: 'public' } },
  fields: [],
}
const configOf = (collections: CollectionConfig[], globals: GlobalConfig[] = []) => ({ collections, globals }) as unknown as Config

describe('every collection and global states its access', () => {
  it('refuses to start when a collection leaves read, create, update or delete to Payload’s default', () => {
    expect(() => requireExplicitAccess(configOf([content({ access: { read: anyone } })]))).toThrow(
      'collection "notes" states no create, update, delete access',
    )
    expect(() => requireExplicitAccess(configOf([], [{ ...page, access: { read: anyone } }]))).toThrow(
      'global "page" states no update access',
    )
  })

  it('refuses to start when a collection or a field with a read rule does not say how it is read', () => {
    expect(() => requireExplicitAccess(configOf([content({ custom: {} })]))).toThrow(
      'collection "notes" does not say how its documents are read',
    )
    const secret = content({
      fields: [{ name: 'group', type: 'group', fields: [{ name: 'key', type: 'text', access: { read: isStaffField } }] }],
    })
    expect(() => requireExplicitAccess(configOf([secret]))).toThrow('field "group.key" has a read rule but no custom.protection')
  })

  it('gives versions and drafts to staff only unless a rule says otherwise', async () => {
    const built = requireExplicitAccess(configOf([content({ versions: { drafts: true } })], [page]))
    const readVersions = built.collections![0]!.access!.readVersions!
    const candidate = { req: { user: { id: 1, collection: 'users', role: 'candidate' } } } as never
    const editor = { req: { user: { id: 2, collection: 'users', role: 'editor' } } } as never
    expect(await readVersions(candidate)).toBe(false)
    expect(await readVersions(editor)).toBe(true)
    expect(await built.globals![0]!.access!.readVersions!(candidate)).toBe(false)
    // Where no versions are kept, asking for them is refused to everyone (Payload would fail with a 500).
    const unversioned = requireExplicitAccess(configOf([content()])).collections![0]!.access!.readVersions!
    expect(await unversioned(editor)).toBe(false)
  })

  it('removes a localized rich-text field its reader may not read before Payload reads every locale of it (which would answer 500)', async () => {
    const notes = content({
      fields: [
        {
          name: 'body',
          type: 'richText',
          localized: true,
          access: { read: isStaffField },
          custom: { protection: { protection: 'staff' } },
        },
      ],
    })
    const beforeRead = requireExplicitAccess(configOf([notes])).collections![0]!.hooks!.beforeRead![0]!
    const read = (role: string | null, locale: string) =>
      beforeRead({
        doc: { id: 1, body: { en: {}, pa: {} } },
        req: { locale, user: role ? { id: 1, collection: 'users', role } : null },
        overrideAccess: false,
      } as never)
    expect(await read(null, 'all')).toEqual({ id: 1 })
    expect(await read('editor', 'all')).toEqual({ id: 1, body: { en: {}, pa: {} } })
    expect(await read(null, 'en')).toEqual({ id: 1, body: { en: {}, pa: {} } })
  })
})
