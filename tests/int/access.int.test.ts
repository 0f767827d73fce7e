import { describe, expect, it } from 'vitest'

import { createQuestion, createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

const question = {
  key: 'access-001',
  topic: 'polity',
  stem: {
    en: 'Which Article of the Constitution deals with the Governor of a State?',
    pa: 'ਸੰਵਿਧਾਨ ਦਾ ਕਿਹੜਾ ਅਨੁਛੇਦ ਰਾਜ ਦੇ ਰਾਜਪਾਲ ਨਾਲ ਸੰਬੰਧਿਤ ਹੈ?',
  },
  options: [
    { en: 'Article 153', pa: 'ਅਨੁਛੇਦ 153' },
    { en: 'Article 356', pa: 'ਅਨੁਛੇਦ 356' },
    { en: 'Article 72', pa: 'ਅਨੁਛੇਦ 72' },
    { en: 'Article 21', pa: 'ਅਨੁਛੇਦ 21' },
  ] as const,
  correct: 'A' as const,
  explanation: { en: 'Article 153 provides for a Governor for each State.', pa: 'ਅਨੁਛੇਦ 153 ਹਰ ਰਾਜ ਲਈ ਰਾਜਪਾਲ ਦੀ ਵਿਵਸਥਾ ਕਰਦਾ ਹੈ।' },
  difficulty: 'easy' as const,
  source: 'Institute mock',
}

describe('data-layer access', () => {
  it('keeps the question bank and its answers away from visitors and candidates', async () => {
    const payload = await getTestPayload()
    await createQuestion(payload, { ...question, options: [...question.options] as never })
    const candidate = await createUser(payload, {
      email: 'aman@example.in',
      password: 'Secure#Pass2026',
      name: 'Aman Deep',
      role: 'candidate',
    })

    await expect(payload.find({ collection: 'questions', overrideAccess: false })).rejects.toThrow('not allowed')
    await expect(payload.find({ collection: 'questions', overrideAccess: false, user: candidate })).rejects.toThrow()
  })

  it('hides drafts from the public and shows them to staff', async () => {
    const payload = await getTestPayload()
    const editor = await createUser(payload, { email: 'editor@example.in', password: 'Secure#Pass2026', name: 'Editor', role: 'editor' })
    await payload.create({
      collection: 'faqs',
      data: { question: 'Visible?', answer: 'Yes.', group: 'general' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'products',
      data: {
        title: 'Unreleased course',
        slug: 'unreleased',
        kind: 'course',
        price: 999,
        summary: 'Soon.',
        validity: '6 months',
        language: 'english',
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    const publicProducts = await payload.find({ collection: 'products', overrideAccess: false })
    expect(publicProducts.docs.map((product) => product.slug)).not.toContain('unreleased')
    const staffProducts = await payload.find({ collection: 'products', overrideAccess: false, user: editor, draft: true })
    expect(staffProducts.docs.map((product) => product.slug)).toContain('unreleased')
  })

  it('lets a candidate read only their own account and never raise their role', async () => {
    const payload = await getTestPayload()
    const a = await createUser(payload, { email: 'a@example.in', password: 'Secure#Pass2026', name: 'Candidate A', role: 'candidate' })
    const b = await createUser(payload, { email: 'b@example.in', password: 'Secure#Pass2026', name: 'Candidate B', role: 'candidate' })
    const seen = await payload.find({ collection: 'users', overrideAccess: false, user: a })
    expect(seen.docs.map((user) => user.id)).toEqual([a.id])
    await expect(payload.findByID({ collection: 'users', id: b.id, overrideAccess: false, user: a })).rejects.toThrow()
    const updated = await payload.update({ collection: 'users', id: a.id, data: { role: 'admin' }, overrideAccess: false, user: a })
    expect(updated.role).toBe('candidate')
  })
})

describe("Payload's own collections", () => {
  it('keep document locks to staff: a candidate can neither see nor create them', async () => {
    const payload = await getTestPayload()
    const candidate = await createUser(payload, {
      email: 'locks@example.in',
      password: 'Secure#Pass2026',
      name: 'Lock Tester',
      role: 'candidate',
    })
    const editor = await createUser(payload, {
      email: 'locks-editor@example.in',
      password: 'Secure#Pass2026',
      name: 'Lock Editor',
      role: 'editor',
    })
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Locked?', answer: 'No.', group: 'general' },
      overrideAccess: true,
    })
    const lock = {
      document: { relationTo: 'faqs' as const, value: faq.id },
      globalSlug: null,
      user: { relationTo: 'users' as const, value: editor.id },
    }

    await payload.create({ collection: 'payload-locked-documents', data: lock, overrideAccess: false, user: editor })
    await expect(payload.find({ collection: 'payload-locked-documents', overrideAccess: false, user: candidate })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: { ...lock, user: { relationTo: 'users', value: candidate.id } },
        overrideAccess: false,
        user: candidate,
      }),
    ).rejects.toThrow()
    const seenByStaff = await payload.find({ collection: 'payload-locked-documents', overrideAccess: false, user: editor })
    expect(seenByStaff.totalDocs).toBe(1)
  })
})
