import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { type Role, staffRoles } from '@/access'
import { idOrNull, relationId } from '@/lib/ids'

/**
 * Who evaluates an answer (the evaluation queue, ADR 048): only a staff member can be given it, and the
 * moment it was given is kept, never taken from the form. An answer starts unassigned.
 */
export const recordAssignment: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') return { ...data, assignedTo: null, assignedAt: null }
  if (data.assignedTo === undefined) return { ...data, assignedAt: originalDoc?.assignedAt ?? null }
  const assignee = idOrNull(data.assignedTo)
  const before = idOrNull(originalDoc?.assignedTo)
  if (assignee === null) return { ...data, assignedTo: null, assignedAt: null }
  if (before !== null && String(before) === String(assignee))
    return { ...data, assignedTo: assignee, assignedAt: originalDoc?.assignedAt ?? null }
  const user = await req.payload.findByID({
    collection: 'users',
    id: relationId(assignee),
    select: { role: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!user || !staffRoles.includes(user.role as Role))
    throw new ValidationError({
      collection: 'answer-submissions',
      errors: [{ path: 'assignedTo', message: 'Give the answer to a member of staff: an editor or an administrator.' }],
    })
  return { ...data, assignedTo: assignee, assignedAt: new Date().toISOString() }
}
