import { type APIRequestContext, expect, test } from '@playwright/test'

import { dailyQuestions } from '../../../src/seed/content/daily-questions'
import { topics } from '../../../src/seed/content/topics'
import { account, signInOverHttp } from '../accounts'

/*
 * Issue 14, items 1, 2 and 11, as the security review reproduced them: plain HTTP requests against
 * the production build with the demo content, as a visitor (no cookie), a signed-in candidate and an
 * editor. The generated matrix (tests/int/rest-access-matrix.int.test.ts) tries every other shape.
 */

// A browser marks its own requests same-origin; Payload uses a session cookie only on such requests.
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }
test.use({ extraHTTPHeaders: sameOrigin })

const punjabGk = topics.find((topic) => topic.key === 'punjab-gk' && topic.stage === 'prelims')!
/** Sentences of the paid Punjab GK notes, in both languages, that no visitor may read. */
const paidSentences = (['en', 'pa'] as const).map((locale) => {
  const block = punjabGk.notes[locale].find((note) => 'text' in note && note.text.length > 80) as { text: string }
  return block.text.slice(10, 70)
})
const mainsGuidance = dailyQuestions.flatMap((question) => (question.kind === 'mains' ? [question.guidance.en.slice(0, 60)] : []))

/** A withheld field is left out (an array field may come back empty): never any of its content. */
const expectWithheld = (doc: Record<string, unknown>, field: string, label = field) => {
  const value = doc[field]
  expect(value === undefined || (Array.isArray(value) && value.length === 0), `${label}: ${JSON.stringify(value)?.slice(0, 200)}`).toBe(
    true,
  )
}

const json = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url)
  return { status: response.status(), body: await response.json(), text: await response.text() }
}
/** What a list request lets its caller learn: whether it was refused, and which documents came back. */
const outcome = async (request: APIRequestContext, url: string) => {
  const { status, body } = await json(request, url)
  return { status, ids: status === 200 ? (body.docs as { id: number }[]).map((doc) => doc.id) : null }
}

async function paidTopicId(request: APIRequestContext) {
  const { body } = await json(request, '/api/topics?where[slug][equals]=gs-pcs-prelims_punjab-gk&select[availability]=true&depth=0')
  expect(body.docs[0]).toMatchObject({ availability: 'paid' })
  return body.docs[0].id as number
}

test.describe('item 1: paid notes, bodies and files stay with enrolled candidates', () => {
  test('a visitor selecting only the paid fields of a paid topic gets neither its notes nor its PDFs, in any language', async ({
    request,
  }) => {
    const id = await paidTopicId(request)
    for (const locale of ['en', 'pa', 'all']) {
      const { status, body, text } = await json(request, `/api/topics/${id}?select[notes]=true&select[pdfs]=true&locale=${locale}`)
      expect(status).toBe(200)
      expectWithheld(body, 'notes', `locale=${locale}`)
      expectWithheld(body, 'pdfs', `locale=${locale}`)
      for (const sentence of paidSentences) expect(text).not.toContain(sentence)
    }
    // Every language at once, the whole document and the list: no notes, and no error either.
    for (const url of [`/api/topics/${id}?locale=all`, '/api/topics?locale=all&limit=100', '/api/monthly-consolidations?locale=all']) {
      const { status, body, text } = await json(request, url)
      expect(status, url).toBe(200)
      const paidDocs = ('docs' in body ? body.docs : [body]).filter((doc: { availability?: string }) => doc.availability === 'paid')
      expect(paidDocs.length, url).toBeGreaterThan(0)
      for (const doc of paidDocs) for (const field of ['notes', 'pdfs', 'body', 'pdf']) expectWithheld(doc, field, `${url} ${field}`)
      for (const sentence of paidSentences) expect(text).not.toContain(sentence)
    }
    // Leaving out the field that says "paid" does not make the notes free.
    const excluded = await json(request, `/api/topics/${id}?select[availability]=false&select[products]=false&locale=all`)
    expectWithheld(excluded.body, 'notes')
    expectWithheld(excluded.body, 'pdfs')
  })

  test('a visitor listing the monthly consolidations gets no paid body or PDF, however the fields are selected', async ({ request }) => {
    for (const query of [
      'select[body]=true',
      'select[pdf]=true&select[body]=true&locale=all',
      'select[availability]=false&locale=all',
      'depth=2&locale=pa',
    ]) {
      const { status, body } = await json(request, `/api/monthly-consolidations?${query}`)
      expect(status, query).toBe(200)
      expect(body.docs.length, query).toBeGreaterThan(0)
      for (const doc of body.docs) {
        expectWithheld(doc, 'body', query)
        expectWithheld(doc, 'pdf', query)
      }
    }
  })

  test('a visitor cannot read paid notes one character at a time through where or sort', async ({ request }) => {
    const word = 'Reorganisation'
    expect(punjabGk.notes.en.map((note) => ('text' in note ? note.text : '')).join(' ')).toContain(word)
    const probes: [string, string][] = [
      [`where[notes][contains]=${word}`, 'where[notes][contains]=zzq-no-such-text'],
      [`where[notes][like]=${word}`, 'where[notes][like]=zzq-no-such-text'],
      ['where[notes][exists]=true', 'where[notes][exists]=false'],
      ['where[pdfs.title][exists]=true', 'where[pdfs.title][exists]=false'],
      ['sort=notes', 'sort=-notes'],
    ]
    for (const [matching, notMatching] of probes) {
      const seen = await outcome(request, `/api/topics?${matching}&select[title]=true&limit=100&depth=0`)
      expect(seen, `${matching} must answer as ${notMatching} does`).toEqual(
        await outcome(request, `/api/topics?${notMatching}&select[title]=true&limit=100&depth=0`),
      )
    }
    // The same through a relationship: articles tagged with a topic, filtered on that topic's notes.
    expect(await outcome(request, `/api/current-affairs?where[topics.notes][contains]=${word}&select[title]=true&limit=100`)).toEqual(
      await outcome(request, '/api/current-affairs?where[topics.notes][contains]=zzq-no-such-text&select[title]=true&limit=100'),
    )
  })
})

