import type { Challenge, Solution } from 'altcha-lib/types'

/**
 * The proof of work the flood-prone forms carry (ADR 050), shared by the browser that solves it and
 * the server that checks it. SHA-256, one round per counter: the browser tries counters from 0 until
 * one derives the challenge's key, so the work is the hidden counter, drawn between the two bounds.
 * A phone's browser does tens of thousands of rounds a second (measured in docs/performance.md);
 * a script pays the same rounds for every request it sends.
 */
export const PROOF_OF_WORK = {
  algorithm: 'SHA-256',
  cost: 1,
  minCounter: 5_000,
  maxCounter: 20_000,
  /** A challenge is solved as the form is sent, so it needs to live only minutes. */
  lifetimeSeconds: 10 * 60,
  /** The field of a form's JSON body that carries the solution. */
  field: 'proofOfWork',
} as const

/** Where the browser gets a challenge. */
export const PROOF_OF_WORK_PATH = '/api/proof-of-work'

/** A form's JSON body split into its proof of work and the form's own fields (anything else is left as it is). */
export function splitProof(body: unknown): { proof: unknown; input: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { proof: undefined, input: body }
  const { [PROOF_OF_WORK.field]: proof, ...input } = body as Record<string, unknown>
  return { proof, input }
}

/** A challenge as the server signed it and the counter the browser found. */
export type ProofOfWork = { challenge: Challenge; solution: Solution }
