import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { neededToPublish } from '@/domain/success-stories/publishing'
import { readSuccessStories } from '@/features/content/library.server'
import { getEnv } from '@/lib/env'
import type { SuccessStory, User } from '@/payload-types'
import { makePdf } from '@/seed/pdf'
import { createSuccessStory, createUser } from '@/seed/factories'
import { successStories } from '@/seed/content/success-stories'

import { getTestPayload } from '../helpers/payload'

/**
 * Honest success stories (issue 18, item 7; ADR 049) on a real database (SQLite here, PostgreSQL when
 * TEST_DATABASE_URL is set): a draft may lack anything; publishing is refused, fact by fact, until the
 * story states the rank, the exam, the course with its length and whether it was paid, and holds the
 * candidate's signed consent, which only staff can read.
 */
let payload: Payload
let editor: User
let candidate: User
const as = (user: User) => ({ overrideAccess: false, user: { ...user, collection: 'users' as const } }) as const

/** The messages a refused save gives under its fields (what the admin shows there), by field. */
async function refusalOf(call: () => Promise<unknown>): Promise<Record<string, string>> {
  try {
    await call()
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors ?? []
    return Object.fromEntries(errors.map((each) => [each.path, each.message]))
  }
  throw new Error('The save was not refused')
}

const consentForm = (by: User) =>
  payload.create({
    collection: 'consent-files',
    data: { title: 'Gurpreet Singh Mann: consent to publish the story (PCS 2025)', signedOn: '2026-06-02T12:00:00.000Z' },
    file: (() => {
      const data = makePdf('Consent to publish a success story', ['I, Gurpreet Singh Mann, agree ...'])
      return { data, mimetype: 'application/pdf', name: 'consent-gurpreet.pdf', size: data.length }
    })(),
    ...as(by),
  })

beforeAll(async () => {
  payload = await getTestPayload()
  editor = await createUser(payload, { email: 'stories@staff.test', password: 'Story#Test2026', name: 'Manpreet Kaur', role: 'editor' })
  candidate = await createUser(payload, { email: 'reader@stories.test', password: 'Story#Test2026', name: 'Reader', role: 'candidate' })
}, 120_000)

describe('publishing a success story', () => {
  let draft: SuccessStory

  it('keeps a draft with only the words, unseen by visitors and candidates', async () => {
    draft = await payload.create({
      collection: 'success-stories',
      data: {
        name: 'Gurpreet Singh Mann',
        rank: 'DSP',
        year: 2025,
        quote: 'The weekly mocks taught me to finish on time.',
        story: 'I prepared for two years while teaching in a government school in Moga.',
      } as never,
      draft: true,
      ...as(editor),
    })
    expect(draft._status).toBe('draft')
    expect((await payload.find({ collection: 'success-stories', overrideAccess: false })).docs).toEqual([])
    expect((await payload.find({ collection: 'success-stories', ...as(candidate) })).docs).toEqual([])
  })

  it('is refused until every fact is there, each named beside its field', async () => {
    const publish = (data: Record<string, unknown> = {}) =>
      payload.update({ collection: 'success-stories', id: draft.id, data: { ...data, _status: 'published' }, ...as(editor) })
    // Each fact is named beside its own field, in the admin's words.
    expect(await refusalOf(() => publish())).toEqual(neededToPublish)
    const facts = { rank: 'Rank 15, DSP', exam: 'pcs', course: 'Prelims Test Series', courseMonths: 9, courseFee: 'free' }
    expect(await refusalOf(() => publish(facts))).toEqual({ consent: 'Attach the candidate’s signed consent to publish their story.' })
    expect((await payload.findByID({ collection: 'success-stories', id: draft.id, depth: 0, overrideAccess: true }))._status).toBe('draft')

    const consent = await consentForm(editor)
    const published = await publish({ ...facts, consent: consent.id })
    expect(published._status).toBe('published')
  })

  it('shows visitors the facts, never the consent form', async () => {
    const seen = (await payload.find({ collection: 'success-stories', overrideAccess: false, depth: 1 })).docs
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ rank: 'Rank 15, DSP', exam: 'pcs', course: 'Prelims Test Series', courseMonths: 9, courseFee: 'free' })
    expect(seen[0]).not.toHaveProperty('consent')
    // Nor can a query ask about it.
    await expect(payload.find({ collection: 'success-stories', where: { consent: { exists: true } }, ...as(candidate) })).rejects.toThrow(
      'The following path cannot be queried: consent',
    )
    expect((await payload.find({ collection: 'success-stories', depth: 0, ...as(editor) })).docs[0]!.consent).toBeTruthy()
  })

  it('keeps the consent forms for staff: unlisted to visitors and candidates, stored outside the public media', async () => {
    expect((await payload.find({ collection: 'consent-files', overrideAccess: false }).catch(() => null))?.docs ?? []).toEqual([])
    await expect(payload.find({ collection: 'consent-files', ...as(candidate) })).rejects.toMatchObject({ status: 403 })
    const [form] = (await payload.find({ collection: 'consent-files', ...as(editor) })).docs
    expect(form!.url).toMatch(/\/api\/consent-files\/file\/consent-gurpreet\.pdf$/)
    expect(existsSync(path.join(getEnv().consentFilesDir, 'consent-gurpreet.pdf'))).toBe(true)
    expect(existsSync(path.join(getEnv().mediaDir, 'consent-gurpreet.pdf'))).toBe(false)
  })

  it('takes a published story back to the checks when a fact is removed', async () => {
    expect(
      await refusalOf(() =>
        payload.update({ collection: 'success-stories', id: draft.id, data: { rank: 'DSP', courseFee: null } as never, ...as(editor) }),
      ),
    ).toEqual({
      rank: 'State the rank on the final merit list, with its number, e.g. "Rank 7, PCS (Executive Branch)".',
      courseFee: 'Say whether the candidate paid for the course or took it free.',
    })
    // Unpublished, it may lack them again.
    await payload.update({
      collection: 'success-stories',
      id: draft.id,
      data: { courseFee: null, _status: 'draft' } as never,
      draft: true,
      ...as(editor),
    })
  })
})

describe('the demo’s stories', () => {
  it('are published with every fact and a consent form each, and read so on the Success stories page', async () => {
    for (const seed of successStories.slice(0, 2)) await createSuccessStory(payload, seed)
    const stories = await readSuccessStories({ payload, draft: false }, 'pa')
    const simranjeet = stories.find((story) => story.name === 'ਸਿਮਰਨਜੀਤ ਕੌਰ')!
    expect(simranjeet).toMatchObject({ rank: 'ਰੈਂਕ 7, PCS (ਕਾਰਜਕਾਰੀ ਸ਼ਾਖਾ)', exam: 'pcs', courseMonths: 14, courseFee: 'paid' })
    expect(simranjeet.course).toBe('ਫਾਊਂਡੇਸ਼ਨ ਕੋਰਸ (ਆਨਲਾਈਨ) ਅਤੇ ਮੁੱਖ ਪ੍ਰੀਖਿਆ ਉੱਤਰ-ਲਿਖਤ ਪ੍ਰੋਗਰਾਮ')
    const forms = await payload.find({ collection: 'consent-files', where: { filename: { like: 'consent-simranjeet' } }, ...as(editor) })
    expect(forms.docs).toHaveLength(1)
  })
})
