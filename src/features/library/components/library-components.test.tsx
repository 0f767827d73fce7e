// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FaqAccordion } from './faq-accordion'
import { PriceTag } from './price-tag'
import { ProductCard } from './product-card'
import { StoryCard } from './story-card'

const render = (element: React.ReactElement) => {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(element)
  return host
}

const cover = {
  id: 3,
  alt: 'Cover',
  url: 'http://localhost:3000/api/media/file/cover.png',
  mimeType: 'image/png',
  width: 1200,
  height: 675,
}
const product = {
  id: 9,
  slug: 'toppers-answer-copies',
  title: "Topper's PCS Answer Copies",
  kind: 'answer-copies' as const,
  price: 999,
  offerPrice: 699,
  summary: 'Complete handwritten Mains copies of our selected candidates.',
  validity: '12 months',
  language: 'bilingual' as const,
  images: [cover],
}

describe('PriceTag', () => {
  it('shows the offer price, the struck-through price (read out as "was") and the share saved', () => {
    const host = render(<PriceTag price={999} offerPrice={699} />)
    expect(host.querySelector('strong')?.textContent).toBe('Offer price ₹699')
    expect(host.querySelector('s')?.textContent).toBe(', was ₹999')
    expect(host.textContent).toContain('Save 30%')
  })

  it('shows just the price when there is no offer', () => {
    const host = render(<PriceTag price={4499} />)
    expect(host.querySelector('s')).toBeNull()
    expect(host.textContent).toBe('₹4,499')
  })
})

describe('ProductCard', () => {
  it('links the title to the product page in the reader’s language and lists validity and language', () => {
    const host = render(<ProductCard product={{ ...product, title: 'ਟਾਪਰਾਂ ਦੀਆਂ PCS ਉੱਤਰ-ਕਾਪੀਆਂ', validity: '12 ਮਹੀਨੇ' }} locale="pa" />)
    const link = host.querySelector('h3 a')!
    expect(link.getAttribute('href')).toBe('/products/toppers-answer-copies?lang=pa')
    expect(host.querySelector('h3')?.getAttribute('lang')).toBe('pa')
    expect(host.textContent).toContain('ਉੱਤਰ-ਕਾਪੀਆਂ')
    expect(host.textContent).toContain('12 ਮਹੀਨੇ')
    expect(host.textContent).toContain('ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ')
    expect(host.querySelector('ul')?.getAttribute('aria-label')).toBe('ਵੇਰਵੇ')
    // The cover repeats the title beside it, so it is decorative; it goes through next/image.
    const image = host.querySelector('img')!
    expect(image.getAttribute('alt')).toBe('')
    expect(image.getAttribute('src')).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcover.png')
  })
})

describe('ProductCard cover', () => {
  it('waits until scrolled to, except on the list’s first card, whose cover is the largest paint on a phone', () => {
    const later = render(<ProductCard product={product} locale="en" />).querySelector('img')!
    expect(later.getAttribute('loading')).toBe('lazy')
    expect(later.getAttribute('fetchpriority')).toBeNull()
    const first = render(<ProductCard product={product} locale="en" preload />).querySelector('img')!
    expect(first.getAttribute('loading')).toBe('eager')
    expect(first.getAttribute('fetchpriority')).toBe('high')
    expect(first.getAttribute('srcset')).toContain('/_next/image?url=')
  })
})

describe('ProductCard on a Punjabi page', () => {
  it('marks a text staff wrote only in English as English, for screen readers and the Punjabi check', () => {
    const host = render(<ProductCard product={product} locale="pa" />)
    expect(host.querySelector('h3')?.getAttribute('lang')).toBe('en')
    expect(host.querySelector('h3')?.textContent).toBe("Topper's PCS Answer Copies")
    expect(host.textContent).toContain('ਉੱਤਰ-ਕਾਪੀਆਂ')
  })
})

