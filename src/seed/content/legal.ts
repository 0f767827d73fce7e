/**
 * The demo terms of use and privacy policy. They describe what this code really does: what the
 * users, attempts, answers, enrolments and contact-messages collections hold, the sign-in throttle's
 * windows (src/domain/auth/sign-in-throttle.ts), the 7-day session (users collection), the language
 * cookie (src/lib/locale.ts) and the browser storage of the exam screen and forms. Nothing is deleted
 * automatically, so the pages say so. Staff edit both in the admin panel.
 */
type Text = { en: string; pa: string }
export type LegalPageSeed = { title: Text; intro: Text; lastUpdated: string; sections: { heading: Text; body: Text }[] }

export const termsOfUse: LegalPageSeed = {
  title: { en: 'Terms of use', pa: 'ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ' },
  intro: {
    en: 'These terms apply when you use this website, create an account, take our mock tests or enrol in a course. Please read them with the privacy policy, which says what we store about you.',
    pa: 'ਇਹ ਸ਼ਰਤਾਂ ਉਦੋਂ ਲਾਗੂ ਹੁੰਦੀਆਂ ਹਨ ਜਦੋਂ ਤੁਸੀਂ ਇਹ ਵੈੱਬਸਾਈਟ ਵਰਤਦੇ ਹੋ, ਖਾਤਾ ਬਣਾਉਂਦੇ ਹੋ, ਸਾਡੇ ਮੌਕ ਟੈਸਟ ਦਿੰਦੇ ਹੋ ਜਾਂ ਕਿਸੇ ਕੋਰਸ ਵਿੱਚ ਦਾਖ਼ਲਾ ਲੈਂਦੇ ਹੋ। ਇਨ੍ਹਾਂ ਨੂੰ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਦੇ ਨਾਲ ਪੜ੍ਹੋ, ਜੋ ਦੱਸਦੀ ਹੈ ਕਿ ਅਸੀਂ ਤੁਹਾਡੇ ਬਾਰੇ ਕੀ ਸੰਭਾਲਦੇ ਹਾਂ।',
  },
  lastUpdated: '2026-11-25',
  sections: [
    {
      heading: { en: 'Your account', pa: 'ਤੁਹਾਡਾ ਖਾਤਾ' },
      body: {
        en: 'An account is for one candidate. Give your real name, an e-mail address you can read and your own mobile number, and keep your password to yourself.\n\nYour account can be signed in on one device at a time: signing in on a new device signs the old one out. If you think someone else knows your password, set a new one from the sign-in page or your account page.',
        pa: 'ਇੱਕ ਖਾਤਾ ਇੱਕ ਉਮੀਦਵਾਰ ਲਈ ਹੈ। ਆਪਣਾ ਅਸਲ ਨਾਂ, ਅਜਿਹਾ ਈ-ਮੇਲ ਪਤਾ ਜੋ ਤੁਸੀਂ ਪੜ੍ਹ ਸਕੋ ਅਤੇ ਆਪਣਾ ਮੋਬਾਈਲ ਨੰਬਰ ਦਿਓ, ਅਤੇ ਆਪਣਾ ਪਾਸਵਰਡ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।\n\nਤੁਹਾਡਾ ਖਾਤਾ ਇੱਕ ਸਮੇਂ ਇੱਕੋ ਡਿਵਾਈਸ ’ਤੇ ਸਾਈਨ ਇਨ ਰਹਿ ਸਕਦਾ ਹੈ: ਨਵੀਂ ਡਿਵਾਈਸ ’ਤੇ ਸਾਈਨ ਇਨ ਕਰਨ ਨਾਲ ਪੁਰਾਣੀ ਤੋਂ ਸਾਈਨ ਆਊਟ ਹੋ ਜਾਂਦਾ ਹੈ। ਜੇ ਤੁਹਾਨੂੰ ਲੱਗਦਾ ਹੈ ਕਿ ਕਿਸੇ ਹੋਰ ਨੂੰ ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਪਤਾ ਹੈ, ਤਾਂ ਸਾਈਨ ਇਨ ਪੰਨੇ ਜਾਂ ਆਪਣੇ ਖਾਤੇ ਵਾਲੇ ਪੰਨੇ ਤੋਂ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ।',
      },
    },
    {
      heading: { en: 'Tests, results and study material', pa: 'ਟੈਸਟ, ਨਤੀਜੇ ਅਤੇ ਪੜ੍ਹਨ ਸਮੱਗਰੀ' },
      body: {
        en: 'Our mock tests follow the pattern of the PPSC Civil Services examination, but they are our own practice papers: we are not part of PPSC, and a score or rank here is a guide to your preparation, not a prediction of your result.\n\nThe questions, solutions, notes and PDFs are written by our faculty. You may use them for your own preparation. Do not copy, print, sell or share them, in a group or anywhere else.',
        pa: 'ਸਾਡੇ ਮੌਕ ਟੈਸਟ PPSC ਸਿਵਲ ਸਰਵਿਸਿਜ਼ ਪ੍ਰੀਖਿਆ ਦੇ ਢਾਂਚੇ ’ਤੇ ਬਣੇ ਹਨ, ਪਰ ਇਹ ਸਾਡੇ ਆਪਣੇ ਅਭਿਆਸ ਪਰਚੇ ਹਨ: ਅਸੀਂ PPSC ਦਾ ਹਿੱਸਾ ਨਹੀਂ ਹਾਂ, ਅਤੇ ਇੱਥੇ ਦੇ ਅੰਕ ਜਾਂ ਰੈਂਕ ਤੁਹਾਡੀ ਤਿਆਰੀ ਦਾ ਅੰਦਾਜ਼ਾ ਹਨ, ਤੁਹਾਡੇ ਨਤੀਜੇ ਦੀ ਭਵਿੱਖਬਾਣੀ ਨਹੀਂ।\n\nਪ੍ਰਸ਼ਨ, ਹੱਲ, ਨੋਟਸ ਅਤੇ PDF ਸਾਡੇ ਅਧਿਆਪਕਾਂ ਨੇ ਲਿਖੇ ਹਨ। ਤੁਸੀਂ ਇਨ੍ਹਾਂ ਨੂੰ ਆਪਣੀ ਤਿਆਰੀ ਲਈ ਵਰਤ ਸਕਦੇ ਹੋ। ਇਨ੍ਹਾਂ ਦੀ ਨਕਲ ਨਾ ਕਰੋ, ਪ੍ਰਿੰਟ ਨਾ ਕਰੋ, ਵੇਚੋ ਨਾ ਅਤੇ ਕਿਸੇ ਗਰੁੱਪ ਜਾਂ ਹੋਰ ਕਿਤੇ ਸਾਂਝੇ ਨਾ ਕਰੋ।',
      },
    },
    {
      heading: { en: 'Courses and enrolments', pa: 'ਕੋਰਸ ਅਤੇ ਦਾਖ਼ਲੇ' },
      body: {
        en: 'A paid course or test series opens for your account once our office has recorded your enrolment, and stays open until the date shown with it. An enrolment is for the account it was made for and cannot be passed on.\n\nFor a question about a payment, write to us with the e-mail address of your account and the payment reference.',
        pa: 'ਕੋਈ ਪੇਡ ਕੋਰਸ ਜਾਂ ਟੈਸਟ ਸੀਰੀਜ਼ ਤੁਹਾਡੇ ਖਾਤੇ ਲਈ ਉਦੋਂ ਖੁੱਲ੍ਹਦੀ ਹੈ ਜਦੋਂ ਸਾਡਾ ਦਫ਼ਤਰ ਤੁਹਾਡਾ ਦਾਖ਼ਲਾ ਦਰਜ ਕਰ ਲੈਂਦਾ ਹੈ, ਅਤੇ ਉਸ ਨਾਲ ਦਿਖਾਈ ਗਈ ਤਾਰੀਖ਼ ਤੱਕ ਖੁੱਲ੍ਹੀ ਰਹਿੰਦੀ ਹੈ। ਦਾਖ਼ਲਾ ਉਸੇ ਖਾਤੇ ਲਈ ਹੈ ਜਿਸ ਲਈ ਲਿਆ ਗਿਆ ਸੀ ਅਤੇ ਕਿਸੇ ਹੋਰ ਨੂੰ ਨਹੀਂ ਦਿੱਤਾ ਜਾ ਸਕਦਾ।\n\nਭੁਗਤਾਨ ਬਾਰੇ ਸਵਾਲ ਲਈ, ਆਪਣੇ ਖਾਤੇ ਦੇ ਈ-ਮੇਲ ਪਤੇ ਅਤੇ ਭੁਗਤਾਨ ਦੇ ਹਵਾਲਾ ਨੰਬਰ ਨਾਲ ਸਾਨੂੰ ਲਿਖੋ।',
      },
    },
    {
      heading: { en: 'Fair use', pa: 'ਠੀਕ ਵਰਤੋਂ' },
      body: {
        en: 'Do not try to get into other accounts, to read answers or solutions before they are released, or to overload the site with automated requests. The site limits repeated attempts from one network, and we may close an account that is misused.',
        pa: 'ਦੂਜਿਆਂ ਦੇ ਖਾਤਿਆਂ ਵਿੱਚ ਜਾਣ, ਉੱਤਰ ਜਾਂ ਹੱਲ ਜਾਰੀ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਪੜ੍ਹਨ, ਜਾਂ ਆਪਣੇ-ਆਪ ਚੱਲਣ ਵਾਲੀਆਂ ਬੇਨਤੀਆਂ ਨਾਲ ਸਾਈਟ ’ਤੇ ਬੋਝ ਪਾਉਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਾ ਕਰੋ। ਸਾਈਟ ਇੱਕ ਨੈੱਟਵਰਕ ਤੋਂ ਵਾਰ-ਵਾਰ ਹੋਣ ਵਾਲੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਨੂੰ ਸੀਮਤ ਕਰਦੀ ਹੈ, ਅਤੇ ਗ਼ਲਤ ਵਰਤੋਂ ਹੋਣ ’ਤੇ ਅਸੀਂ ਖਾਤਾ ਬੰਦ ਕਰ ਸਕਦੇ ਹਾਂ।',
      },
    },
    {
      heading: { en: 'Changes to these terms', pa: 'ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਵਿੱਚ ਬਦਲਾਅ' },
      body: {
        en: 'When we change what these terms mean, we change the date at the top of this page. If you do not agree with a change, write to us and we will close your account.',
        pa: 'ਜਦੋਂ ਅਸੀਂ ਇਨ੍ਹਾਂ ਸ਼ਰਤਾਂ ਦਾ ਅਰਥ ਬਦਲਦੇ ਹਾਂ, ਤਾਂ ਇਸ ਪੰਨੇ ਦੇ ਸਿਖਰ ’ਤੇ ਦਿੱਤੀ ਤਾਰੀਖ਼ ਬਦਲ ਦਿੰਦੇ ਹਾਂ। ਜੇ ਤੁਸੀਂ ਕਿਸੇ ਬਦਲਾਅ ਨਾਲ ਸਹਿਮਤ ਨਹੀਂ ਹੋ, ਤਾਂ ਸਾਨੂੰ ਲਿਖੋ ਅਤੇ ਅਸੀਂ ਤੁਹਾਡਾ ਖਾਤਾ ਬੰਦ ਕਰ ਦੇਵਾਂਗੇ।',
      },
    },
  ],
}