test.describe('item 2: versions and drafts are staff only', () => {
  const versioned = [
    'topics',
    'tests',
    'test-series',
    'current-affairs',
    'daily-questions',
    'editorial-analyses',
    'monthly-consolidations',
    'pyq-papers',
    'products',
    'success-stories',
  ]

  test('a signed-in candidate reads no versions of any collection, nor of the syllabus', async ({ request, baseURL }, testInfo) => {
    await signInOverHttp(request, baseURL!, account(testInfo, 'security-candidate'))
    expect((await json(request, '/api/users/me')).body.user?.email).toBe(account(testInfo, 'security-candidate').email)
    for (const collection of versioned) {
      expect((await request.get(`/api/${collection}/versions?limit=1`)).status(), `${collection}/versions`).toBe(403)
      expect((await request.get(`/api/${collection}/versions/1`)).status(), `${collection}/versions/1`).toBe(403)
      expect((await request.get(`/api/${collection}/versions?select[version][notes]=true&select[version][body]=true`)).status()).toBe(403)
    }
    expect((await request.get('/api/globals/syllabus/versions?limit=1')).status()).toBe(403)
    expect((await request.get('/api/globals/syllabus/versions/1')).status()).toBe(403)
  })

  test('an unpublished Question of the Day stays with staff: not in drafts, versions or by id for a candidate or a visitor', async ({
    playwright,
    request,
    baseURL,
  }, testInfo) => {
    const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: sameOrigin })
    await signInOverHttp(editor, baseURL!, account(testInfo, 'security-access-editor'))
    const secret = `Unpublished guidance ${testInfo.project.name} ${Date.now()}`
    const created = await editor.post('/api/daily-questions?draft=true', {
      headers: { Origin: baseURL! },
      data: {
        title: 'Draft mains question',
        kind: 'mains',
        date: `2099-0${testInfo.project.name === 'desktop' ? 1 : 2}-15T12:00:00.000Z`,
        prompt: 'Draft prompt',
        guidance: secret,
        _status: 'draft',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const id = (await created.json()).doc.id as number
    const versions = await json(editor, `/api/daily-questions/versions?where[parent][equals]=${id}&limit=1`)
    expect(versions.text).toContain(secret)
    const versionId = versions.body.docs[0].id

    try {
      const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: sameOrigin })
      await signInOverHttp(request, baseURL!, account(testInfo, 'security-candidate'))
      for (const [who, api] of [
        ['visitor', visitor],
        ['candidate', request],
      ] as const) {
        for (const url of [
          '/api/daily-questions?draft=true&limit=100&locale=all',
          `/api/daily-questions/${id}?draft=true&locale=all`,
          `/api/daily-questions/versions?where[parent][equals]=${id}`,
          `/api/daily-questions/versions/${versionId}`,
          '/api/daily-questions?draft=true&where[guidance][exists]=true',
        ]) {
          const response = await api.get(url)
          expect(await response.text(), `${who}: ${url}`).not.toContain(secret)
        }
        expect((await api.get(`/api/daily-questions/versions/${versionId}`)).status(), who).toBe(403)
      }
      await visitor.dispose()
    } finally {
      await editor.delete(`/api/daily-questions/${id}`, { headers: { Origin: baseURL! } })
      await editor.dispose()
    }
  })
})