describe('StoryCard', () => {
  const story = {
    id: 4,
    name: 'Harmanpreet Singh Sidhu',
    rank: 'Rank 12, DSP',
    year: 2022,
    district: 'Bathinda',
    exam: 'pcs' as const,
    course: 'Prelims Test Series',
    courseMonths: 8,
    courseFee: 'paid' as const,
    quote: 'I was working full-time.',
    story: 'First paragraph.\n\nSecond paragraph.',
    photo: null,
  }

  it('shows initials when there is no photo, and the story in paragraphs behind a summary', () => {
    const host = render(<StoryCard story={story} locale="en" />)
    expect(host.querySelector('img')).toBeNull()
    expect(host.querySelector('[aria-hidden="true"]')?.textContent).toBe('HS')
    expect(host.querySelector('h2')?.textContent).toBe('Harmanpreet Singh Sidhu')
    expect(host.textContent).toContain('Rank 12, DSP, 2022')
    expect(host.textContent).toContain('Bathinda district')
    expect(host.querySelector('summary')?.textContent).toBe('Read Harmanpreet’s story (Harmanpreet Singh Sidhu)')
    expect([...host.querySelectorAll('details p')].map((p) => p.textContent)).toEqual(['First paragraph.', 'Second paragraph.'])
  })

  it('states the exam and year, and the course taken with its length, paid or free', () => {
    const facts = render(<StoryCard story={story} locale="en" />).querySelector('dl[aria-label="About this result"]')!
    expect(
      [...facts.querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    ).toEqual([
      ['Exam', 'PPSC Civil Services Combined Competitive Examination, 2022'],
      ['Course taken with us', 'Prelims Test Series: 8 months, paid'],
    ])
    const free = render(<StoryCard story={{ ...story, courseMonths: 1, courseFee: 'free' }} locale="en" />)
    expect(free.textContent).toContain('Prelims Test Series: 1 month, free')
  })

  it('shows the photo with its alt text when there is one', () => {
    const host = render(
      <StoryCard story={{ ...story, photo: { ...cover, alt: 'Harmanpreet Singh Sidhu', width: 400, height: 400 } }} locale="en" />,
    )
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('Harmanpreet Singh Sidhu')
  })

  it('reads in Punjabi: rank, district, exam, course and the story link', () => {
    const punjabi = {
      ...story,
      name: 'ਹਰਮਨਪ੍ਰੀਤ ਸਿੰਘ ਸਿੱਧੂ',
      rank: 'ਰੈਂਕ 12, ਡੀਐੱਸਪੀ',
      district: 'ਬਠਿੰਡਾ',
      course: 'ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਟੈਸਟ ਸੀਰੀਜ਼',
      quote: 'ਮੈਂ ਪੂਰਾ ਸਮਾਂ ਨੌਕਰੀ ਕਰਦਾ ਸੀ।',
      story: 'ਪਹਿਲਾ ਪੈਰਾ।',
    }
    const host = render(<StoryCard story={punjabi} locale="pa" />)
    expect(host.textContent).toContain('ਰੈਂਕ 12, ਡੀਐੱਸਪੀ, 2022')
    expect(host.textContent).toContain('ਜ਼ਿਲ੍ਹਾ ਬਠਿੰਡਾ')
    expect(host.textContent).toContain('PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਸੰਯੁਕਤ ਮੁਕਾਬਲਾ ਪ੍ਰੀਖਿਆ, 2022')
    expect(host.textContent).toContain('ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਟੈਸਟ ਸੀਰੀਜ਼: 8 ਮਹੀਨੇ, ਫੀਸ ਭਰ ਕੇ')
    expect(host.querySelector('summary')?.textContent).toBe('ਹਰਮਨਪ੍ਰੀਤ ਦੀ ਕਹਾਣੀ ਪੜ੍ਹੋ (ਹਰਮਨਪ੍ਰੀਤ ਸਿੰਘ ਸਿੱਧੂ)')
  })
})

describe('FaqAccordion', () => {
  it('is a list of closed <details> whose summary is the question', () => {
    const host = render(
      <FaqAccordion
        items={[{ id: 1, question: 'Can I pay in instalments?', answer: 'Yes.\n\nThree of them.' }]}
        locale="pa"
        idPrefix="faq"
      />,
    )
    const details = host.querySelector('details')!
    expect(details.hasAttribute('open')).toBe(false)
    expect(details.id).toBe('faq-1')
    expect(details.querySelector('summary')?.textContent).toBe('Can I pay in instalments?')
    expect(details.querySelectorAll('p')).toHaveLength(2)
    expect(host.firstElementChild?.getAttribute('lang')).toBe('pa')
  })
})
