import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import type { Question } from '@/payload-types'
import { createUser } from '@/seed/factories'

import { getTestPayload } from '../helpers/payload'

/**
 * Issue 15: staff write a question's English and Punjabi side by side and save once (ADR 021). The form
 * sends the English as the fields themselves and the Punjabi as the virtual `punjabi` draft, keyed by
 * field and by option row id; here the same data goes through the Local API as that editor.
 */
const punjabiOptions = ['ਸਤਲੁਜ', 'ਬਿਆਸ', 'ਰਾਵੀ', 'ਘੱਗਰ']

/** A question as the form sends it: option rows carry the ids the admin gives them (unique in the database). */
function question() {
  const english = {
    stem: `Which river forms the boundary between Punjab and Himachal Pradesh near Nangal? (${randomBytes(3).toString('hex')})`,
    options: ['Sutlej', 'Beas', 'Ravi', 'Ghaggar'].map((text) => ({ id: randomBytes(12).toString('hex'), text })),
    correctOption: 'A' as const,
    explanation: 'The Sutlej enters Punjab at Nangal, below the Bhakra dam.',
  }
  const punjabiTexts: Record<string, string> = {
    stem: 'ਨੰਗਲ ਨੇੜੇ ਕਿਹੜਾ ਦਰਿਆ ਪੰਜਾਬ ਅਤੇ ਹਿਮਾਚਲ ਪ੍ਰਦੇਸ਼ ਦੀ ਹੱਦ ਬਣਾਉਂਦਾ ਹੈ?',
    ...Object.fromEntries(english.options.map((option, index) => [`options.${option.id}.text`, punjabiOptions[index]!])),
  }
  return { english, punjabiTexts }
}

async function editor() {
  const payload = await getTestPayload()
  const user = await createUser(payload, {
    email: `bilingual-${Date.now()}-${Math.random()}@academy.in`,
    password: 'Bhakra#Dam2026',
    name: 'Gurpreet Sandhu',
    role: 'editor',
  })
  return { payload, as: { user, overrideAccess: false, depth: 0 } as const }
}

const bothLocales = async (payload: Awaited<ReturnType<typeof getTestPayload>>, id: number) =>
  (await payload.findByID({ collection: 'questions', id, locale: 'all', depth: 0, overrideAccess: true })) as unknown as {
    stem: Record<string, string>
    explanation?: Record<string, string | null>
    options: { id: string; text: Record<string, string> }[]
  }

describe('a question written in both languages in one save', () => {
  it('stores the Punjabi beside the English, option by option, and never returns the draft itself', async () => {
    const { payload, as } = await editor()
    const { english, punjabiTexts } = question()
    const created = await payload.create({
      collection: 'questions',
      data: { ...english, punjabi: { texts: punjabiTexts, saved: false } },
      locale: 'en',
      ...as,
    })
    expect(created).not.toHaveProperty('punjabi')
    const stored = await bothLocales(payload, created.id)
    expect(stored.stem).toEqual({ en: english.stem, pa: punjabiTexts.stem })
    expect(stored.options.map((option) => [option.text.en, option.text.pa])).toEqual(
      english.options.map((option, index) => [option.text, punjabiOptions[index]]),
    )
    // No Punjabi explanation: a candidate reading in Punjabi sees the English one.
    const inPunjabi = await payload.findByID({ collection: 'questions', id: created.id, locale: 'pa', depth: 0, overrideAccess: true })
    expect(inPunjabi.explanation).toBe(english.explanation)
  })

  it('corrects the Punjabi and the English together, and clears an emptied Punjabi explanation', async () => {
    const { payload, as } = await editor()
    const { english, punjabiTexts } = question()
    const created = await payload.create({
      collection: 'questions',
      data: { ...english, punjabi: { texts: { ...punjabiTexts, explanation: 'ਸਤਲੁਜ ਨੰਗਲ ਵਿਖੇ ਪੰਜਾਬ ਵਿੱਚ ਦਾਖ਼ਲ ਹੁੰਦਾ ਹੈ।' }, saved: false } },
      locale: 'en',
      ...as,
    })
    const ravi = `options.${english.options[2]!.id}.text`
    await payload.update({
      collection: 'questions',
      id: created.id,
      data: { source: 'Institute mock', punjabi: { texts: { ...punjabiTexts, [ravi]: 'ਰਾਵੀ ਦਰਿਆ', explanation: '' }, saved: true } },
      locale: 'en',
      ...as,
    })
    const stored = await bothLocales(payload, created.id)
    expect(stored.options[2]!.text).toEqual({ en: 'Ravi', pa: 'ਰਾਵੀ ਦਰਿਆ' })
    expect(stored.explanation?.pa ?? null).toBeNull()
    expect(stored.explanation?.en).toBe(english.explanation)
  })

  it('refuses a Punjabi version without its question or all four options, and saves nothing of it', async () => {
    const { payload, as } = await editor()
    const { english, punjabiTexts } = question()
    const partial = { stem: punjabiTexts.stem, [`options.${english.options[0]!.id}.text`]: 'ਸਤਲੁਜ' }
    await expect(
      payload.create({ collection: 'questions', data: { ...english, punjabi: { texts: partial, saved: false } }, locale: 'en', ...as }),
    ).rejects.toThrow(/Punjabi/)
    const { totalDocs } = await payload.count({ collection: 'questions', where: { stem: { equals: english.stem } }, overrideAccess: true })
    expect(totalDocs).toBe(0)

    // A saved Punjabi version can be corrected, not emptied.
    const created = await payload.create({
      collection: 'questions',
      data: { ...english, punjabi: { texts: punjabiTexts, saved: false } },
      locale: 'en',
      ...as,
    })
    await expect(
      payload.update({ collection: 'questions', id: created.id, data: { punjabi: { texts: {}, saved: true } }, locale: 'en', ...as }),
    ).rejects.toThrow(/Punjabi/)
    expect((await bothLocales(payload, created.id)).stem.pa).toBe(punjabiTexts.stem)
  })

  it('leaves a question in English alone as it was: no Punjabi written, none asked for', async () => {
    const { payload, as } = await editor()
    const { english } = question()
    const created = (await payload.create({
      collection: 'questions',
      data: { ...english, punjabi: { texts: {}, saved: false } },
      locale: 'en',
      ...as,
    })) as Question
    const stored = await bothLocales(payload, created.id)
    expect(stored.stem).toEqual({ en: english.stem })
  })
})
