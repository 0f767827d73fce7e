import { describe, expect, it } from 'vitest'

import { internalPath, routeByLocale } from './locale-routing'

const request = { pathname: '/resources', search: '', method: 'GET', remembered: undefined, isDocument: true, hasSession: false }

describe('the language of a page request', () => {
  it('renders a plain address in English under the internal /en segment', () => {
    expect(routeByLocale(request)).toEqual({ kind: 'rewrite', pathname: '/en/resources', locale: 'en', remember: false })
    expect(routeByLocale({ ...request, pathname: '/' })).toMatchObject({ pathname: '/en' })
  })

  it('renders ?lang=pa under /pa and remembers the choice when the address is opened', () => {
    expect(routeByLocale({ ...request, search: '?lang=pa' })).toEqual({
      kind: 'rewrite',
      pathname: '/pa/resources',
      locale: 'pa',
      remember: true,
    })
  })

  it("does not remember a language from the router's background fetches, nor one already remembered", () => {
    expect(routeByLocale({ ...request, search: '?lang=pa', isDocument: false })).toMatchObject({ remember: false })
    expect(routeByLocale({ ...request, search: '?lang=pa', remembered: 'pa' })).toMatchObject({ remember: false })
  })

  it('sends a reader who chose Punjabi from a plain address to its ?lang=pa form, keeping the other parameters', () => {
    expect(routeByLocale({ ...request, pathname: '/pyq', search: '?year=2023', remembered: 'pa' })).toEqual({
      kind: 'redirect',
      href: '/pyq?year=2023&lang=pa',
    })
  })

  it('lets ?lang=en override a remembered Punjabi, and never redirects a form post', () => {
    expect(routeByLocale({ ...request, search: '?lang=en', remembered: 'pa' })).toEqual({
      kind: 'rewrite',
      pathname: '/en/resources',
      locale: 'en',
      remember: true,
    })
    expect(routeByLocale({ ...request, method: 'POST', remembered: 'pa' })).toMatchObject({ kind: 'rewrite', pathname: '/en/resources' })
  })

  it('ignores an unknown language', () => {
    expect(routeByLocale({ ...request, search: '?lang=fr' })).toMatchObject({ kind: 'rewrite', locale: 'en' })
  })

  it('an address that already starts with a language segment is not a page of its own', () => {
    expect(internalPath('/pa/resources', 'en')).toBe('/en/pa/resources')
  })

  it('renders pages that open up for a signed-in candidate per reader when a session is there, and cached otherwise', () => {
    const topic = { ...request, pathname: '/resource/gs-pcs-prelims_punjab-gk' }
    expect(routeByLocale(topic)).toMatchObject({ pathname: '/en/resource/gs-pcs-prelims_punjab-gk' })
    expect(routeByLocale({ ...topic, hasSession: true, search: '?lang=pa' })).toMatchObject({
      pathname: '/pa/signed-in/resource/gs-pcs-prelims_punjab-gk',
    })
    expect(routeByLocale({ ...request, pathname: '/current-affairs/monthly-consolidation/october-2026', hasSession: true })).toMatchObject({
      pathname: '/en/signed-in/current-affairs/monthly-consolidation/october-2026',
    })
    expect(routeByLocale({ ...request, pathname: '/contact-us', hasSession: true })).toMatchObject({ pathname: '/en/signed-in/contact-us' })
    expect(routeByLocale({ ...request, pathname: '/test-series', hasSession: true })).toMatchObject({
      pathname: '/en/signed-in/test-series',
    })
    // Pages that show everyone the same stay cached for signed-in candidates too.
    expect(routeByLocale({ ...request, hasSession: true })).toMatchObject({ pathname: '/en/resources' })
    expect(routeByLocale({ ...request, pathname: '/current-affairs/monthly-consolidation', hasSession: true })).toMatchObject({
      pathname: '/en/current-affairs/monthly-consolidation',
    })
  })

  it("renders the daily quizzes and a day's quiz for a signed-in candidate per reader, and cached for a visitor", () => {
    const list = { ...request, pathname: '/current-affairs/daily-cs-mcqs' }
    expect(routeByLocale(list)).toMatchObject({ pathname: '/en/current-affairs/daily-cs-mcqs' })
    expect(routeByLocale({ ...list, hasSession: true })).toMatchObject({ pathname: '/en/signed-in/current-affairs/daily-cs-mcqs' })
    const quiz = { ...request, pathname: '/current-affairs/daily-cs-mcqs/daily-ca-quiz-2026-11-24', search: '?lang=pa' }
    expect(routeByLocale(quiz)).toMatchObject({ pathname: '/pa/current-affairs/daily-cs-mcqs/daily-ca-quiz-2026-11-24' })
    expect(routeByLocale({ ...quiz, hasSession: true })).toMatchObject({
      pathname: '/pa/signed-in/current-affairs/daily-cs-mcqs/daily-ca-quiz-2026-11-24',
    })
    expect(routeByLocale({ ...quiz, pathname: '/current-affairs/daily-cs-mcqs/a/b', hasSession: true })).toMatchObject({
      pathname: '/pa/current-affairs/daily-cs-mcqs/a/b',
    })
  })

  it('has no address for the internal signed-in view itself', () => {
    expect(routeByLocale({ ...request, pathname: '/signed-in/contact-us', hasSession: true })).toMatchObject({
      pathname: '/en/page-not-found/signed-in/contact-us',
    })
  })
})
