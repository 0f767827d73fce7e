/**
 * The header menu exactly as the spec's section 2 lists it. Staff edit it afterwards in the admin
 * (Site > Navigation); the seed only fills an empty menu.
 */
export type MenuEntrySeed = { name: string; link: string; isPaid?: boolean; children?: MenuEntrySeed[] }
export type MenuSeed = MenuEntrySeed & { submenu?: MenuEntrySeed[] }

export const prelimsTopics: { key: string; name: string }[] = [
  { key: 'csat', name: 'CSAT' },
  { key: 'environment', name: 'Environment' },
  { key: 'geography', name: 'Geography' },
  { key: 'history', name: 'History' },
  { key: 'polity', name: 'Polity' },
  { key: 'punjab-gk', name: 'Punjab GK' },
  { key: 'science', name: 'Science' },
]

export const mainsTopics: { key: string; name: string }[] = [
  { key: 'art-and-culture', name: 'Art and Culture' },
  { key: 'modern-history', name: 'Modern History' },
  { key: 'world-history', name: 'World History' },
  { key: 'geography', name: 'Geography' },
  { key: 'polity', name: 'Polity' },
  { key: 'governance', name: 'Governance' },
  { key: 'social-issues', name: 'Social Issues' },
  { key: 'international-relations', name: 'International Relations' },
  { key: 'economy', name: 'Economy' },
  { key: 'science', name: 'Science' },
  { key: 'internal-security', name: 'Internal Security' },
  { key: 'environment', name: 'Environment' },
  { key: 'disaster-management', name: 'Disaster Management' },
  { key: 'ethics', name: 'Ethics' },
  { key: 'english-language', name: 'English Language' },
  { key: 'statistics', name: 'Statistics' },
  { key: 'punjabi-language', name: 'Punjabi Language' },
  { key: 'post-independence-india', name: 'Post-Independence India' },
  { key: 'society', name: 'Society' },
  { key: 'punjab-gs', name: 'Punjab GS' },
]

export const TOPPERS_ANSWER_COPIES_SLUG = 'toppers-answer-copies'

export const navigation: MenuSeed[] = [
  {
    name: 'Resources',
    link: '/resources',
    submenu: [
      { name: 'NCERT', link: '/resource/ncert', isPaid: true },
      {
        name: 'GS PCS Prelims',
        link: '/resources#gs-pcs-prelims',
        children: prelimsTopics.map(({ key, name }) => ({ name, link: `/resource/gs-pcs-prelims_${key}` })),
      },
      {
        name: 'GS PCS Mains',
        link: '/resources#gs-pcs-mains',
        children: mainsTopics.map(({ key, name }) => ({ name, link: `/resource/gs-pcs-mains_${key}` })),
      },
      { name: 'Punjab GK', link: '/resource/punjab-gk', isPaid: true },
      { name: 'CSAT', link: '/resource/csat', isPaid: true },
      { name: "Topper's PCS Answer Copies", link: `/products/${TOPPERS_ANSWER_COPIES_SLUG}` },
      { name: 'Syllabus', link: '/syllabus' },
    ],
  },
  { name: 'Test Series', link: '/test-series' },
  { name: 'Success Stories', link: '/success-stories' },
  { name: 'PYQ', link: '/pyq' },
  { name: 'Courses', link: '/products' },
  { name: 'Contact Us', link: '/contact-us' },
  {
    name: 'Punjab Current Affairs',
    link: '/punjab-current-affairs',
    submenu: [
      { name: 'CA Tracker', link: '/current-affairs/ca-tracker', isPaid: true },
      { name: 'Daily CA', link: '/current-affairs/daily-current-affairs' },
      { name: "Daily CA MCQ's", link: '/current-affairs/daily-cs-mcqs' },
      { name: 'Tribune Editorial Analysis', link: '/current-affairs/editorial-analysis' },
      { name: 'Monthly CA consolidation', link: '/current-affairs/monthly-consolidation', isPaid: true },
      { name: 'Monthly Editorial Consolidation', link: '/current-affairs/monthly-editorial-consolidation', isPaid: true },
      { name: 'Monthly MCQ Consolidation', link: '/current-affairs/monthly-mcq-consolidation', isPaid: true },
      { name: 'Question of the Day', link: '/current-affairs/questions' },
    ],
  },
]

