import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import type { Challenge } from 'altcha-lib/types'

import { PROOF_OF_WORK, PROOF_OF_WORK_PATH, type ProofOfWork } from '@/lib/proof-of-work'

/** Thrown when no challenge could be fetched or solved: the caller reports a lost connection. */
export class ProofOfWorkError extends Error {}

/**
 * Fetches a challenge and solves it in the page (ADR 050): a fraction of a second of hashing with the
 * browser's own Web Crypto, no cookie, nothing for the reader to see or do. Each form's send solves a
 * new one, so a solution is never older than the request it goes with.
 */
export async function solveProofOfWork(doFetch: typeof fetch = fetch): Promise<ProofOfWork> {
  let challenge: Challenge
  try {
    const response = await doFetch(PROOF_OF_WORK_PATH, { cache: 'no-store', credentials: 'omit' })
    if (!response.ok) throw new ProofOfWorkError(String(response.status))
    challenge = (await response.json()) as Challenge
  } catch (error) {
    throw error instanceof ProofOfWorkError ? error : new ProofOfWorkError('unreachable')
  }
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new ProofOfWorkError('unsolved')
  return { challenge, solution }
}

/** A form's JSON fields with a proof of work solved for this send, as the forms' transports expect it. */
export async function withProofOfWork(values: object, doFetch: typeof fetch = fetch): Promise<object> {
  return { ...values, [PROOF_OF_WORK.field]: await solveProofOfWork(doFetch) }
}
