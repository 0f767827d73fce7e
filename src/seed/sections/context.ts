import type { CollectionSlug, Payload } from 'payload'

type Id = number | string

/** What the section seeds share with the main seed (src/seed/seed.ts). */
export type SeedContext = {
  payload: Payload
  /** "Today" for dated content; tests pass a fixed day. */
  now: Date
  /** Finds a document by a unique field, or creates it with `make` (the seed is idempotent). */
  ensure: <T extends { id: Id }>(collection: CollectionSlug, field: string, value: string, make: () => Promise<T>) => Promise<Id>
  /** A topic's id by key (`polity`, `punjab-gk`); the prelims topic wins where both stages have one. */
  topicId: (key: string) => Id | undefined
  /** A topic's id by stage and key. */
  topicIdIn: (stage: 'prelims' | 'mains', key: string) => Id | undefined
  /** A product's id by its seed key (its slug). */
  productId: (key: string) => Id | undefined
}
