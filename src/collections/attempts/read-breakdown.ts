import type { FieldAccess, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access'
import { areSolutionsDue } from '@/domain/test-engine/solutions'
import { relationId } from '@/lib/ids'

type Id = number | string
type AttemptDoc = { id?: Id; test?: Id | { id: Id } | null }

/** Per request: whether each test's solutions are due, so a list of attempts reads each test once. */
const dueByRequest = new WeakMap<PayloadRequest, Map<string, Promise<boolean>>>()

/**
 * Field access for an attempt's per-question breakdown (ADR 014): staff always; the candidate (who
 * reaches only their own attempts) once the solutions of the attempt's test are due. Fails closed:
 * without a document (which is how Payload checks `where` and `sort`), or when the test cannot be
 * read, nobody but staff gets it, so the breakdown can be neither read nor queried nor sorted on.
 */
export const readBreakdownWhenSolutionsDue: FieldAccess = async ({ req, doc }) => {
  if (isStaffUser(req.user)) return true
  const attempt = doc as AttemptDoc | undefined
  if (!attempt?.id || !req.user) return false
  try {
    const testId = attempt.test ? relationId(attempt.test) : await readTestIdOf(req, attempt.id)
    return testId ? await solutionsDueFor(req, testId) : false
  } catch {
    return false
  }
}

// `select` may leave the test out of the document: the attempt says which test it is.
async function readTestIdOf(req: PayloadRequest, attemptId: Id): Promise<string | null> {
  const attempt = await req.payload.findByID({
    collection: 'attempts',
    id: attemptId,
    depth: 0,
    select: { test: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return attempt?.test ? relationId(attempt.test) : null
}

function solutionsDueFor(req: PayloadRequest, testId: string): Promise<boolean> {
  const memo = dueByRequest.get(req) ?? new Map<string, Promise<boolean>>()
  dueByRequest.set(req, memo)
  if (!memo.has(testId)) {
    memo.set(
      testId,
      req.payload
        .findByID({
          collection: 'tests',
          id: testId,
          depth: 0,
          select: { solutionsVisibility: true, closesAt: true, window: true },
          overrideAccess: true,
          disableErrors: true,
          req,
        })
        .then((test) => areSolutionsDue(test, new Date())),
    )
  }
  return memo.get(testId)!
}
