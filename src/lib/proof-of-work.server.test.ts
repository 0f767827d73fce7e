import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { ProofOfWork } from './proof-of-work'

// The site's secret signs the challenges; the memory store remembers used ones (no REDIS_URL).
vi.stubEnv('PAYLOAD_SECRET', 'proof-of-work-test-secret-0123456789abcdef')
vi.stubEnv('REDIS_URL', '')
const { checkProofOfWork, issueChallenge, takeProofOfWork } = await import('./proof-of-work.server')

async function solved(now = Date.now()): Promise<ProofOfWork> {
  const challenge = await issueChallenge(now)
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('unsolved')
  return { challenge, solution }
}

const messages = {
  missing:
    'This page could not show that a person sent the form. Send it again; if this keeps happening, reload the page. What you typed is kept.',
  expired: 'The form’s check ran out of time. Send it again; what you typed is kept.',
  used: 'This form’s check was already used. Send the form again from the page; what you typed is kept.',
}

describe('the proof of work of the flood-prone forms (ADR 050)', () => {
  let proof: ProofOfWork
  beforeAll(async () => {
    proof = await solved()
  })

  it('makes each challenge cost thousands of rounds, hidden from the browser', async () => {
    const challenge = await issueChallenge()
    expect(challenge.parameters).not.toHaveProperty('counter')
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(proof.solution.counter).toBeGreaterThanOrEqual(5_000)
    expect(proof.solution.counter).toBeLessThanOrEqual(20_000)
  })

  it('takes a right, fresh solution once, and refuses it the second time', async () => {
    expect(await checkProofOfWork(proof, 'en')).toEqual({ ok: true })
    expect(await checkProofOfWork(proof, 'en')).toEqual({ ok: false, message: messages.used })
  })

  it('refuses none, a wrong key, a challenge it did not sign, and an expired one, saying what to do', async () => {
    expect(await checkProofOfWork(undefined, 'en')).toEqual({ ok: false, message: messages.missing })
    expect(await checkProofOfWork('solved', 'en')).toEqual({ ok: false, message: messages.missing })
    const fresh = await solved()
    const key = fresh.solution.derivedKey
    const wrong = { ...fresh, solution: { ...fresh.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` } }
    expect(await checkProofOfWork(wrong, 'en')).toEqual({ ok: false, message: messages.missing })
    const easier = { ...fresh, challenge: { ...fresh.challenge, parameters: { ...fresh.challenge.parameters, keyPrefix: '00' } } }
    expect(await checkProofOfWork(easier, 'en')).toEqual({ ok: false, message: messages.missing })
    const old = await solved(Date.now() - 11 * 60 * 1000)
    expect(await checkProofOfWork(old, 'en')).toEqual({ ok: false, message: messages.expired })
    expect((await checkProofOfWork(undefined, 'pa')) as { message: string }).toMatchObject({ message: expect.stringMatching(/^ਇਹ ਪੰਨਾ/) })
  })

  it('hands the form only its own fields', async () => {
    const fresh = await solved()
    expect(await takeProofOfWork({ email: 'simran@example.in', proofOfWork: fresh }, 'en')).toEqual({
      ok: true,
      input: { email: 'simran@example.in' },
    })
    expect(await takeProofOfWork({ email: 'simran@example.in' }, 'en')).toEqual({ ok: false, message: messages.missing })
  })
})
