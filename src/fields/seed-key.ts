import type { TextField } from 'payload'

/** Identifies a document created by the demo seed, so that seeding again finds it instead of duplicating it. */
export const seedKeyField: TextField = {
  name: 'seedKey',
  type: 'text',
  unique: true,
  index: true,
  admin: { hidden: true },
}
