import 'server-only'

import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import sharp from 'sharp'

import { HANDWRITTEN_LIMITS, type PageProblem, pagesProblems, type ReceivedPage } from '@/domain/daily-questions/handwritten-pages'
import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import { getEnv } from '@/lib/env'
import { fileKindOf } from '@/lib/file-kind'
import type { User } from '@/payload-types'

import { readOwnSubmission } from './own-answers.server'
import { questionRubric } from './question-rubric.server'
import { ALREADY_SUBMITTED, mainsToAnswer, type SubmissionOutcome } from './submit-written-answer.server'

/** What the route may read of a request: every page at its limit, and the form's own bytes. */
export const HANDWRITTEN_BODY_LIMIT_BYTES = HANDWRITTEN_LIMITS.totalBytes + 256 * 1024

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

type Page = ReceivedPage & { data: Buffer }

/** A page as the server reads it: its type by its bytes and, when it decodes as a whole, its size. */
async function readPage(file: Blob): Promise<Page> {
  const data = Buffer.from(await file.arrayBuffer())
  const type = data.length <= HANDWRITTEN_LIMITS.pageBytes ? fileKindOf(data) : null
  if (!type?.startsWith('image/')) return { data, bytes: data.length, type, width: null, height: null }
  try {
    // Decoded to the end (shrunk on load, so cheaply): a truncated or forged file fails here, not on a screen.
    const image = sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 })
    const { width, height } = await image.metadata()
    await image.resize(64).toBuffer()
    return { data, bytes: data.length, type, width: width ?? null, height: height ?? null }
  } catch {
    return { data, bytes: data.length, type, width: null, height: null }
  }
}

/** The first problem in the candidate's language, as the message beside the pages. */
export function pageProblemMessage(problem: PageProblem, locale: Locale): string {
  const t = getTranslator(locale, 'dailyQuestions')
  switch (problem.code) {
    case 'no-pages':
      return t('handwritten.problems.noPages')
    case 'too-many-pages':
      return t('handwritten.problems.tooManyPages', { ...problem, over: problem.pages - problem.limit })
    case 'not-an-image':
      return t('handwritten.problems.notAnImage', problem)
    case 'unreadable':
      return t('handwritten.problems.unreadable', problem)
    case 'page-too-large':
      return t('handwritten.problems.pageTooLarge', problem)
    case 'page-too-small':
      return t('handwritten.problems.pageTooSmall', problem)
    case 'too-large-in-all':
      return t('handwritten.problems.tooLargeInAll', problem)
  }
}

/**
 * Submits a candidate's handwritten answer to a Mains Question of the Day (issue 18, item 6, ADR 048):
 * the pages the browser compressed, in order, each checked by its bytes (a JPEG, PNG or WebP that
 * decodes), its size and its legibility, whatever the browser said of it. The pages and the submission
 * are stored in one transaction with the question's rubric; should it fail, the files go too. As with a
 * typed answer, a second submission is refused (409) with the first.
 */
export async function submitHandwrittenAnswer(
  payload: Payload,
  user: User,
  id: string,
  files: readonly Blob[],
  now = new Date(),
  locale: Locale = 'en',
): Promise<SubmissionOutcome> {
  const found = await mainsToAnswer(payload, user, id, now)
  if ('refusal' in found) return found.refusal
  const { question } = found

  const tooMany = files.length > HANDWRITTEN_LIMITS.pages
  const pages = tooMany ? [] : await Promise.all(files.map(readPage))
  const problems = tooMany ? pagesProblems(files.map(() => ({ bytes: 0, type: null, width: null, height: null }))) : pagesProblems(pages)
  if (problems.length > 0)
    return {
      status: 400,
      body: {
        message: pageProblemMessage(problems[0]!, locale),
        pageProblems: problems.map((problem) => pageProblemMessage(problem, locale)),
      },
    }

  const rubric = await questionRubric(payload, question)
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await initTransaction(req)
  const written: string[] = []
  try {
    const pageIds: (number | string)[] = []
    for (const [index, page] of pages.entries()) {
      const stored = await payload.create({
        collection: 'answer-pages',
        data: { candidate: user.id, page: index + 1 },
        file: { data: page.data, mimetype: page.type!, name: `${randomUUID()}.${EXTENSIONS[page.type!]}`, size: page.bytes },
        overrideAccess: true,
        depth: 0,
        req,
      })
      if (stored.filename) written.push(stored.filename)
      pageIds.push(stored.id)
    }
    await payload.create({
      collection: 'answer-submissions',
      data: {
        candidate: user.id,
        dailyQuestion: question.id,
        format: 'handwritten',
        pages: pageIds as number[],
        rubric: rubric.map((criterion) => ({ ...criterion, marks: null })),
        locale,
        submittedAt: now.toISOString(),
        status: 'submitted',
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    // The pages' rows went with the rollback; their files go here.
    await Promise.all(written.map((name) => rm(path.join(getEnv().answerPagesDir, path.basename(name)), { force: true })))
    // Two submissions at once: the unique candidate + question index let only one in.
    const winner = await readOwnSubmission(payload, user, question.id)
    if (winner) return { status: 409, body: { submission: winner, message: ALREADY_SUBMITTED } }
    throw error
  }
  const submission = await readOwnSubmission(payload, user, question.id)
  if (!submission) throw new Error(`The handwritten answer to Question of the Day ${question.id} was stored but cannot be read back`)
  return { status: 200, body: { submission } }
}
