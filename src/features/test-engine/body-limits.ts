import { MAX_CHANGES_PER_BATCH, type SaveAnswersRequest } from '@/domain/test-engine/types'

/** The longest id the batch schema takes, made of the character JSON writes longest (`\u0000`, six bytes). */
const longestId = '\u0000'.repeat(100)

/**
 * The largest autosave or submit body the batch schema (`saveAnswersSchema`) accepts, each value the
 * longest it can be once written as JSON. `body-limits.test.ts` checks that the schema takes it and
 * refuses one change more, so a change to the schema shows up here.
 */
export const largestLegalBatch: SaveAnswersRequest = {
  changes: Array.from({ length: MAX_CHANGES_PER_BATCH }, () => ({
    questionId: longestId,
    option: null,
    marked: false,
    visited: false,
    timeSpent: 24 * 60 * 60,
    seq: Number.MAX_SAFE_INTEGER,
  })),
  currentQuestionId: longestId,
  language: 'en',
}

/** The autosave's and the submit's body cap: their largest legal batch, rounded up to a kilobyte (ADR 015). */
export const ANSWER_BATCH_BODY_LIMIT_BYTES = Math.ceil(new TextEncoder().encode(JSON.stringify(largestLegalBatch)).byteLength / 1024) * 1024
