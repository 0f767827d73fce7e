// @vitest-environment happy-dom
import { act, type ReactNode, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { DateRules, IsoDay } from '@/lib/days'
import { IntlClientProvider } from '@/i18n/intl-provider.client'
import { pickMessages } from '@/i18n/messages'
import type { Locale } from '@/i18n/locale'

import { DatePicker } from './date-picker.client'
import { DateRangePicker, type DateRange } from './date-range-picker.client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const rules: DateRules = { minDate: '2026-10-24', maxDate: '2026-11-22', disabledDates: ['2026-11-21', '2026-11-08'] }

let host: HTMLDivElement
let root: Root

beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

/** The picker's words come from the page's `forms` messages, as on the site. */
const inPage = (node: ReactNode, locale: Locale = 'en') => (
  <IntlClientProvider locale={locale} messages={pickMessages(locale, ['forms'])}>
    {node}
  </IntlClientProvider>
)
const render = (node: ReactNode, locale?: Locale) => act(() => root.render(inPage(node, locale)))

const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))
/** The calendar loads with its first opening (react-datepicker is fetched then), and takes focus after it. */
const calendarShown = async () => {
  for (let wait = 0; wait < 100 && !host.querySelector('[role="dialog"]'); wait += 1) await frames()
  await frames()
}
const input = (label: string) =>
  host.querySelector<HTMLInputElement>(`#${[...host.querySelectorAll('label')].find((node) => node.textContent === label)!.htmlFor}`)!
const message = () => host.querySelector('[role="alert"]')!.textContent

function type(field: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setValue.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const press = (target: Element, key: string) =>
  act(() => void target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })))
const click = (target: Element) => act(() => void (target as HTMLElement).click())

function Single({ onChange }: { onChange: (day: IsoDay | null, how: string) => void }) {
  const [value, setValue] = useState<IsoDay | null>('2026-11-20')
  return (
    <DatePicker
      id="day"
      label="Go to a day"
      value={value}
      rules={rules}
      onChange={(day, how) => {
        setValue(day)
        onChange(day, how)
      }}
      messages={{ 'disabled-date': (day) => `Nothing was published on ${day}.` }}
    />
  )
}

