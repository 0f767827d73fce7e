import type { CatalogueTree } from './types'

/** The contact page and its form. */
export const contact = {
  title: { en: 'Contact us', pa: 'ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ' },
  description: {
    en: 'Questions about a Punjab PCS course, the test series, admissions or your account? E-mail, call or WhatsApp the academy, or send a message: we reply within one working day.',
    pa: 'Punjab PCS ਕੋਰਸ, ਟੈਸਟ ਸੀਰੀਜ਼, ਦਾਖ਼ਲੇ ਜਾਂ ਆਪਣੇ ਖਾਤੇ ਬਾਰੇ ਕੋਈ ਸਵਾਲ? ਅਕੈਡਮੀ ਨੂੰ ਈ-ਮੇਲ ਕਰੋ, ਫ਼ੋਨ ਕਰੋ ਜਾਂ WhatsApp ਕਰੋ, ਜਾਂ ਸੁਨੇਹਾ ਭੇਜੋ: ਅਸੀਂ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਜਵਾਬ ਦਿੰਦੇ ਹਾਂ।',
  },
  waysToReach: { en: 'Ways to reach us', pa: 'ਸਾਡੇ ਤੱਕ ਪਹੁੰਚਣ ਦੇ ਤਰੀਕੇ' },
  email: { en: 'E-mail', pa: 'ਈ-ਮੇਲ' },
  emailNote: {
    en: 'Best for detailed questions, payment receipts and documents.',
    pa: 'ਵਿਸਥਾਰ ਵਾਲੇ ਸਵਾਲਾਂ, ਭੁਗਤਾਨ ਦੀਆਂ ਰਸੀਦਾਂ ਅਤੇ ਦਸਤਾਵੇਜ਼ਾਂ ਲਈ ਸਭ ਤੋਂ ਵਧੀਆ।',
  },
  whatsapp: { en: 'WhatsApp', pa: 'WhatsApp' },
  chatOnWhatsapp: {
    en: 'Chat with us on WhatsApp<hidden> (opens in a new tab)</hidden>',
    pa: 'WhatsApp ’ਤੇ ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰੋ<hidden> (ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦਾ ਹੈ)</hidden>',
  },
  whatsappNote: {
    en: 'Quick questions on {phone}, usually answered the same day in office hours.',
    pa: '{phone} ’ਤੇ ਛੋਟੇ ਸਵਾਲ, ਜਿਨ੍ਹਾਂ ਦਾ ਜਵਾਬ ਆਮ ਤੌਰ ’ਤੇ ਦਫ਼ਤਰੀ ਸਮੇਂ ਵਿੱਚ ਉਸੇ ਦਿਨ ਮਿਲ ਜਾਂਦਾ ਹੈ।',
  },
  phone: { en: 'Phone', pa: 'ਫ਼ੋਨ' },
  phoneNote: {
    en: 'Call us in office hours to talk to a counsellor about admissions.',
    pa: 'ਦਾਖ਼ਲਿਆਂ ਬਾਰੇ ਕਾਊਂਸਲਰ ਨਾਲ ਗੱਲ ਕਰਨ ਲਈ ਦਫ਼ਤਰੀ ਸਮੇਂ ਵਿੱਚ ਫ਼ੋਨ ਕਰੋ।',
  },
  hours: { en: 'Office hours and replies', pa: 'ਦਫ਼ਤਰੀ ਸਮਾਂ ਅਤੇ ਜਵਾਬ' },
  indianTime: { en: '(IST).', pa: '(IST)।' },
  faqs: { en: 'Read the frequently asked questions', pa: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ ਪੜ੍ਹੋ' },

  form: {
    heading: { en: 'Send us a message', pa: 'ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ' },
    name: { en: 'Your name', pa: 'ਤੁਹਾਡਾ ਨਾਂ' },
    mobile: { en: 'Mobile number (optional)', pa: 'ਮੋਬਾਈਲ ਨੰਬਰ (ਲਾਜ਼ਮੀ ਨਹੀਂ)' },
    mobileHint: {
      en: 'Only if you would like a call back: 10 digits, with or without +91.',
      pa: 'ਸਿਰਫ਼ ਜੇ ਤੁਸੀਂ ਚਾਹੁੰਦੇ ਹੋ ਕਿ ਅਸੀਂ ਫ਼ੋਨ ਕਰੀਏ: 10 ਅੰਕ, +91 ਨਾਲ ਜਾਂ ਇਸ ਤੋਂ ਬਿਨਾਂ।',
    },
    subject: { en: 'Subject', pa: 'ਵਿਸ਼ਾ' },
    subjectHint: {
      en: 'For example: Weekend batch for Mains, or Test series login',
      pa: 'ਜਿਵੇਂ: ਮੇਨਜ਼ ਲਈ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਵਾਲਾ ਬੈਚ, ਜਾਂ ਟੈਸਟ ਸੀਰੀਜ਼ ਵਿੱਚ ਲੌਗਇਨ',
    },
    message: { en: 'Your message', pa: 'ਤੁਹਾਡਾ ਸੁਨੇਹਾ' },
    used: { en: '{used, number} of {max, number} characters', pa: '{max, number} ਵਿੱਚੋਂ {used, number} ਅੱਖਰ' },
    privacy: { en: 'We use these details only to answer your message.', pa: 'ਅਸੀਂ ਇਹ ਵੇਰਵੇ ਸਿਰਫ਼ ਤੁਹਾਡੇ ਸੁਨੇਹੇ ਦਾ ਜਵਾਬ ਦੇਣ ਲਈ ਵਰਤਦੇ ਹਾਂ।' },
    submit: { en: 'Send message', pa: 'ਸੁਨੇਹਾ ਭੇਜੋ' },
    pending: { en: 'Sending your message…', pa: 'ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ…' },
  },

  sent: {
    toast: {
      en: 'Thank you, your message has been sent. We have e-mailed you a confirmation and will reply within one working day.',
      pa: 'ਧੰਨਵਾਦ, ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜਿਆ ਗਿਆ ਹੈ। ਅਸੀਂ ਤੁਹਾਨੂੰ ਪੁਸ਼ਟੀ ਦੀ ਈ-ਮੇਲ ਭੇਜ ਦਿੱਤੀ ਹੈ ਅਤੇ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਜਵਾਬ ਦੇਵਾਂਗੇ।',
    },
    heading: { en: 'Your message has been sent', pa: 'ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜਿਆ ਗਿਆ ਹੈ' },
    received: {
      en: 'Thank you, {name}. Your message “{subject}” has reached our team.',
      pa: 'ਧੰਨਵਾਦ, {name} ਜੀ। ਤੁਹਾਡਾ ਸੁਨੇਹਾ “{subject}” ਸਾਡੀ ਟੀਮ ਤੱਕ ਪਹੁੰਚ ਗਿਆ ਹੈ।',
    },
    nextHeading: { en: 'What happens next', pa: 'ਅੱਗੇ ਕੀ ਹੋਵੇਗਾ' },
    confirmation: {
      en: 'A confirmation is on its way to {email}. If it is not in your inbox within a few minutes, look in the spam folder.',
      pa: 'ਪੁਸ਼ਟੀ ਦੀ ਈ-ਮੇਲ {email} ’ਤੇ ਭੇਜੀ ਜਾ ਰਹੀ ਹੈ। ਜੇ ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਇਨਬਾਕਸ ਵਿੱਚ ਨਹੀਂ ਆਉਂਦੀ, ਤਾਂ ਸਪੈਮ ਫੋਲਡਰ ਦੇਖੋ।',
    },
    reply: {
      en: 'A member of our team replies by e-mail within one working day{callBack, select, yes {, or calls you back on the mobile number you gave} other {}}.',
      pa: 'ਸਾਡੀ ਟੀਮ ਦਾ ਇੱਕ ਮੈਂਬਰ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਈ-ਮੇਲ ਰਾਹੀਂ ਜਵਾਬ ਦੇਵੇਗਾ{callBack, select, yes {, ਜਾਂ ਤੁਹਾਡੇ ਦਿੱਤੇ ਮੋਬਾਈਲ ਨੰਬਰ ’ਤੇ ਫ਼ੋਨ ਕਰੇਗਾ} other {}}।',
    },
    addMore: {
      en: 'To add anything, such as your roll number or a screenshot, reply to the confirmation e-mail.',
      pa: 'ਕੁਝ ਹੋਰ ਜੋੜਨ ਲਈ, ਜਿਵੇਂ ਤੁਹਾਡਾ ਰੋਲ ਨੰਬਰ ਜਾਂ ਸਕਰੀਨਸ਼ਾਟ, ਪੁਸ਼ਟੀ ਵਾਲੀ ਈ-ਮੇਲ ਦਾ ਜਵਾਬ ਦਿਓ।',
    },
    another: { en: 'Write another message', pa: 'ਇੱਕ ਹੋਰ ਸੁਨੇਹਾ ਲਿਖੋ' },
  },

  /** The visitor's acknowledgement, in the language of the page they wrote from. */
  acknowledgement: {
    subject: { en: 'We have received your message | {site}', pa: 'ਸਾਨੂੰ ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਮਿਲ ਗਿਆ ਹੈ | {site}' },
    thanks: {
      en: 'Thank you for writing to {site}. Your message "{subject}" has reached our team, and we reply within one working day (our office is open {hours}).',
      pa: '{site} ਨੂੰ ਲਿਖਣ ਲਈ ਧੰਨਵਾਦ। ਤੁਹਾਡਾ ਸੁਨੇਹਾ "{subject}" ਸਾਡੀ ਟੀਮ ਤੱਕ ਪਹੁੰਚ ਗਿਆ ਹੈ, ਅਤੇ ਅਸੀਂ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਜਵਾਬ ਦਿੰਦੇ ਹਾਂ (ਸਾਡਾ ਦਫ਼ਤਰ {hours} ਖੁੱਲ੍ਹਾ ਰਹਿੰਦਾ ਹੈ)।',
    },
    addMore: {
      en: 'To add anything, such as your roll number or a screenshot, simply reply to this e-mail. Many questions on admissions, fees and the test series are answered in our FAQs.',
      pa: 'ਕੁਝ ਹੋਰ ਜੋੜਨ ਲਈ, ਜਿਵੇਂ ਤੁਹਾਡਾ ਰੋਲ ਨੰਬਰ ਜਾਂ ਸਕਰੀਨਸ਼ਾਟ, ਬੱਸ ਇਸ ਈ-ਮੇਲ ਦਾ ਜਵਾਬ ਦਿਓ। ਦਾਖ਼ਲੇ, ਫ਼ੀਸ ਅਤੇ ਟੈਸਟ ਸੀਰੀਜ਼ ਬਾਰੇ ਬਹੁਤ ਸਾਰੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਸਾਡੇ ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲਾਂ ਵਿੱਚ ਹਨ।',
    },
    action: { en: 'Read the FAQs', pa: 'ਅਕਸਰ ਪੁੱਛੇ ਜਾਂਦੇ ਸਵਾਲ ਪੜ੍ਹੋ' },
    why: {
      en: 'You are receiving this because this e-mail address was entered on our contact page. If you did not write to us, you can ignore it.',
      pa: 'ਤੁਹਾਨੂੰ ਇਹ ਇਸ ਲਈ ਮਿਲੀ ਹੈ ਕਿਉਂਕਿ ਇਹ ਈ-ਮੇਲ ਪਤਾ ਸਾਡੇ ਸੰਪਰਕ ਪੰਨੇ ’ਤੇ ਲਿਖਿਆ ਗਿਆ ਸੀ। ਜੇ ਤੁਸੀਂ ਸਾਨੂੰ ਨਹੀਂ ਲਿਖਿਆ, ਤਾਂ ਇਸ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰ ਸਕਦੇ ਹੋ।',
    },
  },
} as const satisfies CatalogueTree
