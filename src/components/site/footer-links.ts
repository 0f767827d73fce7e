/** The footer's quick links, exactly as the spec lists them, then the legal pages sign-up asks candidates to accept; each label is `shell.footer.<key>` (Home is `common.home`). */
export const footerLinks = [
  { key: 'courses', href: '/products' },
  { key: 'testSeries', href: '/test-series' },
  { key: 'admissions', href: '/sign-in' },
  { key: 'home', href: '/' },
  { key: 'contactUs', href: '/contact-us' },
  { key: 'faqs', href: '/faqs' },
  { key: 'terms', href: '/terms' },
  { key: 'privacy', href: '/privacy' },
] as const