/**
 * The menu's names in Punjabi, by their English name: the seed writes the menu in English and then
 * gives each entry its Punjabi (the header reads the menu in the page's language).
 */
export const navigationPunjabi: Record<string, string> = {
  Resources: 'ਸਰੋਤ',
  NCERT: 'NCERT',
  'GS PCS Prelims': 'GS PCS ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ',
  'GS PCS Mains': 'GS PCS ਮੁੱਖ ਪ੍ਰੀਖਿਆ',
  CSAT: 'CSAT',
  Environment: 'ਵਾਤਾਵਰਣ',
  Geography: 'ਭੂਗੋਲ',
  History: 'ਇਤਿਹਾਸ',
  Polity: 'ਰਾਜ ਵਿਵਸਥਾ',
  'Punjab GK': 'ਪੰਜਾਬ ਆਮ ਗਿਆਨ',
  Science: 'ਵਿਗਿਆਨ',
  'Art and Culture': 'ਕਲਾ ਅਤੇ ਸੱਭਿਆਚਾਰ',
  'Modern History': 'ਆਧੁਨਿਕ ਇਤਿਹਾਸ',
  'World History': 'ਵਿਸ਼ਵ ਇਤਿਹਾਸ',
  Governance: 'ਸ਼ਾਸਨ ਪ੍ਰਬੰਧ',
  'Social Issues': 'ਸਮਾਜਿਕ ਮੁੱਦੇ',
  'International Relations': 'ਅੰਤਰਰਾਸ਼ਟਰੀ ਸਬੰਧ',
  Economy: 'ਅਰਥਵਿਵਸਥਾ',
  'Internal Security': 'ਅੰਦਰੂਨੀ ਸੁਰੱਖਿਆ',
  'Disaster Management': 'ਆਫ਼ਤ ਪ੍ਰਬੰਧਨ',
  Ethics: 'ਨੈਤਿਕਤਾ',
  'English Language': 'ਅੰਗਰੇਜ਼ੀ ਭਾਸ਼ਾ',
  Statistics: 'ਅੰਕੜਾ ਵਿਗਿਆਨ',
  'Punjabi Language': 'ਪੰਜਾਬੀ ਭਾਸ਼ਾ',
  'Post-Independence India': 'ਆਜ਼ਾਦੀ ਤੋਂ ਬਾਅਦ ਦਾ ਭਾਰਤ',
  Society: 'ਸਮਾਜ',
  'Punjab GS': 'ਪੰਜਾਬ GS',
  "Topper's PCS Answer Copies": 'ਟੌਪਰਾਂ ਦੀਆਂ PCS ਉੱਤਰ-ਕਾਪੀਆਂ',
  Syllabus: 'ਸਿਲੇਬਸ',
  'Test Series': 'ਟੈਸਟ ਸੀਰੀਜ਼',
  'Success Stories': 'ਸਫਲਤਾ ਦੀਆਂ ਕਹਾਣੀਆਂ',
  PYQ: 'PYQ',
  Courses: 'ਕੋਰਸ',
  'Contact Us': 'ਸੰਪਰਕ ਕਰੋ',
  'Punjab Current Affairs': 'ਪੰਜਾਬ ਕਰੰਟ ਅਫੇਅਰਜ਼',
  'CA Tracker': 'CA ਟ੍ਰੈਕਰ',
  'Daily CA': 'ਰੋਜ਼ਾਨਾ CA',
  "Daily CA MCQ's": 'ਰੋਜ਼ਾਨਾ CA MCQ',
  'Tribune Editorial Analysis': 'Tribune ਸੰਪਾਦਕੀ ਵਿਸ਼ਲੇਸ਼ਣ',
  'Monthly CA consolidation': 'ਮਹੀਨਾਵਾਰ CA ਸੰਗ੍ਰਹਿ',
  'Monthly Editorial Consolidation': 'ਮਹੀਨਾਵਾਰ ਸੰਪਾਦਕੀ ਸੰਗ੍ਰਹਿ',
  'Monthly MCQ Consolidation': 'ਮਹੀਨਾਵਾਰ MCQ ਸੰਗ੍ਰਹਿ',
  'Question of the Day': 'ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ',
}

