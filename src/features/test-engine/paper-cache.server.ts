import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/server/payload.server'
import { contentTag, isOutsideNextRequest } from '@/lib/revalidate'

import { buildPaper, snapshotPaper } from '@/domain/test-engine/paper.server'
import type { Paper, PaperSnapshot } from '@/domain/test-engine/types'

/*
 * The papers every candidate of a test shares, cached. Apart from paper.server.ts, which Payload's
 * config reaches through the re-scoring job: this file reaches for the Payload client.
 */

const buildSnapshot = async (testId: string): Promise<PaperSnapshot> => {
  const payload = await getPayloadClient()
  const test = await payload.findByID({ collection: 'tests', id: testId, depth: 0, locale: 'all', overrideAccess: true })
  return snapshotPaper(payload, test)
}

const cachedSnapshot = unstable_cache(async (testId: string, _version: string) => buildSnapshot(testId), ['paper-snapshot'], {
  tags: ['tests', 'questions', 'topics'].map(contentTag),
  revalidate: 3600,
})

/**
 * The snapshot of a test as it is now, built once per version of the test (its `updatedAt`) and shared
 * by every candidate who starts it, until staff change the test, a question or a topic. Outside a
 * request (the demo seed sits its All-Punjab mock through the engine) it is built afresh.
 */
export async function snapshotForTest(testId: string, version: string): Promise<PaperSnapshot> {
  try {
    return await cachedSnapshot(testId, version)
  } catch (error) {
    if (!isOutsideNextRequest(error)) throw error
    return buildSnapshot(testId)
  }
}

/**
 * The paper the exam screen shows: texts in both languages, numbered across sections, no answers.
 * Every candidate of a test gets the same paper, so it is built once and cached until staff change a
 * question (a thousand candidates starting together would otherwise read the bank a thousand times).
 */
export function paperForScreen(snapshot: PaperSnapshot): Promise<Paper> {
  return cachedPaper(JSON.stringify(snapshot))
}

const cachedPaper = unstable_cache(
  async (snapshotJson: string) => buildPaper(await getPayloadClient(), JSON.parse(snapshotJson) as PaperSnapshot),
  ['exam-paper'],
  { tags: [contentTag('questions'), contentTag('media')], revalidate: 3600 },
)
