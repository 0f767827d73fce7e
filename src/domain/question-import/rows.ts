/**
 * The rules of the question bank's bulk import (issue 18, item 5; ADR 047): what a sheet's header and
 * rows must hold to become questions, every problem named with its row and column, before anything
 * is written. Pure: the file is read into a table of text cells first (CSV or XLSX alike), and the
 * bank's topics, the images of the ZIP and the questions already in the bank are handed in.
 * Errors stop the import; warnings (no Punjabi yet, a number that differs between the languages) are
 * shown and do not.
 */
import { describeParityFlag, textParityFlags } from '@/fields/bilingual/parity'

export const IMPORT_LETTERS = ['A', 'B', 'C', 'D'] as const
export type ImportLetter = (typeof IMPORT_LETTERS)[number]
export const IMPORT_DIFFICULTIES = ['easy', 'medium', 'hard'] as const
export type ImportDifficulty = (typeof IMPORT_DIFFICULTIES)[number]

/** A sheet of more rows is refused whole: split it. The bench measures 5,000. */
export const IMPORT_MAX_ROWS = 10_000
export const IMPORT_LIMITS = { question: 4000, option: 1000, explanation: 8000, source: 200, imageAlt: 300 } as const

type Column = { name: string; required: boolean; help: string }

const optionColumns = (language: 'en' | 'pa'): Column[] =>
  IMPORT_LETTERS.map((letter) => ({
    name: `option_${letter.toLowerCase()}_${language}`,
    required: language === 'en',
    help: `Option ${letter} in ${language === 'en' ? 'English' : 'Punjabi'}.`,
  }))

/** The columns the import reads, in the template's order. Any order in a file; names are matched without case. */
export const IMPORT_COLUMNS: readonly Column[] = [
  { name: 'question_en', required: true, help: 'The question in English.' },
  { name: 'question_pa', required: false, help: 'The question in Punjabi (Gurmukhi). With it, all four options in Punjabi too.' },
  ...optionColumns('en'),
  ...optionColumns('pa'),
  { name: 'correct', required: true, help: 'The right option: A, B, C or D.' },
  { name: 'explanation_en', required: false, help: 'Why it is right, in English.' },
  { name: 'explanation_pa', required: false, help: 'Why it is right, in Punjabi.' },
  {
    name: 'topic',
    required: false,
    help: 'The topic as the admin names it, e.g. “Geography · Prelims”, or its title when only one paper has it.',
  },
  { name: 'difficulty', required: false, help: 'easy, medium or hard; medium when empty.' },
  { name: 'source', required: false, help: 'e.g. PPSC 2021 GS, Institute mock.' },
  { name: 'one_language', required: false, help: 'yes for a question about English or Punjabi itself, which needs no translation.' },
  { name: 'image', required: false, help: 'The file name of a figure in the ZIP of images, e.g. map-03.png.' },
  {
    name: 'image_alt',
    required: false,
    help: 'What the figure shows, for candidates who cannot see it; the question’s opening words when empty.',
  },
]

/** Names staff commonly write for the same columns. */
const ALIASES: Record<string, string> = {
  question: 'question_en',
  option_a: 'option_a_en',
  option_b: 'option_b_en',
  option_c: 'option_c_en',
  option_d: 'option_d_en',
  answer: 'correct',
  correct_option: 'correct',
  explanation: 'explanation_en',
}

export type ImportTopic = {
  id: number | string
  title: { en?: string | null; pa?: string | null }
  label?: string | null
  slug?: string | null
}

export type ImportContext = {
  topics: readonly ImportTopic[]
  /** The image file names in the ZIP, as `imageKey` gives them; null when no ZIP was sent. */
  images: ReadonlySet<string> | null
  /** Questions already in the bank by `questionFingerprint`, with their ids. */
  existing: ReadonlyMap<string, number | string>
}

export type ImportProblem = { row: number | null; column: string | null; level: 'error' | 'warning'; message: string }

export type Bilingual = { en: string; pa: string | null }

export type ImportQuestion = {
  /** The row of the sheet (the header is row 1), for messages. */
  row: number
  stem: Bilingual
  options: [Bilingual, Bilingual, Bilingual, Bilingual]
  correct: ImportLetter
  explanation: { en: string | null; pa: string | null }
  topic: number | string | null
  difficulty: ImportDifficulty
  source: string | null
  oneLanguage: boolean
  image: { key: string; alt: Bilingual } | null
}

export type ImportCheck = { questions: ImportQuestion[]; problems: ImportProblem[]; rows: number }

/** What staff see of a checked or imported file: counts, and its problems by row and column. */
export type ImportReport = {
  rows: number
  ready: number
  withPunjabi: number
  oneLanguage: number
  images: number
  topics: { label: string; count: number }[]
  errors: number
  warnings: number
  /** Every problem, errors first, in row order. */
  problems: ImportProblem[]
}

