import type { Payload } from 'payload'
import sharp from 'sharp'

import { paperKey } from '@/features/library/pyq-filters'
import { getTranslator } from '@/i18n/translator'

import { products } from '../content/products'
import { pyqPapers } from '../content/pyq'
import { mainsQuestionPools, questionNotBefore } from '../content/pyq-documents'
import { questions } from '../content/questions'
import { siteSettings } from '../content/site'
import { successStories } from '../content/success-stories'
import type { PortraitSeed, ProductSeed, PyqSeed, QuestionSeed } from '../content/types'
import { ensurePdf } from '../pdf'
import type { SeedContext } from './context'

type Id = number | string

/** PYQ papers' question papers and answer keys, the product images of the Courses pages and the success stories' portraits. */
export async function seedLibrary(context: SeedContext): Promise<void> {
  await attachPyqFiles(context.payload)
  await attachProductImages(context)
  await attachStoryPortraits(context)
}

/** Each paper's question paper and answer key as PDFs, attached only where the paper lacks them. */
async function attachPyqFiles(payload: Payload) {
  for (const seed of pyqPapers) {
    const { docs } = await payload.find({
      collection: 'pyq-papers',
      where: { slug: { equals: seed.key } },
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    const paper = docs[0]
    if (!paper || (paper.questionPaper && paper.answerKey)) continue
    const data: { questionPaper?: number; answerKey?: number } = {}
    if (!paper.questionPaper) {
      const document = pyqQuestionPaper(seed)
      data.questionPaper = (await ensurePdf(payload, { filename: pyqFilename(seed, 'question-paper'), ...document })).id
    }
    if (!paper.answerKey) {
      const document = pyqAnswerKey(seed)
      data.answerKey = (await ensurePdf(payload, { filename: pyqFilename(seed, 'answer-key'), ...document })).id
    }
    await payload.update({ collection: 'pyq-papers', id: paper.id, data, overrideAccess: true, depth: 0 })
  }
}

export const pyqFilename = (seed: Pick<PyqSeed, 'key'>, kind: 'question-paper' | 'answer-key') => `pyq-${seed.key}-${kind}.pdf`

/** PDF text uses the standard Latin fonts: spell out the few symbols they lack. */
const pdfText = (text: string) =>
  text
    .replace(/₹\s?/g, 'Rs ')
    .replace(/[–−]/g, '-')
    .replace(/×/g, 'x')
    .replace(/÷/g, '/')
    .replace(/°\s?/g, ' degrees ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')

const letters = ['a', 'b', 'c', 'd'] as const

const paperHeadings: Record<string, string> = {
  'prelims:gs-paper-1': 'Preliminary Examination, Paper I: General Studies',
  'prelims:csat-paper-2': 'Preliminary Examination, Paper II: Civil Services Aptitude Test (CSAT)',
}

function examHeader(seed: PyqSeed): string[] {
  const stageName = seed.stage === 'prelims' ? 'Preliminary Examination' : 'Main Examination'
  const hours = seed.durationMinutes / 60
  return [
    'PUNJAB PUBLIC SERVICE COMMISSION',
    `Punjab State Civil Services Combined Competitive Examination ${seed.year}`,
    paperHeadings[`${seed.stage}:${paperKey(seed.paper)}`] ?? `${stageName}: ${seed.paper.replace(/^GS /, 'General Studies ')}`,
    `Time allowed: ${Number.isInteger(hours) ? hours : hours.toFixed(1)} hours. Maximum marks: ${seed.totalMarks}.`,
    `Pattern: ${seed.pattern.en}.`,
  ]
}

const editionNote = (count: number, noun = 'questions') =>
  `This edition: a selection of ${count} ${noun} in the pattern and style of this paper, compiled by the faculty of ${siteSettings.siteName} for practice. ` +
  'The official question booklet and answer key are published by the Punjab Public Service Commission (ppsc.gov.in).'

/** Bank questions for a Prelims paper: CSAT questions for Paper II, General Studies for Paper I; none from after the paper's year. */
function prelimsQuestions(seed: PyqSeed): QuestionSeed[] {
  const isCsat = paperKey(seed.paper).startsWith('csat')
  const yearsIn = (question: QuestionSeed) =>
    [question.stem.en, question.options[letters.indexOf(question.correct.toLowerCase() as (typeof letters)[number])]!.en]
      .join(' ')
      .match(/\b(19|20)\d{2}\b/g)
      ?.map(Number) ?? []
  const pool = questions.filter(
    (question) =>
      (question.topic === 'csat') === isCsat &&
      (questionNotBefore[question.key] ?? 0) <= seed.year &&
      yearsIn(question).every((year) => year <= seed.year),
  )
  // Questions set from this year's paper come first; the rest are spread over the topics, differently each year.
  const fromThisPaper = pool.filter((question) => question.source.includes(`PPSC ${seed.year}`))
  const rest = pool.filter((question) => !fromThisPaper.includes(question))
  const count = isCsat ? 8 : 10
  const step = Math.max(1, Math.floor(rest.length / count))
  const offset = (seed.year * 3) % Math.max(rest.length, 1)
  const spread = Array.from({ length: Math.min(count, rest.length) }, (_, index) => rest[(offset + index * step) % rest.length]!)
  return [...fromThisPaper, ...spread.filter((question, index) => spread.indexOf(question) === index)].slice(0, count)
}

/** A Mains paper's questions: four from its pool, a different four for each year the archive holds. */
function mainsQuestions(seed: PyqSeed) {
  const pool = mainsQuestionPools[paperKey(seed.paper)] ?? []
  const years = [
    ...new Set(pyqPapers.filter((paper) => paper.stage === 'mains' && paper.paper === seed.paper).map((paper) => paper.year)),
  ].sort()
  const start = (Math.max(0, years.indexOf(seed.year)) * 4) % Math.max(pool.length, 1)
  return Array.from({ length: Math.min(4, pool.length) }, (_, index) => pool[(start + index) % pool.length]!)
}

function prelimsInstructions(seed: PyqSeed): string[] {
  const perQuestion = seed.questionCount ? seed.totalMarks / seed.questionCount : null
  const qualifying = seed.pattern.en.match(/qualifying at (\d+)%/i)
  const rules = [
    perQuestion
      ? `This Test Booklet contains ${seed.questionCount} questions. Each question carries ${perQuestion} marks.`
      : 'All questions carry equal marks.',
    'Each question has four answers marked (a), (b), (c) and (d). Choose the ONE answer you consider best and darken its circle on the OMR Answer Sheet with a black or blue ball-point pen.',
    ...(qualifying
      ? [
          `This paper is qualifying: a candidate must obtain at least ${qualifying[1]}% of its maximum marks. Its marks are not counted for the merit of the Preliminary Examination.`,
        ]
      : []),
    ...(/no negative marking/i.test(seed.pattern.en) ? ['There is no negative marking for wrong answers.'] : []),
    'Mobile phones, calculators, smart watches and other electronic devices are not allowed in the examination hall. Do rough work only in the space at the end of the booklet.',
  ]
  return ['INSTRUCTIONS', ...rules.map((rule, index) => `${index + 1}. ${rule}`)]
}

function mainsInstructions(seed: PyqSeed): string[] {
  const key = paperKey(seed.paper)
  const medium =
    key === 'punjabi-gurmukhi-script'
      ? 'Answer in Punjabi (Gurmukhi script) only. The paper is printed in Gurmukhi; this text edition gives the questions in English, with Punjabi terms transliterated.'
      : key === 'english'
        ? 'Answer in English only.'
        : 'Write your answers in English or in Punjabi (Gurmukhi script), in the same medium throughout.'
  return [
    'INSTRUCTIONS',
    key === 'essay'
      ? '1. Write an essay on ONE of the following topics in about 1,000 words.'
      : '1. Answer all the questions. The marks for each question are shown against it.',
    `2. ${medium}`,
    '3. Keep to the word limit given with a question. Strike off any page or part of a page left blank in the answer book.',
  ]
}

export function pyqQuestionPaper(seed: PyqSeed): { title: string; paragraphs: string[] } {
  if (seed.stage === 'prelims') {
    const selected = prelimsQuestions(seed)
    return {
      title: seed.title.en,
      paragraphs: [
        ...examHeader(seed),
        editionNote(selected.length),
        ...prelimsInstructions(seed),
        'QUESTIONS',
        ...selected.flatMap((question, index) => {
          const [first, ...more] = pdfText(question.stem.en).split(/\n+/)
          return [
            `${index + 1}. ${first}`,
            ...more,
            question.options.map((option, letter) => `(${letters[letter]}) ${pdfText(option.en)}`).join('     '),
          ]
        }),
      ],
    }
  }
  const selected = mainsQuestions(seed)
  const isEssay = paperKey(seed.paper) === 'essay'
  return {
    title: seed.title.en,
    paragraphs: [
      ...examHeader(seed),
      editionNote(selected.length, isEssay ? 'topics' : 'questions'),
      ...mainsInstructions(seed),
      isEssay ? `TOPICS (${seed.totalMarks} marks)` : 'QUESTIONS',
      ...selected.map((question, index) =>
        isEssay
          ? `(${letters[index]}) ${question.question}`
          : `${index + 1}. ${question.question} (${question.words ? `about ${question.words} words, ` : ''}${question.marks} marks)`,
      ),
    ],
  }
}

export function pyqAnswerKey(seed: PyqSeed): { title: string; paragraphs: string[] } {
  const title = `${seed.title.en}: answer key`
  if (seed.stage === 'prelims') {
    const selected = prelimsQuestions(seed)
    return {
      title,
      paragraphs: [
        ...examHeader(seed),
        `Answer key to the ${selected.length} questions of the ${siteSettings.siteName} edition of this paper, with the reason for each answer.`,
        ...selected.map((question, index) => {
          const letter = question.correct.toLowerCase() as (typeof letters)[number]
          const answer = question.options[letters.indexOf(letter)]!
          return `${index + 1}. (${letter}) ${pdfText(answer.en)}. ${pdfText(question.explanation.en)}`
        }),
      ],
    }
  }
  const selected = mainsQuestions(seed)
  return {
    title,
    paragraphs: [
      ...examHeader(seed),
      'A descriptive paper has no single correct answer. This key gives the model answer outline the faculty uses to evaluate answers: the points a good answer covers.',
      ...selected.map(
        (question, index) =>
          `${paperKey(seed.paper) === 'essay' ? `(${letters[index]})` : `${index + 1}.`} ${question.question} Outline: ${question.outline}`,
      ),
    ],
  }
}

/** The kind of a product as the English cover and alt text name it. */
const kindName = (seed: ProductSeed) => getTranslator('en', 'library')(`kinds.${seed.kind}.one`)

const brand = { dark: '#072a66', main: '#0b3d91', accent: '#f2a900', text: '#1b1f29', surface: '#f4f6fb' }
const WIDTH = 1200
const HEIGHT = 675
const FONT = "DejaVu Sans, 'Liberation Sans', Arial, Helvetica, sans-serif"

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** Word-wraps text for an SVG line width (a sans-serif glyph averages about 0.56 em, 0.66 em in bold). */
function wrap(text: string, fontSize: number, width: number, isBold = false): string[] {
  const perLine = Math.floor(width / (fontSize * (isBold ? 0.66 : 0.56)))
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** The cover: brand colours, the kind and the title. No photographs, no people. */
export function productCoverSvg(seed: ProductSeed): string {
  const kind = kindName(seed).toUpperCase()
  const textWidth = WIDTH - 124 - 90
  const sizes = [64, 56, 48, 42]
  const fontSize = sizes.find((size) => wrap(seed.title.en, size, textWidth, true).length <= 3) ?? sizes.at(-1)!
  const lines = wrap(seed.title.en, fontSize, textWidth, true)
  const lineHeight = Math.round(fontSize * 1.2)
  const top = 250 + Math.round(((3 - Math.min(lines.length, 4)) * lineHeight) / 2)
  const pillWidth = Math.round(kind.length * 26 * 0.72 + 56)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.dark}"/><stop offset="1" stop-color="${brand.main}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1090" cy="110" r="250" fill="#ffffff" fill-opacity="0.05"/>
  <circle cx="1140" cy="640" r="170" fill="${brand.accent}" fill-opacity="0.14"/>
  <rect x="80" y="90" width="12" height="495" rx="6" fill="${brand.accent}"/>
  <rect x="124" y="100" width="${pillWidth}" height="54" rx="27" fill="${brand.accent}"/>
  <text x="${124 + pillWidth / 2}" y="136" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="2" fill="${brand.text}" text-anchor="middle">${xml(kind)}</text>
  ${lines.map((line, index) => `<text x="124" y="${top + index * lineHeight}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${xml(line)}</text>`).join('\n  ')}
  <text x="124" y="575" font-family="${FONT}" font-size="30" fill="#ffffff" fill-opacity="0.85">${xml(siteSettings.siteName)} · PPSC preparation</text>
</svg>`
}

const INCLUDES_FONT_SIZE = 30

/** The includes that fit on the second gallery image (at most eight lines of text), each as its lines. */
function includesShown(seed: ProductSeed): string[][] {
  const shown: string[][] = []
  let used = 0
  for (const item of seed.includes) {
    const lines = wrap(item.en, INCLUDES_FONT_SIZE, WIDTH - 170 - 80)
    if (used + lines.length > 8) break
    shown.push(lines)
    used += lines.length
  }
  return shown
}

/** The second gallery image: what the product includes, on the light surface colour. */
export function productIncludesSvg(seed: ProductSeed): string {
  const fontSize = INCLUDES_FONT_SIZE
  const lineHeight = 40
  const items = includesShown(seed)
  let y = 245
  const rows = items.map((lines) => {
    const row = [
      `<circle cx="136" cy="${y - 10}" r="9" fill="${brand.accent}"/>`,
      ...lines.map(
        (line, index) =>
          `<text x="170" y="${y + index * lineHeight}" font-family="${FONT}" font-size="${fontSize}" fill="${brand.text}">${xml(line)}</text>`,
      ),
    ]
    y += lines.length * lineHeight + 14
    return row.join('\n  ')
  })
  const titleLines = wrap(seed.title.en, 30, WIDTH - 200)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${brand.surface}"/>
  <rect width="${WIDTH}" height="170" fill="${brand.dark}"/>
  <rect x="0" y="170" width="${WIDTH}" height="8" fill="${brand.accent}"/>
  <text x="110" y="82" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff">What is included</text>
  <text x="110" y="130" font-family="${FONT}" font-size="28" fill="#ffffff" fill-opacity="0.85">${xml(titleLines[0] ?? '')}${titleLines.length > 1 ? '…' : ''}</text>
  ${rows.join('\n  ')}
  <text x="110" y="640" font-family="${FONT}" font-size="24" fill="${brand.main}">${xml(siteSettings.siteName)}</text>
</svg>`
}

export const productImageFilename = (seed: Pick<ProductSeed, 'key'>, kind: 'cover' | 'includes') => `product-${seed.key}-${kind}.png`

/** Uploads an image made from SVG with a bilingual alt text, or finds the one an earlier run uploaded. */
async function ensureSvgImage(context: SeedContext, filename: string, svg: string, alt: { en: string; pa: string }): Promise<Id> {
  const { payload } = context
  return context.ensure('media', 'filename', filename, async () => {
    const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: alt.en, availability: 'free' },
      file: { data, mimetype: 'image/png', name: filename, size: data.length },
      locale: 'en',
      overrideAccess: true,
      depth: 0,
    })
    await payload.update({ collection: 'media', id: media.id, data: { alt: alt.pa }, locale: 'pa', overrideAccess: true, depth: 0 })
    return media
  })
}

