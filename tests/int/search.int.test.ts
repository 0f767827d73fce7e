import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { searchContent } from '@/features/search/search.server'
import { hasGurmukhi } from '@/i18n/proper-nouns'

import { getTestPayload } from '../helpers/payload'
import { seedDemo } from '../helpers/seeded-demo'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  await seedDemo(payload)
}, 180_000)

const kindsOf = (groups: Awaited<ReturnType<typeof searchContent>>) => groups.map((group) => group.kind)
const totalOf = (groups: Awaited<ReturnType<typeof searchContent>>) => groups.reduce((sum, group) => sum + group.total, 0)

describe('site search', () => {
  it('finds a topic by a word of its title, in any letter case, and links to its page', async () => {
    const groups = await searchContent(payload, 'POLITY', 'en')
    const topics = groups.find((group) => group.kind === 'topics')!
    expect(topics.hits.map((hit) => hit.href)).toContain('/resource/gs-pcs-prelims_polity')
  })

  it('needs every word of the query, found in any searched field', async () => {
    const one = await searchContent(payload, 'Punjab', 'en')
    const two = await searchContent(payload, 'Punjab answer', 'en')
    const total = (groups: typeof one) => groups.reduce((sum, group) => sum + group.total, 0)
    expect(total(two)).toBeGreaterThan(0)
    expect(total(two)).toBeLessThan(total(one))
  })

  it('searches courses and past papers too', async () => {
    expect(kindsOf(await searchContent(payload, 'answer copies', 'en'))).toContain('products')
    expect(kindsOf(await searchContent(payload, 'CSAT', 'en'))).toEqual(expect.arrayContaining(['topics', 'pyq-papers']))
  })

  it('searches the Punjabi text with lang=pa', async () => {
    const topic = await payload.find({
      collection: 'topics',
      where: { slug: { equals: 'gs-pcs-prelims_polity' } },
      locale: 'pa',
      depth: 0,
      overrideAccess: true,
    })
    const punjabiWord = topic.docs[0]!.title.split(' ')[0]!
    const groups = await searchContent(payload, punjabiWord, 'pa')
    expect(groups.find((group) => group.kind === 'topics')?.hits.map((hit) => hit.href)).toContain('/resource/gs-pcs-prelims_polity')
  })

  it('finds a Gurmukhi word whatever the page’s language, and shows each hit’s title in both languages', async () => {
    const onEnglishSite = await searchContent(payload, 'ਪੰਜਾਬ', 'en')
    const onPunjabiSite = await searchContent(payload, 'ਪੰਜਾਬ', 'pa')
    expect(totalOf(onEnglishSite)).toBeGreaterThan(0)
    expect(totalOf(onEnglishSite)).toBe(totalOf(onPunjabiSite))
    // On the English site the title is English, with its Punjabi beside it.
    const hits = (await searchContent(payload, 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ', 'en')).flatMap((group) => group.hits)
    const punjabGk = hits.find((hit) => hit.href === '/resource/gs-pcs-prelims_punjab-gk')!
    expect(punjabGk.title).toBe('Punjab GK')
    expect(hasGurmukhi(punjabGk.otherTitle ?? '')).toBe(true)
    // And the other way round on the Punjabi site.
    const inPunjabi = (await searchContent(payload, 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ', 'pa'))
      .flatMap((group) => group.hits)
      .find((hit) => hit.href === punjabGk.href)!
    expect(inPunjabi.title).toBe(punjabGk.otherTitle)
    expect(inPunjabi.otherTitle).toBe('Punjab GK')
  })

  it('finds an English word on the Punjabi site too', async () => {
    expect(totalOf(await searchContent(payload, 'Polity', 'pa'))).toBe(totalOf(await searchContent(payload, 'Polity', 'en')))
  })

  it('never finds drafts, and finds nothing for nonsense', async () => {
    await payload.create({
      collection: 'topics',
      data: { title: 'Zanskar draft topic', stage: 'prelims', key: 'zanskar-draft', overview: 'Not yet published.', _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect(await searchContent(payload, 'Zanskar', 'en')).toEqual([])
    expect(await searchContent(payload, 'qwxz', 'en')).toEqual([])
  })
})
