import 'server-only'

import { createHmac } from 'node:crypto'

import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

import { getEnv, resolvePayloadSecret } from './env'
import { consumeRateLimit, type RateLimitRule } from './rate-limit.server'
import { PROOF_OF_WORK, type ProofOfWork, splitProof } from './proof-of-work'

/**
 * Bot protection without a third party (issue 19, part 3; ADR 050): the forms a script would flood
 * (sign-up, forgotten password, contact, a visitor's daily-quiz check) carry an ALTCHA proof of work.
 * The server hands out a signed challenge (`GET /api/proof-of-work`); the browser finds the counter
 * that derives the challenge's key (thousands of SHA-256 rounds, well under a second on a phone); the
 * form's request carries the solution, checked here before anything else is done: signed by this site,
 * not expired, right, and never used before (one use, remembered until it would expire anyway, in the
 * rate limiter's store: Redis when several nodes share it). No cookie, nothing for the reader to do.
 */

/** Each signing key is derived from the site's secret, so every node of a cluster signs alike. */
const keyFor = (purpose: string) => createHmac('sha256', resolvePayloadSecret(getEnv())).update(`proof-of-work:${purpose}`).digest('hex')

/** A solution is remembered for as long as its challenge lives: a second use is refused. */
const usedOnce: RateLimitRule = { name: 'proof-of-work-used', points: 1, durationSeconds: PROOF_OF_WORK.lifetimeSeconds }

/** A new challenge for a form the browser is about to send. */
export async function issueChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counter: randomInt(PROOF_OF_WORK.minCounter, PROOF_OF_WORK.maxCounter),
    deriveKey,
    expiresAt: new Date(now + PROOF_OF_WORK.lifetimeSeconds * 1000),
    hmacSignatureSecret: keyFor('challenge'),
    hmacKeySignatureSecret: keyFor('key'),
  })
}

export type ProofCheck = { ok: true } | { ok: false; message: string }

const isProof = (value: unknown): value is ProofOfWork =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProofOfWork).challenge?.parameters === 'object' &&
  typeof (value as ProofOfWork).solution === 'object'

/**
 * Whether a form's request carries a fresh, right and unused solution; else the message the reader
 * is shown (the browser solves again when it sends the form again, so it says only what to do).
 */
export async function checkProofOfWork(value: unknown, locale: Locale): Promise<ProofCheck> {
  const t = getTranslator(locale, 'forms')
  if (!isProof(value)) return { ok: false, message: t('proofOfWork.missing') }
  const result = await verifySolution({
    challenge: value.challenge,
    solution: value.solution,
    deriveKey,
    hmacSignatureSecret: keyFor('challenge'),
    hmacKeySignatureSecret: keyFor('key'),
  }).catch(() => null)
  if (!result) return { ok: false, message: t('proofOfWork.missing') }
  if (result.expired) return { ok: false, message: t('proofOfWork.expired') }
  if (!result.verified) return { ok: false, message: t('proofOfWork.missing') }
  const first = await consumeRateLimit(usedOnce, String(value.challenge.signature))
  return first.ok ? { ok: true } : { ok: false, message: t('proofOfWork.used') }
}

/**
 * A flood-prone form's body, its proof of work checked and taken out (the form's own schema never sees
 * it), or the refusal to answer with.
 */
export async function takeProofOfWork(
  body: unknown,
  locale: Locale,
): Promise<{ ok: true; input: unknown } | { ok: false; message: string }> {
  const { proof, input } = splitProof(body)
  const check = await checkProofOfWork(proof, locale)
  return check.ok ? { ok: true, input } : check
}
