import { getImageProps, type ImageProps } from 'next/image'

/**
 * An optimised image (srcset and sizes from Next.js's image optimiser) as a plain `<img>`: the markup
 * `next/image` renders, without its client component, so a page with pictures ships no image
 * JavaScript (issue 17's budget, ADR 030). `preload` asks for the image first (eager, high priority).
 */
export function Picture({ preload, ...props }: ImageProps) {
  const { props: image } = getImageProps(preload ? { ...props, loading: 'eager', fetchPriority: 'high' } : props)
  // The markup next/image renders, made without its client component.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...image} />
}
