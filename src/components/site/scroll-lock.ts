/**
 * Stops the page behind an overlay (the small-screen menu) from scrolling, and gives the page back as
 * it was. Only the root element is locked: hiding the body's overflow too would make the body a scroll
 * container and unstick the sticky header that holds the menu. The scrollbar's width is padded so the
 * page does not jump sideways on desktop browsers.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement
  const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight }
  const scrollbarWidth = window.innerWidth - root.clientWidth
  root.style.overflow = 'hidden'
  if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`
  return () => {
    root.style.overflow = previous.overflow
    root.style.paddingRight = previous.paddingRight
  }
}