export const privacyPolicy: LegalPageSeed = {
  title: { en: 'Privacy policy', pa: 'ਪਰਦੇਦਾਰੀ ਨੀਤੀ' },
  intro: {
    en: 'What this website stores about you, why, for how long, and how to have it deleted. We keep only what the site needs to work and never sell it.',
    pa: 'ਇਹ ਵੈੱਬਸਾਈਟ ਤੁਹਾਡੇ ਬਾਰੇ ਕੀ ਸੰਭਾਲਦੀ ਹੈ, ਕਿਉਂ, ਕਿੰਨੇ ਸਮੇਂ ਲਈ, ਅਤੇ ਇਸ ਨੂੰ ਕਿਵੇਂ ਮਿਟਵਾਇਆ ਜਾ ਸਕਦਾ ਹੈ। ਅਸੀਂ ਸਿਰਫ਼ ਉਹੀ ਰੱਖਦੇ ਹਾਂ ਜਿਸ ਦੀ ਸਾਈਟ ਨੂੰ ਚੱਲਣ ਲਈ ਲੋੜ ਹੈ, ਅਤੇ ਇਸ ਨੂੰ ਕਦੇ ਵੇਚਦੇ ਨਹੀਂ।',
  },
  lastUpdated: '2026-11-25',
  sections: [
    {
      heading: { en: 'Your account', pa: 'ਤੁਹਾਡਾ ਖਾਤਾ' },
      body: {
        en: 'When you sign up we store:\n- your name, e-mail address and mobile number, which you can change on your account page (the e-mail address through our office)\n- your password, only as a salted hash: nobody, our staff included, can read it back\n- which courses and test series you are enrolled in, and until when\n\nWe use your e-mail address to send the sign-up code, a welcome message, password-reset links and answers to your messages. We do not send newsletters or advertising from this site, and we use your mobile number only to call you about your account or a course.',
        pa: 'ਖਾਤਾ ਬਣਾਉਣ ’ਤੇ ਅਸੀਂ ਇਹ ਸੰਭਾਲਦੇ ਹਾਂ:\n- ਤੁਹਾਡਾ ਨਾਂ, ਈ-ਮੇਲ ਪਤਾ ਅਤੇ ਮੋਬਾਈਲ ਨੰਬਰ, ਜੋ ਤੁਸੀਂ ਆਪਣੇ ਖਾਤੇ ਵਾਲੇ ਪੰਨੇ ’ਤੇ ਬਦਲ ਸਕਦੇ ਹੋ (ਈ-ਮੇਲ ਪਤਾ ਸਾਡੇ ਦਫ਼ਤਰ ਰਾਹੀਂ)\n- ਤੁਹਾਡਾ ਪਾਸਵਰਡ, ਸਿਰਫ਼ ਸਾਲਟ ਵਾਲੇ ਹੈਸ਼ ਵਜੋਂ: ਕੋਈ ਵੀ, ਸਾਡਾ ਸਟਾਫ਼ ਵੀ, ਇਸ ਨੂੰ ਵਾਪਸ ਨਹੀਂ ਪੜ੍ਹ ਸਕਦਾ\n- ਤੁਸੀਂ ਕਿਹੜੇ ਕੋਰਸਾਂ ਅਤੇ ਟੈਸਟ ਸੀਰੀਜ਼ ਵਿੱਚ ਦਾਖ਼ਲ ਹੋ, ਅਤੇ ਕਦੋਂ ਤੱਕ\n\nਅਸੀਂ ਤੁਹਾਡਾ ਈ-ਮੇਲ ਪਤਾ ਖਾਤਾ ਬਣਾਉਣ ਦਾ ਕੋਡ, ਸੁਆਗਤ ਸੁਨੇਹਾ, ਪਾਸਵਰਡ ਬਦਲਣ ਦੇ ਲਿੰਕ ਅਤੇ ਤੁਹਾਡੇ ਸੁਨੇਹਿਆਂ ਦੇ ਜਵਾਬ ਭੇਜਣ ਲਈ ਵਰਤਦੇ ਹਾਂ। ਅਸੀਂ ਇਸ ਸਾਈਟ ਤੋਂ ਨਿਊਜ਼ਲੈਟਰ ਜਾਂ ਇਸ਼ਤਿਹਾਰ ਨਹੀਂ ਭੇਜਦੇ, ਅਤੇ ਤੁਹਾਡਾ ਮੋਬਾਈਲ ਨੰਬਰ ਸਿਰਫ਼ ਤੁਹਾਡੇ ਖਾਤੇ ਜਾਂ ਕਿਸੇ ਕੋਰਸ ਬਾਰੇ ਫ਼ੋਨ ਕਰਨ ਲਈ ਵਰਤਦੇ ਹਾਂ।',
      },
    },
    {
      heading: { en: 'Your answers and results', pa: 'ਤੁਹਾਡੇ ਉੱਤਰ ਅਤੇ ਨਤੀਜੇ' },
      body: {
        en: 'For every test you take we store your answers, the time you spent, your score and your rank, so you can see your results and pick up a test where you left off. We also store your daily-quiz answers, the written answers you submit to the Question of the Day with our faculty’s evaluation, and the questions you bookmark.\n\nOther candidates never see your name, answers or scores. Our staff see them in the admin panel to evaluate written answers and to help you when you ask.',
        pa: 'ਤੁਹਾਡੇ ਹਰ ਟੈਸਟ ਲਈ ਅਸੀਂ ਤੁਹਾਡੇ ਉੱਤਰ, ਲੱਗਿਆ ਸਮਾਂ, ਤੁਹਾਡੇ ਅੰਕ ਅਤੇ ਤੁਹਾਡਾ ਰੈਂਕ ਸੰਭਾਲਦੇ ਹਾਂ, ਤਾਂ ਜੋ ਤੁਸੀਂ ਆਪਣੇ ਨਤੀਜੇ ਦੇਖ ਸਕੋ ਅਤੇ ਟੈਸਟ ਉੱਥੋਂ ਸ਼ੁਰੂ ਕਰ ਸਕੋ ਜਿੱਥੇ ਛੱਡਿਆ ਸੀ। ਅਸੀਂ ਤੁਹਾਡੇ ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਦੇ ਉੱਤਰ, ਅੱਜ ਦੇ ਪ੍ਰਸ਼ਨ ਲਈ ਭੇਜੇ ਲਿਖਤੀ ਉੱਤਰ ਅਤੇ ਉਨ੍ਹਾਂ ਦੀ ਸਾਡੇ ਅਧਿਆਪਕਾਂ ਵੱਲੋਂ ਜਾਂਚ, ਅਤੇ ਤੁਹਾਡੇ ਬੁੱਕਮਾਰਕ ਕੀਤੇ ਪ੍ਰਸ਼ਨ ਵੀ ਸੰਭਾਲਦੇ ਹਾਂ।\n\nਦੂਜੇ ਉਮੀਦਵਾਰ ਕਦੇ ਵੀ ਤੁਹਾਡਾ ਨਾਂ, ਉੱਤਰ ਜਾਂ ਅੰਕ ਨਹੀਂ ਦੇਖਦੇ। ਸਾਡਾ ਸਟਾਫ਼ ਇਨ੍ਹਾਂ ਨੂੰ ਐਡਮਿਨ ਪੈਨਲ ਵਿੱਚ ਲਿਖਤੀ ਉੱਤਰਾਂ ਦੀ ਜਾਂਚ ਕਰਨ ਅਤੇ ਤੁਹਾਡੇ ਪੁੱਛਣ ’ਤੇ ਮਦਦ ਕਰਨ ਲਈ ਦੇਖਦਾ ਹੈ।',
      },
    },
    {
      heading: { en: 'Messages you send us', pa: 'ਤੁਹਾਡੇ ਭੇਜੇ ਸੁਨੇਹੇ' },
      body: {
        en: 'The contact form stores your name, e-mail address, mobile number if you give one, the subject and your message, so that our team can answer and follow up. We e-mail you a confirmation that repeats only your name and subject.',
        pa: 'ਸੰਪਰਕ ਫ਼ਾਰਮ ਤੁਹਾਡਾ ਨਾਂ, ਈ-ਮੇਲ ਪਤਾ, ਮੋਬਾਈਲ ਨੰਬਰ (ਜੇ ਤੁਸੀਂ ਦਿੱਤਾ ਹੋਵੇ), ਵਿਸ਼ਾ ਅਤੇ ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਸੰਭਾਲਦਾ ਹੈ, ਤਾਂ ਜੋ ਸਾਡੀ ਟੀਮ ਜਵਾਬ ਦੇ ਸਕੇ ਅਤੇ ਗੱਲ ਅੱਗੇ ਤੋਰ ਸਕੇ। ਅਸੀਂ ਤੁਹਾਨੂੰ ਪੁਸ਼ਟੀ ਦੀ ਈ-ਮੇਲ ਭੇਜਦੇ ਹਾਂ ਜਿਸ ਵਿੱਚ ਸਿਰਫ਼ ਤੁਹਾਡਾ ਨਾਂ ਅਤੇ ਵਿਸ਼ਾ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ।',
      },
    },
    {
      heading: { en: 'Signing in safely', pa: 'ਸੁਰੱਖਿਅਤ ਸਾਈਨ ਇਨ' },
      body: {
        en: 'To stop anyone guessing passwords, the site counts failed sign-ins for each e-mail address typed and each network address they come from. These counts are kept for at most one hour and then forgotten. The number of forms sent from one network address is counted the same way.\n\nWhile you are signed in, your browser keeps a sign-in cookie for up to 7 days, renewed while you use the site; a second cookie remembers the language you chose, for a year.',
        pa: 'ਪਾਸਵਰਡ ਬੁੱਝਣ ਤੋਂ ਰੋਕਣ ਲਈ, ਸਾਈਟ ਹਰ ਲਿਖੇ ਗਏ ਈ-ਮੇਲ ਪਤੇ ਅਤੇ ਹਰ ਉਸ ਨੈੱਟਵਰਕ ਪਤੇ ਲਈ ਜਿੱਥੋਂ ਉਹ ਆਉਂਦੇ ਹਨ, ਗ਼ਲਤ ਸਾਈਨ ਇਨ ਗਿਣਦੀ ਹੈ। ਇਹ ਗਿਣਤੀ ਵੱਧ ਤੋਂ ਵੱਧ ਇੱਕ ਘੰਟਾ ਰੱਖੀ ਜਾਂਦੀ ਹੈ ਅਤੇ ਫਿਰ ਭੁਲਾ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ। ਇੱਕ ਨੈੱਟਵਰਕ ਪਤੇ ਤੋਂ ਭੇਜੇ ਫ਼ਾਰਮਾਂ ਦੀ ਗਿਣਤੀ ਵੀ ਇਸੇ ਤਰ੍ਹਾਂ ਹੁੰਦੀ ਹੈ।\n\nਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਸਾਈਨ ਇਨ ਹੋ, ਤੁਹਾਡਾ ਬ੍ਰਾਊਜ਼ਰ ਵੱਧ ਤੋਂ ਵੱਧ 7 ਦਿਨ ਲਈ ਸਾਈਨ ਇਨ ਵਾਲੀ ਕੁਕੀ ਰੱਖਦਾ ਹੈ, ਜੋ ਸਾਈਟ ਵਰਤਦੇ ਰਹਿਣ ’ਤੇ ਨਵੀਂ ਹੁੰਦੀ ਰਹਿੰਦੀ ਹੈ; ਇੱਕ ਹੋਰ ਕੁਕੀ ਤੁਹਾਡੀ ਚੁਣੀ ਭਾਸ਼ਾ ਇੱਕ ਸਾਲ ਲਈ ਯਾਦ ਰੱਖਦੀ ਹੈ।',
      },
    },
    {
      heading: { en: 'What stays on your device', pa: 'ਤੁਹਾਡੀ ਡਿਵਾਈਸ ’ਤੇ ਕੀ ਰਹਿੰਦਾ ਹੈ' },
      body: {
        en: 'During a test, your answers are also kept in your browser, so a reload or a lost connection does not lose them; they are cleared when the test is submitted. What you type into a form is kept in that browser tab until the form has been sent, never your password.\n\nThe site loads nothing from other companies: no advertising, no tracking and no analytics.',
        pa: 'ਟੈਸਟ ਦੌਰਾਨ ਤੁਹਾਡੇ ਉੱਤਰ ਤੁਹਾਡੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਵੀ ਰੱਖੇ ਜਾਂਦੇ ਹਨ, ਤਾਂ ਜੋ ਪੰਨਾ ਦੁਬਾਰਾ ਲੋਡ ਹੋਣ ਜਾਂ ਕਨੈਕਸ਼ਨ ਟੁੱਟਣ ’ਤੇ ਉਹ ਗੁਆਚਣ ਨਾ; ਟੈਸਟ ਜਮ੍ਹਾਂ ਹੋਣ ’ਤੇ ਉਹ ਮਿਟਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ। ਫ਼ਾਰਮ ਵਿੱਚ ਜੋ ਤੁਸੀਂ ਲਿਖਦੇ ਹੋ, ਉਹ ਫ਼ਾਰਮ ਭੇਜੇ ਜਾਣ ਤੱਕ ਉਸੇ ਬ੍ਰਾਊਜ਼ਰ ਟੈਬ ਵਿੱਚ ਰੱਖਿਆ ਜਾਂਦਾ ਹੈ, ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਕਦੇ ਨਹੀਂ।\n\nਸਾਈਟ ਹੋਰ ਕੰਪਨੀਆਂ ਤੋਂ ਕੁਝ ਵੀ ਲੋਡ ਨਹੀਂ ਕਰਦੀ: ਨਾ ਇਸ਼ਤਿਹਾਰ, ਨਾ ਟਰੈਕਿੰਗ, ਨਾ ਵਿਸ਼ਲੇਸ਼ਣ।',
      },
    },
    {
      heading: { en: 'How long we keep it, and deleting it', pa: 'ਅਸੀਂ ਕਿੰਨਾ ਸਮਾਂ ਰੱਖਦੇ ਹਾਂ, ਅਤੇ ਮਿਟਵਾਉਣਾ' },
      body: {
        en: 'Nothing is deleted automatically. Your account, answers and results are kept for as long as your account exists, so your progress is there when you come back for the next attempt. Contact messages are kept until our staff delete them.\n\nTo have your account and everything linked to it deleted, or to get a copy of what we hold about you, write to us from the e-mail address of your account. We answer within one working day.',
        pa: 'ਕੁਝ ਵੀ ਆਪਣੇ-ਆਪ ਨਹੀਂ ਮਿਟਦਾ। ਤੁਹਾਡਾ ਖਾਤਾ, ਉੱਤਰ ਅਤੇ ਨਤੀਜੇ ਉਦੋਂ ਤੱਕ ਰੱਖੇ ਜਾਂਦੇ ਹਨ ਜਦੋਂ ਤੱਕ ਤੁਹਾਡਾ ਖਾਤਾ ਹੈ, ਤਾਂ ਜੋ ਅਗਲੀ ਕੋਸ਼ਿਸ਼ ਲਈ ਵਾਪਸ ਆਉਣ ’ਤੇ ਤੁਹਾਡੀ ਤਰੱਕੀ ਉੱਥੇ ਹੋਵੇ। ਸੰਪਰਕ ਸੁਨੇਹੇ ਉਦੋਂ ਤੱਕ ਰੱਖੇ ਜਾਂਦੇ ਹਨ ਜਦੋਂ ਤੱਕ ਸਾਡਾ ਸਟਾਫ਼ ਉਨ੍ਹਾਂ ਨੂੰ ਮਿਟਾ ਨਹੀਂ ਦਿੰਦਾ।\n\nਆਪਣਾ ਖਾਤਾ ਅਤੇ ਉਸ ਨਾਲ ਜੁੜਿਆ ਸਭ ਕੁਝ ਮਿਟਵਾਉਣ ਲਈ, ਜਾਂ ਅਸੀਂ ਤੁਹਾਡੇ ਬਾਰੇ ਜੋ ਰੱਖਦੇ ਹਾਂ ਉਸ ਦੀ ਕਾਪੀ ਲੈਣ ਲਈ, ਆਪਣੇ ਖਾਤੇ ਵਾਲੇ ਈ-ਮੇਲ ਪਤੇ ਤੋਂ ਸਾਨੂੰ ਲਿਖੋ। ਅਸੀਂ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਜਵਾਬ ਦਿੰਦੇ ਹਾਂ।',
      },
    },
  ],
}