/** The header row of a sheet with every column, in the template's order. */
export const importHeader = (): string[] => IMPORT_COLUMNS.map((column) => column.name)

/** A sheet row in the template's order from its cells by column name (a column not given is empty). */
export const importRow = (cells: Readonly<Record<string, string>>): string[] => IMPORT_COLUMNS.map((column) => cells[column.name] ?? '')

/** How a header cell is read: `Option A (EN)` → `option_a_en`. */
export const columnKey = (header: string) =>
  header
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[()]/g, ' ')
    .trim()
    .replace(/[\s\-.]+/g, '_')

/** The column a header cell names (its alias read as the column), or null for one the import does not read. */
export function knownColumn(header: string): string | null {
  const key = ALIASES[columnKey(header)] ?? columnKey(header)
  return IMPORT_COLUMNS.some((column) => column.name === key) ? key : null
}

/** An image is found by its file name alone, without folders or case: `Figures/Map-03.PNG` → `map-03.png`. */
export const imageKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').normalize('NFC').trim().toLowerCase()

/** Text as compared for sameness: case, spacing and punctuation aside. */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()

/** One question's identity for finding it twice: its English question and options. */
export const questionFingerprint = (stem: string, options: readonly string[]) => [stem, ...options].map(comparable).join('\u0000')

/** How many letters differ between two names (Levenshtein), for suggesting the column meant. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i]
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

const YES = new Set(['yes', 'y', 'true', '1', 'ਹਾਂ'])
const NO = new Set(['', 'no', 'n', 'false', '0', 'ਨਹੀਂ'])

/** The topics by every name staff may write: label ("Geography · Prelims"), address, and a title that only one paper has. */
function topicIndex(topics: readonly ImportTopic[]) {
  const byName = new Map<string, Set<number | string>>()
  const add = (name: string | null | undefined, id: number | string) => {
    const key = name ? comparable(name) : ''
    if (!key) return
    byName.set(key, (byName.get(key) ?? new Set()).add(id))
  }
  for (const topic of topics) {
    add(topic.label, topic.id)
    add(topic.slug, topic.id)
    add(topic.title.en, topic.id)
    add(topic.title.pa, topic.id)
  }
  return byName
}

const labelOf = (topic: ImportTopic) => topic.label || topic.title.en || String(topic.id)

