import { Picture } from '@/components/ui/picture'

import type { PaperQuestion } from '@/domain/test-engine/types'

import styles from './question-figure.module.css'

/** A question's figure, on the player and in the result's review (each adds its own class and sizes). */
export function QuestionFigure({
  image,
  className,
  sizes,
  lang,
}: {
  image: NonNullable<PaperQuestion['image']>
  className?: string
  sizes: string
  lang?: string
}) {
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