/** A cover and a "what is included" image for every product that has no images yet. */
async function attachProductImages(context: SeedContext) {
  const { payload } = context
  for (const seed of products) {
    const id = context.productId(seed.key)
    if (id === undefined) continue
    const product = await payload.findByID({ collection: 'products', id, depth: 0, draft: true, overrideAccess: true })
    if (product.images?.length) continue
    const cover = await ensureSvgImage(context, productImageFilename(seed, 'cover'), productCoverSvg(seed), {
      en: `Cover of ${seed.title.en}: ${kindName(seed).toLowerCase()} by ${siteSettings.siteName}`,
      pa: `${seed.title.pa} ਦਾ ਕਵਰ`,
    })
    const includes = await ensureSvgImage(context, productImageFilename(seed, 'includes'), productIncludesSvg(seed), {
      en: `${seed.title.en}: what is included (the list on this page)`,
      pa: `${seed.title.pa}: ਕੀ ਕੁਝ ਸ਼ਾਮਲ ਹੈ (ਇਸ ਪੰਨੇ ਉੱਤੇ ਦਿੱਤੀ ਸੂਚੀ)`,
    })
    await payload.update({
      collection: 'products',
      id,
      data: { images: [Number(cover), Number(includes)] },
      overrideAccess: true,
      depth: 0,
    })
  }
}

