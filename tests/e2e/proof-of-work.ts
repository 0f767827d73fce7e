import type { APIRequestContext } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { PROOF_OF_WORK, PROOF_OF_WORK_PATH, type ProofOfWork } from '../../src/lib/proof-of-work'

/**
 * What a browser does before it sends a flood-prone form (ADR 050), for tests that post to it over
 * HTTP: fetch a challenge from the site and solve it (a script pays the same rounds a page does).
 */
export async function proofOfWork(request: APIRequestContext, baseURL = ''): Promise<ProofOfWork> {
  const challenge = await (await request.get(`${baseURL}${PROOF_OF_WORK_PATH}`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The proof of work could not be solved')
  return { challenge, solution }
}

/** A form's fields with a fresh proof of work, as the site's pages send them. */
export const withProof = async <T extends object>(request: APIRequestContext, fields: T, baseURL = '') => ({
  ...fields,
  [PROOF_OF_WORK.field]: await proofOfWork(request, baseURL),
})