/** Reads a sheet (its first row the header) against the bank: the questions it makes, and every problem found. */
export function checkImportTable(table: readonly (readonly string[])[], context: ImportContext): ImportCheck {
  const problems: ImportProblem[] = []
  const fileError = (message: string, column: string | null = null) => problems.push({ row: null, column, level: 'error', message })
  const [header, ...body] = table
  if (!header || header.every((cell) => !cell.trim())) {
    fileError('The file is empty: its first row must name the columns, e.g. question_en, option_a_en … correct.')
    return { questions: [], problems, rows: 0 }
  }

  // The header: every column known, none twice, the required ones there.
  const known = new Set(IMPORT_COLUMNS.map((column) => column.name))
  const positions = new Map<string, number>()
  header.forEach((cell, index) => {
    if (!cell.trim()) return
    const key = ALIASES[columnKey(cell)] ?? columnKey(cell)
    if (!known.has(key)) {
      const near = [...known].find((name) => editDistance(name, key) <= 2)
      fileError(
        `Column “${cell.trim()}” is not one the import reads${near ? `: did you mean ${near}?` : '. The columns are listed beside the form.'}`,
        cell.trim(),
      )
    } else if (positions.has(key)) fileError(`Column ${key} appears twice: keep one.`, key)
    else positions.set(key, index)
  })
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !positions.has(column.name)) fileError(`The file has no ${column.name} column. ${column.help}`, column.name)
  }

  const dataRows = body.map((cells, index) => ({ cells, row: index + 2 })).filter(({ cells }) => cells.some((cell) => cell.trim()))
  if (problems.length) return { questions: [], problems, rows: dataRows.length }
  if (!dataRows.length) {
    fileError('The file has a header but no questions under it.')
    return { questions: [], problems, rows: 0 }
  }
  if (dataRows.length > IMPORT_MAX_ROWS) {
    fileError(
      `The file has ${dataRows.length.toLocaleString('en-IN')} questions; one import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')}. Split it into smaller files.`,
    )
    return { questions: [], problems, rows: dataRows.length }
  }

  const topics = topicIndex(context.topics)
  const topicById = new Map(context.topics.map((topic) => [topic.id, topic]))
  const seen = new Map<string, number>()
  const imagesUsed = new Set<string>()
  const questions: ImportQuestion[] = []

  for (const { cells, row } of dataRows) {
    const before = problems.length
    const error = (column: string, message: string) => problems.push({ row, column, level: 'error', message })
    const warn = (column: string | null, message: string) => problems.push({ row, column, level: 'warning', message })
    const cell = (name: string) => {
      const index = positions.get(name)
      return index === undefined ? '' : (cells[index] ?? '').normalize('NFC').trim()
    }
    const text = (name: string, limit: number, what: string) => {
      const value = cell(name)
      if (value.length > limit)
        error(name, `${what} is ${value.length.toLocaleString('en-IN')} characters; at most ${limit.toLocaleString('en-IN')}.`)
      return value
    }

    const stemEn = text('question_en', IMPORT_LIMITS.question, 'The question')
    const stemPa = text('question_pa', IMPORT_LIMITS.question, 'The Punjabi question')
    if (!stemEn) error('question_en', 'Write the question in English.')
    const optionsEn = IMPORT_LETTERS.map((letter) => text(`option_${letter.toLowerCase()}_en`, IMPORT_LIMITS.option, `Option ${letter}`))
    const optionsPa = IMPORT_LETTERS.map((letter) =>
      text(`option_${letter.toLowerCase()}_pa`, IMPORT_LIMITS.option, `Punjabi option ${letter}`),
    )
    optionsEn.forEach((option, index) => {
      if (!option) error(`option_${IMPORT_LETTERS[index]!.toLowerCase()}_en`, `Write option ${IMPORT_LETTERS[index]} in English.`)
    })
    optionsEn.forEach((option, index) => {
      const first = optionsEn.findIndex((other) => option && comparable(other) === comparable(option))
      if (first !== -1 && first < index) {
        error(
          `option_${IMPORT_LETTERS[index]!.toLowerCase()}_en`,
          `Options ${IMPORT_LETTERS[first]} and ${IMPORT_LETTERS[index]} are the same; each option must differ.`,
        )
      }
    })

    const correctCell = cell('correct')
    const correct = correctCell.replace(/^\(?\s*([a-dA-D])\s*\)?\.?$/, '$1').toUpperCase()
    if (!correctCell) error('correct', 'Give the right option: A, B, C or D.')
    else if (!(IMPORT_LETTERS as readonly string[]).includes(correct))
      error('correct', `“${correctCell}” is not an option: write A, B, C or D.`)

    const explanationEn = text('explanation_en', IMPORT_LIMITS.explanation, 'The explanation')
    const explanationPa = text('explanation_pa', IMPORT_LIMITS.explanation, 'The Punjabi explanation')

    // Punjabi is all or nothing (the question form's rule, ADR 021): the question and its four options.
    const anyPunjabi = Boolean(stemPa || optionsPa.some(Boolean) || explanationPa)
    if (anyPunjabi) {
      if (!stemPa) error('question_pa', 'This row has Punjabi, so write the question in Punjabi too, or remove the row’s Punjabi.')
      optionsPa.forEach((option, index) => {
        if (!option) {
          error(
            `option_${IMPORT_LETTERS[index]!.toLowerCase()}_pa`,
            `This row has Punjabi, so write option ${IMPORT_LETTERS[index]} in Punjabi too.`,
          )
        }
      })
    }

    const oneLanguageCell = cell('one_language').toLowerCase()
    const oneLanguage = YES.has(oneLanguageCell)
    if (!YES.has(oneLanguageCell) && !NO.has(oneLanguageCell)) error('one_language', `“${cell('one_language')}” is not yes or no.`)
    if (!anyPunjabi && !oneLanguage && stemEn) {
      warn(
        'question_pa',
        'No Punjabi yet: a test that holds this question cannot be published until it is translated (or marked one_language).',
      )
    }

    // Translation parity (ADR 036): warnings, as in the question form.
    const parity = (english: string, punjabi: string, column: string) => {
      for (const flag of textParityFlags(english, punjabi)) warn(column, describeParityFlag(flag))
    }
    parity(stemEn, stemPa, 'question_pa')
    optionsEn.forEach((option, index) => parity(option, optionsPa[index]!, `option_${IMPORT_LETTERS[index]!.toLowerCase()}_pa`))
    parity(explanationEn, explanationPa, 'explanation_pa')

    const difficultyCell = cell('difficulty').toLowerCase()
    const difficulty = (difficultyCell || 'medium') as ImportDifficulty
    if (!(IMPORT_DIFFICULTIES as readonly string[]).includes(difficulty))
      error('difficulty', `“${cell('difficulty')}” is not a difficulty: write easy, medium or hard.`)

    const source = text('source', IMPORT_LIMITS.source, 'The source')

    let topic: number | string | null = null
    const topicCell = cell('topic')
    if (topicCell) {
      const matches = [...(topics.get(comparable(topicCell)) ?? [])]
      if (matches.length === 1) topic = matches[0]!
      else if (matches.length > 1) {
        const names = matches.map((id) => labelOf(topicById.get(id)!)).join('” or “')
        error('topic', `“${topicCell}” names more than one topic: write “${names}”.`)
      } else error('topic', `No topic is called “${topicCell}”. Write a topic as the admin’s Topics list names it, or add the topic first.`)
    }

    let image: ImportQuestion['image'] = null
    const imageCell = cell('image')
    if (imageCell) {
      const key = imageKey(imageCell)
      if (!context.images) error('image', `This row names the image “${imageCell}”: add the ZIP of images that holds it.`)
      else if (!context.images.has(key)) error('image', `The ZIP has no image called “${imageCell}”.`)
      else {
        imagesUsed.add(key)
        const alt = text('image_alt', IMPORT_LIMITS.imageAlt, 'The image’s description')
        const opening = (stem: string) => (stem.length > 150 ? `${stem.slice(0, 149).trimEnd()}…` : stem)
        image = { key, alt: { en: alt || opening(stemEn), pa: alt ? null : stemPa ? opening(stemPa) : null } }
      }
    }

    const fingerprint = questionFingerprint(stemEn, optionsEn)
    if (stemEn && optionsEn.every(Boolean)) {
      const earlier = seen.get(fingerprint)
      const existing = context.existing.get(fingerprint)
      if (earlier) error('question_en', `The same question and options as row ${earlier}: keep one of them.`)
      else if (existing !== undefined)
        error(
          'question_en',
          `The bank already has this question and these options (question ${existing}): remove the row, or edit that question.`,
        )
      else seen.set(fingerprint, row)
    }

    if (problems.slice(before).some((problem) => problem.level === 'error')) continue
    const pa = (value: string) => (value ? value : null)
    questions.push({
      row,
      stem: { en: stemEn, pa: pa(stemPa) },
      options: optionsEn.map((en, index) => ({ en, pa: pa(optionsPa[index]!) })) as ImportQuestion['options'],
      correct: correct as ImportLetter,
      explanation: { en: pa(explanationEn), pa: pa(explanationPa) },
      topic,
      difficulty,
      source: pa(source),
      oneLanguage,
      image,
    })
  }

  for (const key of context.images ?? []) {
    if (!imagesUsed.has(key))
      problems.push({
        row: null,
        column: 'image',
        level: 'warning',
        message: `The ZIP’s image “${key}” is named by no row; it is not imported.`,
      })
  }
  return { questions, problems, rows: dataRows.length }
}

