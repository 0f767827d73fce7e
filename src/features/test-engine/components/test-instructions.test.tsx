// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { TestInstructions } from './test-instructions'
import type { InstructionsAction, InstructionsTest } from './test-page-types'

const gsPaper: InstructionsTest = {
  title: 'PPSC Prelims GS Full Mock 3',
  kind: 'gs-prelims',
  instructions: 'Questions 1–25 are on Punjab history and culture.\nMaps in questions 40–44 are not to scale.',
  durationMinutes: 120,
  extraMinutes: 0,
  questionCount: 100,
  maxMarks: 200,
  marksPerCorrect: 2,
  negativeMarks: 0,
  qualifyingPercent: null,
  previousCutoff: null,
  solutionsVisibility: 'immediately',
  closesAt: null,
  sections: [
    { title: 'History and Culture of Punjab', questionCount: 25, marksPerCorrect: 2, negativeMarks: 0 },
    { title: 'Indian Polity', questionCount: 75, marksPerCorrect: 2, negativeMarks: 0 },
  ],
}

const startAction = {
  kind: 'start',
  formAction: '/test/gs-mock-3/start',
  defaultLanguage: 'en',
  controlsLanguage: 'en',
  error: null,
} as const satisfies InstructionsAction

function renderInstructions({
  test = {},
  action = startAction,
  locale = 'en',
}: { test?: Partial<InstructionsTest>; action?: InstructionsAction; locale?: 'en' | 'pa' } = {}) {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(
    <TestInstructions test={{ ...gsPaper, ...test }} locale={locale} action={action} backHref="/test-series" />,
  )
  return host
}

const sectionTitled = (host: HTMLElement, heading: string) =>
  [...host.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === heading)!
/** A bilingual block's version in one language (the page's unless said). */
const version = (section: Element, locale: 'en' | 'pa' = 'en') => section.querySelector(`[data-language-version="${locale}"]`)!

