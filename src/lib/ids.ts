type Id = number | string

/** The id of a relationship field's value, populated or not, as a string (ids differ in type by dialect). */
export const relationId = (value: Id | { id: Id }): string => String(typeof value === 'object' ? value.id : value)

/** The id of a relationship field's value, populated or not, as stored; null when there is none. */
export const idOrNull = (value: unknown): Id | null =>
  value == null ? null : typeof value === 'object' ? (value as { id: Id }).id : (value as Id)