test.describe('item 11: a Mains question’s guidance comes only with the candidate’s own submitted answer', () => {
  test('a visitor and a candidate who has not answered read no guidance; after submitting, the candidate reads it', async ({
    playwright,
    request,
    baseURL,
  }, testInfo) => {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: sameOrigin })
    for (const query of [
      'select[guidance]=true&limit=100',
      'select[guidance]=true&locale=all&limit=100',
      'locale=pa&limit=100',
      'draft=true&limit=100',
    ]) {
      const { status, body } = await json(visitor, `/api/daily-questions?${query}`)
      expect(status, query).toBe(200)
      expect(body.docs.length).toBeGreaterThan(0)
      for (const doc of body.docs) expectWithheld(doc, 'guidance', query)
    }
    expect(await outcome(visitor, '/api/daily-questions?where[guidance][exists]=true')).toEqual(
      await outcome(visitor, '/api/daily-questions?where[guidance][exists]=false'),
    )
    expect(await outcome(visitor, '/api/daily-questions?where[guidance][like]=Introduce')).toEqual(
      await outcome(visitor, '/api/daily-questions?where[guidance][like]=zzq-no-such-text'),
    )
    await visitor.dispose()

    await signInOverHttp(request, baseURL!, account(testInfo, 'security-writer'))
    const { body } = await json(
      request,
      `/api/daily-questions?where[kind][equals]=mains&where[date][less_than]=${new Date().toISOString()}&sort=-date&limit=1&depth=0`,
    )
    const question = body.docs[0] as { id: number }
    const guidanceOf = async () =>
      (await json(request, `/api/daily-questions/${question.id}?select[guidance]=true&locale=all`)).body.guidance
    expect(await guidanceOf()).toBeUndefined()

    const submitted = await request.post(`/api/daily-questions/${question.id}/submission`, {
      headers: { Origin: baseURL! },
      data: {
        answer: 'Punjab must move from paddy to maize, cotton and pulses, with assured procurement and metered power for tubewells.',
      },
    })
    expect([200, 409]).toContain(submitted.status())
    const guidance = await guidanceOf()
    expect(mainsGuidance.some((start) => guidance?.en?.startsWith(start))).toBe(true)
  })
})

test.describe('one query surface', () => {
  test('GraphQL is not served: a query for paid notes gets no data, as a visitor or a candidate', async ({
    request,
    baseURL,
  }, testInfo) => {
    const query = { query: '{ Topics { docs { title notes } } }' }
    for (const signedIn of [false, true]) {
      if (signedIn) await signInOverHttp(request, baseURL!, account(testInfo, 'security-candidate'))
      for (const answer of [
        await request.post('/api/graphql', { data: query, headers: { Origin: baseURL! } }),
        await request.get('/api/graphql-playground'),
      ]) {
        expect(answer.status(), await answer.text()).toBeGreaterThanOrEqual(400)
        expect(await answer.text()).not.toContain('"data"')
      }
    }
  })
})

test.describe('issue 18, item 7: a success story’s consent form is the institute’s evidence, not public', () => {
  test('a visitor and a candidate get neither the form nor its name; staff download it', async ({
    playwright,
    request,
    baseURL,
  }, testInfo) => {
    const file = '/api/consent-files/file/consent-simranjeet-kaur-2024.pdf'
    const story = '/api/success-stories?where[seedKey][equals]=simranjeet-kaur-2024&depth=1'
    for (const signedIn of [false, true]) {
      if (signedIn) await signInOverHttp(request, baseURL!, account(testInfo, 'security-candidate'))
      expect((await request.get(file)).status()).toBe(403)
      expect((await request.get('/api/consent-files?limit=10')).status()).toBe(403)
      const published = (await json(request, story)).body.docs[0]
      expect(published.courseFee).toBe('paid')
      expect(published).not.toHaveProperty('consent')
    }
    const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: sameOrigin })
    await signInOverHttp(editor, baseURL!, account(testInfo, 'security-access-editor'))
    const download = await editor.get(file)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-type']).toBe('application/pdf')
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await editor.dispose()
  })
})
