import type { CollectionBeforeReadHook, FieldAccess } from 'payload'

/**
 * Payload decides to run a localized rich-text field's hooks on every locale (`locale=all`) before it
 * applies the field's read access, then meets the value access just removed and fails with a 500. So
 * for such fields the read rule is applied once more, earlier: a reader it refuses gets a document
 * without the field, and the same answer as in any other locale.
 */
export function removeUnreadableRichText(fields: { name: string; read: FieldAccess }[]): CollectionBeforeReadHook {
  return async ({ doc, req, overrideAccess }) => {
    if (overrideAccess || req.locale !== 'all') return doc
    for (const { name, read } of fields) {
      if (doc[name] === undefined) continue
      if (!(await read({ id: doc.id, data: doc, doc, req, siblingData: doc }))) delete doc[name]
    }
    return doc
  }
}