/** The site settings' staff-editable texts in Punjabi (the spec's English is in `siteSettings`). */
export const siteSettingsPunjabi = {
  tagline: 'ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਸਫਲਤਾ ਲਈ ਤੁਹਾਡਾ ਸਾਥੀ।',
  banner: { title: 'ਦਾਖ਼ਲੇ ਸ਼ੁਰੂ!', text: 'ਆਪਣੇ ਖੇਤਰ ਵਿੱਚ ਪ੍ਰੀਮੀਅਮ ਕੋਰਸਾਂ ਲਈ ਹੁਣੇ ਦਾਖ਼ਲਾ ਲਓ!' },
}

/** Where candidates visit the academy (to enrol, among other things), in both languages. */
export const instituteAddress = {
  en: 'SCO 24, First Floor, Feroze Gandhi Market\nLudhiana, Punjab 141001',
  pa: 'ਐੱਸਸੀਓ 24, ਪਹਿਲੀ ਮੰਜ਼ਿਲ, ਫ਼ਿਰੋਜ਼ ਗਾਂਧੀ ਮਾਰਕੀਟ\nਲੁਧਿਆਣਾ, ਪੰਜਾਬ 141001',
}

export const siteSettings = {
  siteName: 'Punjab PCS Academy',
  tagline: 'Your Partner in Exam Success.',
  supportEmail: 'support@punjabpcsacademy.in',
  phone: '+91 98140 52600',
  banner: { title: 'Admissions Open!', text: 'Enroll now! for premium courses in your region', link: '/products' },
  contact: {
    intro:
      'Questions about a course, the test series, admissions or your account? Write, call or message us on WhatsApp, or use the form: a member of our team answers every message within one working day.',
    officeHours: 'Monday to Saturday, 9:30 am to 6:30 pm',
    officeHoursNote: 'Closed on Sundays and gazetted holidays.',
    address: instituteAddress.en,
    notes: [
      {
        text: 'We reply to every e-mail and form message within one working day, and the form sends you an e-mail confirming that your message reached us.',
      },
      {
        text: 'About a payment or an enrolment? Give the e-mail address of your account and the payment reference, so we can find it at once.',
      },
      { text: 'Many questions on admissions, fees, refunds and the test series are already answered in our frequently asked questions.' },
    ],
  },
  // A made-up GSTIN of the right shape (ADR 053): a real institute enters its own in Site settings.
  billing: {
    legalName: 'Punjab PCS Academy Private Limited',
    gstin: '03AAKCP4821M1Z6',
    state: '03' as const,
    invoicePrefix: 'PCS',
    sac: '999293',
  },
  socialLinks: [
    { platform: 'telegram' as const, url: 'https://t.me/+PunjabPCSAcademyUpdates' },
    { platform: 'youtube' as const, url: 'https://www.youtube.com/@PunjabPCSAcademy' },
    { platform: 'instagram' as const, url: 'https://www.instagram.com/punjabpcsacademy' },
    { platform: 'facebook' as const, url: 'https://www.facebook.com/punjabpcsacademy' },
  ],
}

/**
 * The demo admin's authenticator key (ADR 052): staff sign in in two steps, so the demo's admin comes
 * with its app already set up on this key; add it to any authenticator app (README). Demo only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'PUNJABPCSACADEMYADMINDEMOTOTPKEY'

/** Local demo accounts; never created in production (see README). */
export const demoAccounts = {
  admin: {
    email: 'admin@punjabpcsacademy.in',
    password: 'PcsAdmin#2026',
    name: 'Harpreet Kaur (Academy admin)',
    role: 'admin' as const,
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
  candidate: {
    email: 'candidate@punjabpcsacademy.in',
    password: 'PcsCandidate#2026',
    name: 'Gurpreet Singh',
    mobile: '+919876512345',
    // So the demo's results show a rank in the district as well (ADR 043).
    district: 'ludhiana' as const,
    role: 'candidate' as const,
  },
}
