import { COMING_SOON_PATH } from '@/components/site/menu'

/** Where a product's Enrol button leads until purchases exist: /coming-soon, through the sign-in page for a visitor. */
export const enrolHref = (isSignedIn: boolean) => (isSignedIn ? COMING_SOON_PATH : `/sign-in?next=${COMING_SOON_PATH}`)
