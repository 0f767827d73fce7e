import type { CatalogueTree } from './types'

/** The site around every page: header, menus, banner, footer, breadcrumbs, language switch, 404, toasts of the shell. */
export const shell = {
  metadata: {
    title: { en: 'Punjab PCS Academy: PPSC Civil Services preparation', pa: 'Punjab PCS Academy: PPSC ਸਿਵਲ ਸੇਵਾਵਾਂ ਦੀ ਤਿਆਰੀ' },
    description: {
      en: 'Study notes, mock tests in the PPSC pattern, daily Punjab current affairs, past-year papers and courses for the Punjab PCS exam.',
      pa: 'ਪੰਜਾਬ PCS ਪ੍ਰੀਖਿਆ ਲਈ ਨੋਟਸ, PPSC ਢਾਂਚੇ ਵਿੱਚ ਮੌਕ ਟੈਸਟ, ਰੋਜ਼ਾਨਾ ਪੰਜਾਬ ਕਰੰਟ ਅਫੇਅਰਜ਼, ਪਿਛਲੇ ਸਾਲਾਂ ਦੇ ਪੇਪਰ ਅਤੇ ਕੋਰਸ।',
    },
  },
  header: {
    skipToContent: { en: 'Skip to content', pa: 'ਸਿੱਧਾ ਸਮੱਗਰੀ ’ਤੇ ਜਾਓ' },
    stayUpdated: { en: 'Stay Updated', pa: 'ਜੁੜੇ ਰਹੋ' },
    seeCourses: { en: 'See courses', pa: 'ਕੋਰਸ ਦੇਖੋ' },
    search: { en: 'Search', pa: 'ਖੋਜ' },
    homeLink: { en: '{siteName}, home page', pa: '{siteName}, ਮੁੱਖ ਪੰਨਾ' },
  },
  account: {
    joinToday: { en: 'Join Today', pa: 'ਅੱਜ ਹੀ ਜੁੜੋ' },
    logOut: { en: 'Log Out', pa: 'ਲੌਗ ਆਊਟ' },
    yourAccount: { en: 'Your account', pa: 'ਤੁਹਾਡਾ ਖਾਤਾ' },
    dashboard: { en: 'Dashboard', pa: 'ਡੈਸ਼ਬੋਰਡ' },
  },
  menu: {
    label: { en: 'Main', pa: 'ਮੁੱਖ ਮੀਨੂ' },
    open: { en: 'Menu', pa: 'ਮੀਨੂ' },
    close: { en: 'Close menu', pa: 'ਮੀਨੂ ਬੰਦ ਕਰੋ' },
    submenu: { en: '{name} submenu', pa: '{name}: ਉਪ-ਮੀਨੂ' },
    topics: { en: '{name} topics', pa: '{name}: ਵਿਸ਼ੇ' },
    pro: { en: 'Pro', pa: 'ਪ੍ਰੋ' },
    paidComingSoon: { en: '(paid, coming soon)', pa: '(ਭੁਗਤਾਨ ਵਾਲਾ, ਜਲਦੀ ਆ ਰਿਹਾ)' },
  },
  language: { en: 'Language', pa: 'ਭਾਸ਼ਾ' },
  breadcrumb: { en: 'Breadcrumb', pa: 'ਤੁਸੀਂ ਇੱਥੇ ਹੋ' },
  footer: {
    label: { en: 'Footer', pa: 'ਹੇਠਲੇ ਲਿੰਕ' },
    contact: { en: 'Contact', pa: 'ਸੰਪਰਕ' },
    quickLinks: { en: 'Quick links', pa: 'ਜ਼ਰੂਰੀ ਲਿੰਕ' },
    followUs: { en: 'Follow us', pa: 'ਸਾਨੂੰ ਫ਼ਾਲੋ ਕਰੋ' },
    socialMedia: { en: 'Social media', pa: 'ਸੋਸ਼ਲ ਮੀਡੀਆ' },
    whatsapp: { en: '(WhatsApp)', pa: '(WhatsApp)' },
    rights: { en: '© {year} {siteName}. All rights reserved.', pa: '© {year} {siteName}। ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ ਹਨ।' },
    courses: { en: 'Courses', pa: 'ਕੋਰਸ' },
    testSeries: { en: 'Test Series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼' },
    admissions: { en: 'Admissions', pa: 'ਦਾਖ਼ਲੇ' },
    contactUs: { en: 'Contact Us', pa: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ' },
    faqs: { en: 'FAQs', pa: 'ਅਕਸਰ ਪੁੱਛੇ ਸਵਾਲ' },
    terms: { en: 'Terms of use', pa: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' },
    privacy: { en: 'Privacy policy', pa: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ' },
  },
  social: {
    x: { en: 'X (Twitter)', pa: 'X (ਟਵਿੱਟਰ)' },
  },
  notFound: {
    title: { en: 'Page not found', pa: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ' },
    lead: {
      en: 'We could not find that page. The link may be mistyped, or the page may have moved since it was shared.',
      pa: 'ਸਾਨੂੰ ਇਹ ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ। ਹੋ ਸਕਦਾ ਹੈ ਲਿੰਕ ਗ਼ਲਤ ਲਿਖਿਆ ਹੋਵੇ, ਜਾਂ ਸਾਂਝਾ ਕੀਤੇ ਜਾਣ ਤੋਂ ਬਾਅਦ ਪੰਨਾ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੋਵੇ।',
    },
    bareLead: {
      en: 'This link does not lead to a test, a result or a quiz. It may be mistyped or out of date.',
      pa: 'ਇਹ ਲਿੰਕ ਕਿਸੇ ਟੈਸਟ, ਨਤੀਜੇ ਜਾਂ ਕੁਇਜ਼ ਤੱਕ ਨਹੀਂ ਜਾਂਦਾ। ਹੋ ਸਕਦਾ ਹੈ ਇਹ ਗ਼ਲਤ ਲਿਖਿਆ ਹੋਵੇ ਜਾਂ ਪੁਰਾਣਾ ਹੋ ਗਿਆ ਹੋਵੇ।',
    },
    goHome: { en: 'Go to the home page', pa: 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਜਾਓ' },
    practise: { en: 'Practise with a mock test', pa: 'ਮੌਕ ਟੈਸਟ ਨਾਲ ਅਭਿਆਸ ਕਰੋ' },
    popularSections: { en: 'Popular sections', pa: 'ਪ੍ਰਸਿੱਧ ਹਿੱਸੇ' },
  },
  seeAllTestSeries: { en: 'See all test series', pa: 'ਸਾਰੀਆਂ ਟੈਸਟ ਸੀਰੀਜ਼ ਦੇਖੋ' },
  loading: { en: 'Loading', pa: 'ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ' },
  notifications: { en: 'Notifications Alt+T', pa: 'ਸੂਚਨਾਵਾਂ (ਆਲਟ+ਟੀ)' },
  protection: {
    copyBlocked: { en: 'Copying is disabled on this website.', pa: 'ਇਸ ਵੈੱਬਸਾਈਟ ’ਤੇ ਕਾਪੀ ਕਰਨਾ ਬੰਦ ਹੈ।' },
    screenshotBlocked: { en: 'Screenshots are not available on this website.', pa: 'ਇਸ ਵੈੱਬਸਾਈਟ ’ਤੇ ਸਕ੍ਰੀਨਸ਼ਾਟ ਨਹੀਂ ਲਏ ਜਾ ਸਕਦੇ।' },
    printBlocked: { en: 'Printing is disabled on this website.', pa: 'ਇਸ ਵੈੱਬਸਾਈਟ ’ਤੇ ਪ੍ਰਿੰਟ ਕਰਨਾ ਬੰਦ ਹੈ।' },
  },
  session: {
    signedInElsewhere: {
      en: 'You have been signed out because your account was signed in on another device.',
      pa: 'ਤੁਹਾਨੂੰ ਸਾਈਨ ਆਊਟ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ ਕਿਉਂਕਿ ਤੁਹਾਡੇ ਖਾਤੇ ਨਾਲ ਕਿਸੇ ਹੋਰ ਡਿਵਾਈਸ ’ਤੇ ਸਾਈਨ ਇਨ ਕੀਤਾ ਗਿਆ ਹੈ।',
    },
    logOutFailed: {
      en: 'Could not log out. Check your internet connection and try again.',
      pa: 'ਲੌਗ ਆਊਟ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਆਪਣਾ ਇੰਟਰਨੈੱਟ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
    },
  },
  preview: {
    notice: {
      en: 'Preview: you are seeing unpublished changes. Visitors see the published page.',
      pa: 'ਝਲਕ: ਤੁਸੀਂ ਅਣਪ੍ਰਕਾਸ਼ਿਤ ਬਦਲਾਅ ਦੇਖ ਰਹੇ ਹੋ। ਆਮ ਪਾਠਕ ਪ੍ਰਕਾਸ਼ਿਤ ਪੰਨਾ ਦੇਖਦੇ ਹਨ।',
    },
    exit: { en: 'Exit preview', pa: 'ਝਲਕ ਬੰਦ ਕਰੋ' },
  },
} as const satisfies CatalogueTree
