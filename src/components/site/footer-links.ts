/** The footer's quick links, exactly as the spec lists them, then the legal pages sign-up asks candidates to accept. */
export const footerLinks = [
  { label: 'Courses', href: '/products' },
  { label: 'Test Series', href: '/test-series' },
  { label: 'Admissions', href: '/sign-in' },
  { label: 'Home', href: '/' },
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'FAQs', href: '/faqs' },
  { label: 'Terms of use', href: '/terms' },
  { label: 'Privacy policy', href: '/privacy' },
]
