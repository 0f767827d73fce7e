import type { ReactNode } from 'react'

import { Picture } from '@/components/ui/picture'
import reviewStyles from '@/components/ui/score-review.module.css'

import type { Paper, PaperQuestion } from '@/domain/test-engine/types'

import styles from './question-figure.module.css'
import viewStyles from './question-view.module.css'

type Image = NonNullable<PaperQuestion['image']>

/** A question's figure; each place adds its own class and sizes (`figureInQuestion`, `figureInReview`). */
function QuestionFigure({ image, className, sizes, lang }: { image: Image; className?: string; sizes: string; lang?: string }) {
  return (
    <Picture
      className={className ? `${styles.figure} ${className}` : styles.figure}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt}
      lang={lang}
      sizes={sizes}
    />
  )
}

/** The figure as `QuestionView` shows it, between the stem and the options. */
export const figureInQuestion = (image: Image): ReactNode => (
  <QuestionFigure image={image} className={viewStyles.figure} sizes="(min-width: 900px) 640px, 100vw" />
)

/** The figure as a review of checked answers shows it, framed. */
export const figureInReview = (image: Image, lang?: string): ReactNode => (
  <QuestionFigure image={image} className={reviewStyles.figure} lang={lang} sizes="(min-width: 50rem) 640px, 100vw" />
)

/**
 * The figures of a paper's questions (by question id), for the question and for the review. A page
 * makes them on the server and hands them to its client components, so the page ships no image
 * code (issue 17's budget): the `<img>` markup is made by Next.js's image helper where the page is.
 */
export type QuestionFigures = Readonly<Record<string, { question: ReactNode; review: ReactNode }>>

export function figuresOf(paper: Pick<Paper, 'sections'>): QuestionFigures {
  const figures: Record<string, { question: ReactNode; review: ReactNode }> = {}
  for (const { id, image } of paper.sections.flatMap((section) => section.questions))
    if (image) figures[id] = { question: figureInQuestion(image), review: figureInReview(image) }
  return figures
}