const HAIR = '#2b2118'
const PORTRAIT = 384

/** The hair, turban or dupatta: `back` is drawn behind the face, `front` over it. */
function headwear(head: PortraitSeed['head']): { back: string; front: string } {
  switch (head.kind) {
    case 'turban':
      return {
        back: '',
        front: `<path d="M116 156 C 104 78, 158 52, 192 54 C 228 52, 282 78, 268 156 C 252 122, 222 108, 192 110 C 160 108, 132 122, 116 156 Z" fill="${head.colour}"/>
  <path d="M124 128 C 150 96, 238 86, 262 120" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="5" stroke-linecap="round"/>
  <path d="M132 104 C 160 78, 226 72, 252 96" fill="none" stroke="#000000" stroke-opacity="0.14" stroke-width="5" stroke-linecap="round"/>`,
      }
    case 'dupatta':
      return {
        back: `<path d="M118 178 C 112 98, 160 84, 192 84 C 224 84, 272 98, 266 178 L 270 250 L 114 250 Z" fill="${HAIR}"/>`,
        front: `<path d="M128 150 C 134 110, 168 100, 192 100 C 218 100, 250 110, 256 150 C 238 128, 214 122, 192 124 C 168 122, 146 128, 128 150 Z" fill="${HAIR}"/>
  <path d="M104 178 C 96 84, 158 62, 192 62 C 226 62, 288 84, 280 178 L 312 384 L 262 384 L 254 214 C 252 150, 228 106, 192 104 C 156 106, 132 150, 130 214 L 122 384 L 72 384 Z" fill="${head.colour}" fill-opacity="0.96"/>`,
      }
    case 'hair':
      return head.style === 'long'
        ? {
            back: `<path d="M112 176 C 104 92, 158 76, 192 76 C 226 76, 280 92, 272 176 L 286 318 L 98 318 Z" fill="${HAIR}"/>`,
            front: `<path d="M124 156 C 126 100, 168 88, 192 88 C 222 88, 258 102, 260 156 C 240 124, 212 114, 192 116 C 170 114, 142 126, 124 156 Z" fill="${HAIR}"/>`,
          }
        : {
            back: '',
            front: `<path d="M122 162 C 114 94, 164 82, 192 82 C 224 82, 272 94, 262 162 C 252 128, 226 116, 192 118 C 160 116, 132 128, 122 162 Z" fill="${HAIR}"/>`,
          }
  }
}