/** Whether a check lets the import go ahead: rows to import and no error. */
export const importable = (check: ImportCheck) => check.questions.length > 0 && !check.problems.some((problem) => problem.level === 'error')

/**
 * The template staff download: the header and two rows as the institute's faculty write them, one in
 * both languages with a figure, one in English alone that tests the language itself.
 */
export const IMPORT_TEMPLATE: readonly (readonly string[])[] = [
  importHeader(),
  importRow({
    question_en: 'The Indira Gandhi Canal draws its water from which headworks?',
    question_pa: 'ਇੰਦਰਾ ਗਾਂਧੀ ਨਹਿਰ ਕਿਸ ਹੈੱਡਵਰਕਸ ਤੋਂ ਪਾਣੀ ਲੈਂਦੀ ਹੈ?',
    option_a_en: 'Harike',
    option_b_en: 'Ropar',
    option_c_en: 'Hussainiwala',
    option_d_en: 'Nangal',
    option_a_pa: 'ਹਰੀਕੇ',
    option_b_pa: 'ਰੋਪੜ',
    option_c_pa: 'ਹੁਸੈਨੀਵਾਲਾ',
    option_d_pa: 'ਨੰਗਲ',
    correct: 'A',
    explanation_en: 'The canal leaves the Harike Barrage, below the confluence of the Sutlej and the Beas; its construction began in 1958.',
    explanation_pa: 'ਨਹਿਰ ਸਤਲੁਜ ਅਤੇ ਬਿਆਸ ਦੇ ਸੰਗਮ ਹੇਠਾਂ ਹਰੀਕੇ ਬੈਰਾਜ ਤੋਂ ਨਿਕਲਦੀ ਹੈ; ਇਸ ਦੀ ਉਸਾਰੀ 1958 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਈ।',
    topic: 'Geography · Prelims',
    difficulty: 'medium',
    source: 'PPSC 2020 GS',
    one_language: 'no',
    image: 'harike-barrage.png',
    image_alt: 'Map of the Harike Barrage with the Indira Gandhi Canal leaving it',
  }),
  importRow({
    question_en: 'Choose the word closest in meaning to “candid”.',
    option_a_en: 'Frank',
    option_b_en: 'Secretive',
    option_c_en: 'Careless',
    option_d_en: 'Rude',
    correct: 'A',
    explanation_en: 'Candid means open and honest in speech: frank.',
    difficulty: 'easy',
    source: 'Institute mock',
    one_language: 'yes',
  }),
]
