import type { Payload } from 'payload'

import { seedDatabase } from '@/seed/seed'

/** The morning the integration tests' demo content is seeded on (8 November's quizzes are "past", and so on). */
export const SEED_MORNING = new Date('2026-11-22T06:00:00.000Z')

/**
 * Adds the demo content (no accounts) as of SEED_MORNING. A test file that calls this starts from a
 * copy of a database where it is already seeded (int-global-setup.ts, int-setup.ts), so the call only
 * finds that everything is there, in about a second instead of half a minute; it seeds in full when
 * anything is missing.
 */
export function seedDemo(payload: Payload) {
  return seedDatabase(payload, { demoAccounts: false, now: SEED_MORNING })
}