/** An illustrated head-and-shoulders portrait: a drawing, not a photograph of anyone. */
export function portraitSvg(portrait: PortraitSeed): string {
  const { back, front } = headwear(portrait.head)
  const beard = portrait.beard
    ? `<path d="M128 186 C 128 252, 168 276, 192 278 C 216 276, 256 252, 256 186 C 246 222, 222 234, 192 234 C 162 234, 138 222, 128 186 Z" fill="${HAIR}"/>
  <path d="M168 214 C 178 206, 206 206, 216 214 C 206 220, 178 220, 168 214 Z" fill="${HAIR}"/>`
    : `<path d="M174 218 Q 192 232 210 218" fill="none" stroke="#7a3b2e" stroke-width="4" stroke-linecap="round"/>`
  const glasses = portrait.glasses
    ? `<g fill="none" stroke="#263238" stroke-width="4"><circle cx="168" cy="176" r="17"/><circle cx="216" cy="176" r="17"/><path d="M185 176 h14"/></g>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT}" height="${PORTRAIT}" viewBox="0 0 ${PORTRAIT} ${PORTRAIT}">
  <rect width="${PORTRAIT}" height="${PORTRAIT}" fill="${portrait.background}"/>
  <circle cx="300" cy="70" r="90" fill="#ffffff" fill-opacity="0.35"/>
  ${back}
  <path d="M36 384 C 44 306, 116 276, 192 276 C 268 276, 340 306, 348 384 Z" fill="${portrait.clothes}"/>
  <path d="M168 232 h48 v52 c -14 12, -34 12, -48 0 Z" fill="${portrait.skin}"/>
  <path d="M168 250 c 14 10, 34 10, 48 0" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="6"/>
  <ellipse cx="126" cy="180" rx="12" ry="18" fill="${portrait.skin}"/>
  <ellipse cx="258" cy="180" rx="12" ry="18" fill="${portrait.skin}"/>
  <ellipse cx="192" cy="172" rx="66" ry="80" fill="${portrait.skin}"/>
  <path d="M154 156 q 14 -8 28 0 M202 156 q 14 -8 28 0" fill="none" stroke="${HAIR}" stroke-width="5" stroke-linecap="round"/>
  <circle cx="168" cy="177" r="6" fill="${HAIR}"/>
  <circle cx="216" cy="177" r="6" fill="${HAIR}"/>
  <path d="M192 184 q -6 14 2 20" fill="none" stroke="#000000" stroke-opacity="0.2" stroke-width="3" stroke-linecap="round"/>
  ${beard}
  ${glasses}
  ${front}
</svg>`
}

export const storyPortraitFilename = (key: string) => `success-story-${key}.png`

/** A drawn portrait for every success story that has no photo yet, with its alt text in both languages. */
async function attachStoryPortraits(context: SeedContext) {
  const { payload } = context
  for (const seed of successStories) {
    const { docs } = await payload.find({
      collection: 'success-stories',
      where: { seedKey: { equals: seed.key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const story = docs[0]
    if (!story || story.photo) continue
    const photo = await ensureSvgImage(context, storyPortraitFilename(seed.key), portraitSvg(seed.portrait), seed.portrait.alt)
    await payload.update({ collection: 'success-stories', id: story.id, data: { photo: Number(photo) }, overrideAccess: true, depth: 0 })
  }
}
