export const NAVIGATION_START_EVENT = 'pcs:navigation-start'

/** Shows the page-transition spinner before a programmatic `router.push` (links need nothing). */
export function startNavigationIndicator(): void {
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT))
}
