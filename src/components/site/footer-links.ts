import { routes, signInHref, TEST_SERIES_PATH } from '@/lib/links'

/** The footer's quick links, exactly as the spec lists them, then the legal pages sign-up asks candidates to accept; each label is `shell.footer.<key>` (Home is `common.home`). */
export const footerLinks = [
  { key: 'courses', href: routes.products.href() },
  { key: 'testSeries', href: TEST_SERIES_PATH },
  { key: 'admissions', href: signInHref() },
  { key: 'home', href: routes.home.href() },
  { key: 'contactUs', href: routes.contactUs.href() },
  { key: 'faqs', href: routes.faqs.href() },
  { key: 'terms', href: routes.terms.href() },
  { key: 'privacy', href: routes.privacy.href() },
] as const