describe('the instructions page', () => {
  it('has one heading, the test’s title, and a way back to the test series', () => {
    const host = renderInstructions()
    expect([...host.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['PPSC Prelims GS Full Mock 3'])
    expect(host.querySelector('h1')!.getAttribute('lang')).toBe('en')
    expect(host.querySelector('a[href="/test-series"]')!.textContent).toBe('← Back to test series')
  })

  it('explains the time, the server’s clock, the automatic submit and the automatic saving', () => {
    const general = sectionTitled(renderInstructions(), 'General instructions').textContent
    expect(general).toContain('You have 2 hours (120 minutes) to answer them.')
    expect(general).toContain('runs on our server')
    expect(general).toContain('the test is submitted automatically')
    expect(general).toContain('Your answer is saved automatically')
    expect(general).toContain('connection drops')
    expect(general).not.toContain('extra')
  })

  it('gives compensatory time to a candidate who has it', () => {
    const general = sectionTitled(renderInstructions({ test: { extraMinutes: 40 } }), 'General instructions').textContent
    expect(general).toContain('You have 40 extra minutes (compensatory time), so your clock starts at 2 hours 40 minutes.')
  })

  it('states the marking without negative marks', () => {
    const marking = sectionTitled(renderInstructions(), 'Marking scheme')
    const rows = [...version(marking).querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ])
    expect(rows).toEqual([
      ['Correct answer', '+2 marks'],
      ['Wrong answer', '0 marks (no negative marking)'],
      ['Question not answered', '0 marks'],
    ])
    expect(marking.textContent).not.toContain('qualifying')
    expect(marking.textContent).not.toContain('cut-off')
  })

  it('states the negative marking, the qualifying mark of a CSAT paper and last year’s cut-off', () => {
    const csat = {
      kind: 'csat',
      maxMarks: 200,
      marksPerCorrect: 2.5,
      negativeMarks: 0.83,
      qualifyingPercent: 33,
      previousCutoff: 118.5,
      sections: [],
    }
    const marking = sectionTitled(renderInstructions({ test: csat }), 'Marking scheme')
    expect(version(marking).querySelector('dl')!.textContent).toContain('Wrong answer−0.83 marks (negative marking)')
    expect(marking.textContent).toContain('This is a qualifying paper: you need 33% of the total, 66 of 200 marks, to qualify.')
    expect(marking.textContent).toContain("Previous year's cut-off: 118.5 marks.")
    expect(marking.querySelector('table')).toBeNull()
  })

  it('lists the sections in a table, and says so when their marking differs', () => {
    const marking = sectionTitled(renderInstructions(), 'Marking scheme')
    const rows = [...marking.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['History and Culture of Punjab', '25', '2', 'None'],
      ['Indian Polity', '75', '2', 'None'],
    ])
    const mixed = sectionTitled(
      renderInstructions({
        test: {
          sections: [
            ...gsPaper.sections.slice(0, 1),
            { title: 'Mental Ability', questionCount: 75, marksPerCorrect: 2, negativeMarks: 0.5 },
          ],
        },
      }),
      'Marking scheme',
    )
    expect(mixed.textContent).toContain('The marks differ between sections')
    expect(mixed.querySelector('tbody tr:last-child td:last-child')!.textContent).toBe('−0.5')
  })

  it('says when the answers open', () => {
    expect(sectionTitled(renderInstructions(), 'When you will see the answers').textContent).toContain('immediately after submitting')
    const later = renderInstructions({ test: { solutionsVisibility: 'after-close', closesAt: '2026-11-30T18:29:00.000Z' } })
    expect(sectionTitled(later, 'When you will see the answers').textContent).toContain(
      'after the test closes on 30 Nov 2026 at 11:59 pm IST',
    )
  })

  it('keeps the staff’s instructions in their language and lines, and leaves the block out when there are none', () => {
    const notes = sectionTitled(renderInstructions({ locale: 'pa' }), 'ਇਸ ਟੈਸਟ ਲਈ ਹਦਾਇਤਾਂ').querySelector('div')!
    expect(notes.getAttribute('lang')).toBe('pa')
    expect(notes.textContent).toBe(gsPaper.instructions)
    expect(sectionTitled(renderInstructions({ test: { instructions: '  ' } }), 'Instructions for this test')).toBeUndefined()
  })

  it('explains the five palette statuses in words and the buttons of the exam screen', () => {
    const host = renderInstructions()
    const legend = [...version(sectionTitled(host, 'The question palette')).querySelectorAll('li')]
    expect(legend.map((item) => item.querySelector('strong')!.textContent)).toEqual([
      'Not Visited',
      'Not Answered',
      'Answered',
      'Marked for Review',
      'Answered & Marked for Review',
    ])
    expect(legend.every((item) => item.querySelector('[aria-hidden="true"]'))).toBe(true)
    const buttons = [...version(sectionTitled(host, 'Answering and moving between questions')).querySelectorAll('dt')].map(
      (term) => term.textContent,
    )
    expect(buttons).toEqual(['Save & Next', 'Mark for Review & Next', 'Clear Response', 'Previous', 'Submit'])
  })

  it('starts the test with a plain form: a language choice, a required confirmation and a Start button', () => {
    const host = renderInstructions({ action: { ...startAction, defaultLanguage: 'pa' } })
    const form = host.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/test/gs-mock-3/start')
    expect(form.querySelector('fieldset legend')!.textContent).toBe('Choose your default language')
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="language"]')]
    expect(radios.map((radio) => [radio.value, radio.closest('label')!.textContent, radio.checked])).toEqual([
      ['en', 'English', false],
      ['pa', 'ਪੰਜਾਬੀ', true],
    ])
    expect(form.textContent).toContain('You can switch the language of the questions at any time during the test.')
    const confirm = form.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    expect([confirm.name, confirm.value, confirm.required, confirm.checked]).toEqual(['confirm', 'yes', true, false])
    expect(confirm.closest('label')!.textContent).toBe(
      'I have read and understood the instructions. I agree that my answers are saved automatically and that the test is submitted when the time is up.',
    )
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(submit.textContent).toBe('Start test')
    // Enabled as the server sends it, so the form works before JavaScript arrives.
    expect(submit.disabled).toBe(false)
    expect(host.querySelector('[role="alert"]')).toBeNull()
  })

  it('shows why the server refused a start above the form', () => {
    const host = renderInstructions({ action: { ...startAction, error: 'Tick the box to confirm you have read the instructions.' } })
    const alert = host.querySelector('[role="alert"]')!
    expect(alert.textContent).toBe('Tick the box to confirm you have read the instructions.')
    expect(alert.compareDocumentPosition(host.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('offers to resume a test in progress instead of starting another', () => {
    const host = renderInstructions({
      action: { kind: 'resume', href: '/test/gs-mock-3/attempt/41', deadline: '2026-11-20T06:47:10.000Z', now: '2026-11-20T06:00:00.000Z' },
    })
    expect(host.textContent).toContain('You have a test in progress — 47 min left.')
    expect(host.querySelector('a[href="/test/gs-mock-3/attempt/41"]')!.textContent).toBe('Resume test')
    expect(host.querySelector('form')).toBeNull()
  })

  it('says why the test cannot be started, with the way forward when there is one', () => {
    const message = 'This test opens on 24 Nov 2026 at 10:00 am IST. Come back then to start it.'
    const host = renderInstructions({
      action: { kind: 'refused', message, link: { label: 'Enrol in the Prelims 2026 course', href: '/products/prelims-2026' } },
    })
    const status = host.querySelector('[role="status"]')!
    expect(status.textContent).toContain(message)
    expect(status.querySelector('a[href="/products/prelims-2026"]')!.textContent).toBe('Enrol in the Prelims 2026 course')
    expect(host.querySelector('form')).toBeNull()

    const bare = renderInstructions({ action: { kind: 'refused', message, link: null } })
    expect(bare.querySelector('[role="status"]')!.querySelectorAll('a')).toHaveLength(0)
  })

  it('prints the instructions in both languages, as the PPSC paper does, each marked with its language', () => {
    const general = sectionTitled(renderInstructions(), 'General instructions')
    const punjabi = version(general, 'pa')
    expect(punjabi.getAttribute('lang')).toBe('pa')
    expect(punjabi.querySelector('h3')!.textContent).toBe('ਆਮ ਹਦਾਇਤਾਂ')
    expect(punjabi.textContent).toContain('ਟੈਸਟ ਵਿੱਚ 200 ਅੰਕ ਦੇ 100 ਪ੍ਰਸ਼ਨ ਹਨ।')
    const legend = [...version(sectionTitled(renderInstructions(), 'The question palette'), 'pa').querySelectorAll('strong')].map(
      (term) => term.textContent,
    )
    expect(legend).toEqual(['ਨਹੀਂ ਵੇਖਿਆ', 'ਹੱਲ ਨਹੀਂ ਕੀਤਾ', 'ਹੱਲ ਕੀਤਾ', 'ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ', 'ਹੱਲ ਕੀਤਾ ਅਤੇ ਸਮੀਖਿਆ ਲਈ ਨਿਸ਼ਾਨਬੱਧ'])

    // On a Punjabi page the Punjabi comes first and the English beside it is marked English.
    const pa = sectionTitled(renderInstructions({ locale: 'pa' }), 'ਆਮ ਹਦਾਇਤਾਂ')
    expect(version(pa, 'en').getAttribute('lang')).toBe('en')
    expect(version(pa, 'en').textContent).toContain('The test has 100 questions for 200 marks.')
  })

  it('lets the candidate choose the language of the exam screen’s controls, the page’s language first', () => {
    const form = renderInstructions({ locale: 'pa', action: { ...startAction, controlsLanguage: 'pa' } }).querySelector('form')!
    const controls = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="controls"]')]
    expect(controls.map((radio) => [radio.value, radio.checked])).toEqual([
      ['en', false],
      ['pa', true],
    ])
    expect(controls[0]!.closest('fieldset')!.querySelector('legend')!.textContent).toBe('ਬਟਨਾਂ ਅਤੇ ਸੁਨੇਹਿਆਂ ਦੀ ਭਾਸ਼ਾ')
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="page"]')!.value).toBe('pa')
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ')
  })
})