describe('DatePicker', () => {
  it('shows the chosen day as month/day/year in a labelled field with the format explained', () => {
    render(<Single onChange={() => {}} />)
    const field = input('Go to a day')
    expect(field.value).toBe('11/20/2026')
    expect(host.querySelector(`#${field.getAttribute('aria-describedby')!.split(' ')[0]}`)!.textContent).toMatch(
      /month\/day\/year \(MM\/DD\/YYYY\), for example 11\/22\/2026/,
    )
  })

  it('takes a typed date on Enter', () => {
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    const field = input('Go to a day')
    type(field, '11/2/2026')
    press(field, 'Enter')
    expect(onChange).toHaveBeenCalledWith('2026-11-02', 'typed')
    expect(field.value).toBe('11/02/2026')
    expect(message()).toBe('')
  })

  it('refuses, and says why, a typed date that is disabled, too late or not a date', () => {
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    const field = input('Go to a day')

    type(field, '11/21/2026')
    press(field, 'Enter')
    expect(message()).toBe('Nothing was published on Saturday, 21 November 2026.')
    expect(field.getAttribute('aria-invalid')).toBe('true')

    type(field, '12/25/2026')
    press(field, 'Enter')
    expect(message()).toBe('Friday, 25 December 2026 is too late: the last date you can choose is Sunday, 22 November 2026.')

    type(field, '25/13/2026')
    press(field, 'Enter')
    expect(message()).toMatch(/“25\/13\/2026” is not a date in month\/day\/year form/)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('opens a calendar of 42 days where disabled days cannot be picked and an available one can', async () => {
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    click(host.querySelector('button[aria-label="Show the calendar"]')!)
    await calendarShown()
    const calendar = host.querySelector('[role="dialog"]')!
    expect(calendar.getAttribute('aria-label')).toBe('Go to a day: calendar')
    expect(calendar.querySelectorAll('.react-datepicker__day')).toHaveLength(42)
    expect(calendar.querySelectorAll('[role="columnheader"]')).toHaveLength(7)

    const disabled = calendar.querySelector('[aria-label^="Not available"][aria-label*="November 21st"]')!
    click(disabled)
    expect(onChange).not.toHaveBeenCalled()
    const future = calendar.querySelector('[aria-label*="November 23rd"]')!
    expect(future.getAttribute('aria-disabled')).toBe('true')

    click(calendar.querySelector('[aria-label="Choose Thursday, November 19th, 2026"]')!)
    expect(onChange).toHaveBeenCalledWith('2026-11-19', 'calendar')
    expect(host.querySelector('[role="dialog"]')).toBeNull()
  })

  it('drills up to 12 months, 12 years stepping a decade and 12 decades, and back down to a month', async () => {
    render(<Single onChange={() => {}} />)
    click(host.querySelector('button[aria-label="Show the calendar"]')!)
    await calendarShown()
    click(host.querySelector('button[aria-label="November 2026: choose a month"]')!)
    await frames()
    const months = host.querySelector('[role="group"][aria-label="2026"]')!
    expect(months.querySelectorAll('button')).toHaveLength(12)
    expect(months.querySelector<HTMLButtonElement>('button[aria-label="December 2026"]')!.disabled).toBe(true)

    click(host.querySelector('button[aria-label="2026: choose a year"]')!)
    const years = host.querySelector('[role="group"][aria-label="2020–2029"]')!
    expect([...years.querySelectorAll('button')].map((cell) => cell.textContent)).toEqual([
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
    ])
    expect(host.querySelector<HTMLButtonElement>('button[aria-label="Next 10 years"]')!.disabled).toBe(true)

    click(host.querySelector('button[aria-label="2020–2029: choose a decade"]')!)
    expect(host.querySelectorAll('[role="group"][aria-label="2000–2099"] button')).toHaveLength(12)

    click(host.querySelector('button[aria-label="2020–2029"]')!)
    click(host.querySelector('button[aria-label="2026"]')!)
    click(host.querySelector('button[aria-label="October 2026"]')!)
    await frames()
    expect(host.querySelector('[data-view-title]')!.textContent).toBe('October 2026')
    expect(host.querySelector('.react-datepicker__day[tabindex="0"]')!.getAttribute('aria-label')).toMatch(/October/)
  })

  it('opens on ArrowDown at the shown day, moves with the arrow keys, skips a disabled day and picks with Enter', async () => {
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    const field = input('Go to a day')
    act(() => field.focus())
    press(field, 'ArrowDown')
    await calendarShown()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Choose Friday, November 20th, 2026')
    press(document.activeElement!, 'ArrowRight')
    await frames()
    // 21 November is disabled: the next day that can be chosen takes focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Choose Sunday, November 22nd, 2026')
    press(document.activeElement!, 'ArrowLeft')
    await frames()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Choose Friday, November 20th, 2026')
    press(document.activeElement!, 'ArrowLeft')
    await frames()
    press(document.activeElement!, 'Enter')
    expect(onChange).toHaveBeenCalledWith('2026-11-19', 'calendar')
  })

  it('closes the calendar on Escape and gives focus back to its button', async () => {
    render(<Single onChange={() => {}} />)
    const toggle = host.querySelector<HTMLButtonElement>('button[aria-label="Show the calendar"]')!
    click(toggle)
    await calendarShown()
    press(host.querySelector('[role="dialog"] button')!, 'Escape')
    expect(host.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(toggle)
  })

  it('reads a date typed day first when it cannot be month/day/year, and says which day it took', () => {
    const onChange = vi.fn()
    render(<Single onChange={onChange} />)
    const field = input('Go to a day')
    type(field, '13/11/2026')
    press(field, 'Enter')
    expect(onChange).toHaveBeenCalledWith('2026-11-13', 'typed')
    expect(field.value).toBe('11/13/2026')
    expect(message()).toBe('')
    const reading = () => host.querySelector('[role="status"]')!.textContent
    expect(reading()).toBe('Read as Friday, 13 November 2026: 13/11/2026 cannot be month/day/year, so it was read as day/month/year.')
    // An ambiguous date follows the field's format (5 November, not 11 May), and the note goes.
    type(field, '11/05/2026')
    press(field, 'Enter')
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05', 'typed')
    expect(reading()).toBe('')
  })

  it('says in Punjabi which day a day-first date was read as', () => {
    render(<Single onChange={() => {}} />, 'pa')
    type(input('Go to a day'), '13/11/2026')
    press(input('Go to a day'), 'Enter')
    expect(host.querySelector('[role="status"]')!.textContent).toMatch(
      /^ਸ਼ੁੱਕਰਵਾਰ, 13 ਨਵੰਬਰ 2026 ਵਜੋਂ ਪੜ੍ਹਿਆ: 13\/11\/2026 ਮਹੀਨਾ\/ਦਿਨ\/ਸਾਲ ਨਹੀਂ ਹੋ ਸਕਦਾ/,
    )
  })

  it('speaks Punjabi on a Punjabi page', async () => {
    render(<DatePicker id="day" label="ਦਿਨ ਚੁਣੋ" value="2026-11-20" rules={rules} onChange={() => {}} />, 'pa')
    type(input('ਦਿਨ ਚੁਣੋ'), '12/25/2026')
    press(input('ਦਿਨ ਚੁਣੋ'), 'Enter')
    expect(message()).toMatch(/^ਸ਼ੁੱਕਰਵਾਰ, 25 ਦਸੰਬਰ 2026 ਬਹੁਤ ਬਾਅਦ ਹੈ/)
    click(host.querySelector('button[aria-label="ਕੈਲੰਡਰ ਦਿਖਾਓ"]')!)
    await calendarShown()
    expect(host.querySelector('[data-view-title]')!.textContent).toBe('ਨਵੰਬਰ 2026')
    expect(host.querySelector('.react-datepicker__day[aria-selected="true"]')!.getAttribute('aria-label')).toBe('ਚੁਣੋ ਸ਼ੁੱਕਰਵਾਰ, 20 ਨਵੰਬਰ 2026')
  })
})

function Range({ onChange }: { onChange: (range: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ start: null, end: '2026-11-05' })
  return (
    <DateRangePicker
      id="range"
      legend="Editorials between"
      startLabel="From"
      endLabel="To"
      value={value}
      rules={rules}
      onChange={(range) => {
        setValue(range)
        onChange(range)
      }}
    />
  )
}

describe('DateRangePicker', () => {
  it('swaps a start after the end, shows both swapped and says so', () => {
    const onChange = vi.fn()
    render(<Range onChange={onChange} />)
    type(input('From'), '11/20/2026')
    press(input('From'), 'Enter')
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-05', end: '2026-11-20' })
    expect(input('From').value).toBe('11/05/2026')
    expect(input('To').value).toBe('11/20/2026')
    expect(host.querySelector('fieldset > [role="status"]')!.textContent).toBe(
      'The start date was after the end date, so they were swapped: from Thursday, 5 November 2026 to Friday, 20 November 2026.',
    )
  })

  it('leaves an end open when its field is emptied', () => {
    const onChange = vi.fn()
    render(<Range onChange={onChange} />)
    type(input('To'), '')
    press(input('To'), 'Enter')
    expect(onChange).toHaveBeenLastCalledWith({ start: null, end: null })
  })
})
