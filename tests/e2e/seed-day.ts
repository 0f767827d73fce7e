import type { APIRequestContext } from '@playwright/test'

import { indianDay, isIsoDay, type IsoDay } from '../../src/lib/days'

/**
 * The day in India on which the server seeded its demo content. The seed dates its current affairs,
 * daily quizzes and questions so many days back from that day, so it is "today" for every test about
 * them. A run that crosses midnight in India would otherwise look for a day the server has not
 * seeded. What the server decides by its own clock (how far the day picker goes, a new article's
 * default date) stays with `indianDay(new Date())`.
 *
 * Global setup reads the day off the server once (`readSeedDay`) and hands it to the test workers in
 * `E2E_SEED_DAY`.
 */
export function seedDay(): IsoDay {
  const day = process.env.E2E_SEED_DAY
  if (!isIsoDay(day)) throw new Error('E2E_SEED_DAY is not set: global setup reads it from the seeded server')
  return day
}

/**
 * Whether the seed's day is still today in India. Only then is its newest quiz today's (a streak counts
 * a quiz taken on its own day) and its newest question "Today's question"; false only in a run that
 * has crossed midnight in India.
 */
export function seedDayIsToday(): boolean {
  return seedDay() === indianDay(new Date())
}

/** The day of the latest published current-affairs article: the seed's newest is dated on the day it ran. */
export async function readSeedDay(api: APIRequestContext): Promise<IsoDay> {
  const response = await api.get('/api/current-affairs?sort=-date&limit=1&depth=0&select[date]=true')
  if (!response.ok()) throw new Error(`Could not read the seeded articles: ${response.status()} ${await response.text()}`)
  const { docs } = (await response.json()) as { docs: { date?: string }[] }
  const date = docs[0]?.date
  if (!date) throw new Error('The server has no published current affairs: was it seeded with DEMO_MODE?')
  return indianDay(date)
}
