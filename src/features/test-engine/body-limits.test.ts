import { describe, expect, it } from 'vitest'

import { DEFAULT_BODY_LIMIT_BYTES } from '@/lib/request-body'

import { ANSWER_BATCH_BODY_LIMIT_BYTES, largestLegalBatch } from './body-limits'
import { saveAnswersSchema } from './responses'

describe('the answer batch body cap', () => {
  it('is derived from the largest batch the schema accepts', () => {
    expect(saveAnswersSchema.safeParse(largestLegalBatch).success).toBe(true)
    const oneMore = { ...largestLegalBatch, changes: [...largestLegalBatch.changes, largestLegalBatch.changes[0]!] }
    expect(saveAnswersSchema.safeParse(oneMore).success).toBe(false)
    expect(new TextEncoder().encode(JSON.stringify(largestLegalBatch)).byteLength).toBeLessThanOrEqual(ANSWER_BATCH_BODY_LIMIT_BYTES)
  })

  it('is larger than the site’s default cap, and far below a megabyte', () => {
    expect(ANSWER_BATCH_BODY_LIMIT_BYTES).toBeGreaterThan(DEFAULT_BODY_LIMIT_BYTES)
    expect(ANSWER_BATCH_BODY_LIMIT_BYTES).toBeLessThan(256 * 1024)
  })
})
