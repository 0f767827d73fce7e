import type { CatalogueTree } from './types'

/** Sign-in, sign-up, forgotten password, the account page. */
export const auth = {
  signIn: {
    title: { en: 'Sign in', pa: 'ਸਾਈਨ ਇਨ ਕਰੋ' },
    description: { en: 'Sign in to your Punjab PCS Academy account.', pa: 'ਆਪਣੇ Punjab PCS Academy ਖਾਤੇ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰੋ।' },
    lead: {
      en: 'Welcome back. Sign in to take tests, keep your scores and continue where you left off.',
      pa: 'ਜੀ ਆਇਆਂ ਨੂੰ। ਟੈਸਟ ਦੇਣ, ਆਪਣੇ ਅੰਕ ਸੰਭਾਲਣ ਅਤੇ ਜਿੱਥੇ ਛੱਡਿਆ ਸੀ ਉੱਥੋਂ ਅੱਗੇ ਚੱਲਣ ਲਈ ਸਾਈਨ ਇਨ ਕਰੋ।',
    },
    submit: { en: 'Sign in', pa: 'ਸਾਈਨ ਇਨ ਕਰੋ' },
    pending: { en: 'Signing in…', pa: 'ਸਾਈਨ ਇਨ ਹੋ ਰਿਹਾ ਹੈ…' },
    forgotten: { en: 'Forgotten password?', pa: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ?' },
    createAccount: { en: 'New here? Create an account', pa: 'ਪਹਿਲੀ ਵਾਰ ਆਏ ਹੋ? ਖਾਤਾ ਬਣਾਓ' },
    wrongCredentials: { en: 'The e-mail address or password is incorrect.', pa: 'ਈ-ਮੇਲ ਪਤਾ ਜਾਂ ਪਾਸਵਰਡ ਗ਼ਲਤ ਹੈ।' },
    /** A wait in words, put into the messages below. */
    wait: {
      en: '{unit, select, second {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}}',
      pa: '{unit, select, second {{count, plural, one {# ਸਕਿੰਟ} other {# ਸਕਿੰਟ}}} other {{count, plural, one {# ਮਿੰਟ} other {# ਮਿੰਟ}}}}',
    },
    tooManyFailures: {
      en: 'Too many failed sign-ins to this account from your network. Wait {wait} and try again, or reset your password.',
      pa: 'ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਇਸ ਖਾਤੇ ਵਿੱਚ ਬਹੁਤ ਵਾਰ ਗ਼ਲਤ ਸਾਈਨ ਇਨ ਹੋਏ ਹਨ। {wait} ਉਡੀਕ ਕਰੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਆਪਣਾ ਪਾਸਵਰਡ ਨਵਾਂ ਬਣਾਓ।',
    },
    waitBeforeRetry: { en: 'Wait {wait} before you try again.', pa: 'ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ {wait} ਉਡੀਕ ਕਰੋ।' },
  },

  signUp: {
    title: { en: 'Create your account', pa: 'ਆਪਣਾ ਖਾਤਾ ਬਣਾਓ' },
    description: { en: 'Create a free Punjab PCS Academy account.', pa: 'ਮੁਫ਼ਤ Punjab PCS Academy ਖਾਤਾ ਬਣਾਓ।' },
    lead: {
      en: 'Free: save your test results, keep your daily-quiz streak and study on any device.',
      pa: 'ਮੁਫ਼ਤ: ਆਪਣੇ ਟੈਸਟਾਂ ਦੇ ਨਤੀਜੇ ਸੰਭਾਲੋ, ਰੋਜ਼ਾਨਾ ਕੁਇਜ਼ ਦੀ ਲੜੀ ਜਾਰੀ ਰੱਖੋ ਅਤੇ ਕਿਸੇ ਵੀ ਡਿਵਾਈਸ ’ਤੇ ਪੜ੍ਹੋ।',
    },
    mobileHint: { en: '10 digits, with or without +91', pa: '10 ਅੰਕ, +91 ਨਾਲ ਜਾਂ ਇਸ ਤੋਂ ਬਿਨਾਂ' },
    terms: { en: 'I accept the terms of use and the privacy policy.', pa: 'ਮੈਂ ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ ਅਤੇ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਸਵੀਕਾਰ ਕਰਦਾ/ਕਰਦੀ ਹਾਂ।' },
    readTerms: {
      en: 'Read the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy> (each opens in a new tab).',
      pa: '<terms>ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ</terms> ਅਤੇ <privacy>ਪਰਦੇਦਾਰੀ ਨੀਤੀ</privacy> ਪੜ੍ਹੋ (ਹਰ ਇੱਕ ਨਵੀਂ ਟੈਬ ਵਿੱਚ ਖੁੱਲ੍ਹਦੀ ਹੈ)।',
    },
    code: { en: 'Code from the e-mail', pa: 'ਈ-ਮੇਲ ਵਿੱਚ ਆਇਆ ਕੋਡ' },
    submit: { en: 'Create account', pa: 'ਖਾਤਾ ਬਣਾਓ' },
    sendingCode: { en: 'Sending the code…', pa: 'ਕੋਡ ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ…' },
    creating: { en: 'Creating your account…', pa: 'ਤੁਹਾਡਾ ਖਾਤਾ ਬਣ ਰਿਹਾ ਹੈ…' },
    resend: { en: 'Send a new code', pa: 'ਨਵਾਂ ਕੋਡ ਭੇਜੋ' },
    haveAccount: { en: 'Already have an account? <link>Sign in</link>', pa: 'ਪਹਿਲਾਂ ਹੀ ਖਾਤਾ ਹੈ? <link>ਸਾਈਨ ਇਨ ਕਰੋ</link>' },
    welcome: { en: 'Welcome! Your account is ready.', pa: 'ਜੀ ਆਇਆਂ ਨੂੰ! ਤੁਹਾਡਾ ਖਾਤਾ ਤਿਆਰ ਹੈ।' },
    codeSent: {
      en: 'We have sent a 6-digit code to {email}. Enter it below to create your account. Nothing after a few minutes? Check your spam folder, or send a new code.',
      pa: 'ਅਸੀਂ {email} ’ਤੇ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਭੇਜਿਆ ਹੈ। ਖਾਤਾ ਬਣਾਉਣ ਲਈ ਇਸ ਨੂੰ ਹੇਠਾਂ ਲਿਖੋ। ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਵੀ ਨਹੀਂ ਆਇਆ? ਆਪਣਾ ਸਪੈਮ ਫੋਲਡਰ ਦੇਖੋ, ਜਾਂ ਨਵਾਂ ਕੋਡ ਭੇਜੋ।',
    },
    demoMailbox: {
      en: "(This demo has no mail server: the e-mail is in the server's log and in its outbox folder.)",
      pa: '(ਇਸ ਡੈਮੋ ਵਿੱਚ ਕੋਈ ਮੇਲ ਸਰਵਰ ਨਹੀਂ ਹੈ: ਈ-ਮੇਲ ਸਰਵਰ ਦੇ ਲੌਗ ਅਤੇ ਇਸ ਦੇ ਆਊਟਬਾਕਸ ਫੋਲਡਰ ਵਿੱਚ ਹੈ।)',
    },
    wrongCode: {
      en: 'This code is not right, or it has expired. Check the latest e-mail, or send a new code.',
      pa: 'ਇਹ ਕੋਡ ਸਹੀ ਨਹੀਂ ਹੈ, ਜਾਂ ਇਸ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਗਈ ਹੈ। ਸਭ ਤੋਂ ਨਵੀਂ ਈ-ਮੇਲ ਦੇਖੋ, ਜਾਂ ਨਵਾਂ ਕੋਡ ਭੇਜੋ।',
    },
    tooManyCodes: {
      en: 'Too many wrong codes for this address. Wait {minutes, plural, one {# minute} other {# minutes}}, then send a new code.',
      pa: 'ਇਸ ਪਤੇ ਲਈ ਬਹੁਤ ਵਾਰ ਗ਼ਲਤ ਕੋਡ ਲਿਖੇ ਗਏ ਹਨ। {minutes, plural, one {# ਮਿੰਟ} other {# ਮਿੰਟ}} ਉਡੀਕ ਕਰੋ, ਫਿਰ ਨਵਾਂ ਕੋਡ ਭੇਜੋ।',
    },
    existingAccount: {
      en: 'This e-mail address already has an account. Sign in, or reset your password.',
      pa: 'ਇਸ ਈ-ਮੇਲ ਪਤੇ ਦਾ ਪਹਿਲਾਂ ਹੀ ਖਾਤਾ ਹੈ। ਸਾਈਨ ਇਨ ਕਰੋ, ਜਾਂ ਆਪਣਾ ਪਾਸਵਰਡ ਨਵਾਂ ਬਣਾਓ।',
    },
  },

  forgotten: {
    title: { en: 'Forgotten password', pa: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ' },
    description: { en: 'Set a new password for your Punjab PCS Academy account.', pa: 'ਆਪਣੇ Punjab PCS Academy ਖਾਤੇ ਲਈ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ।' },
    lead: {
      en: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
      pa: 'ਆਪਣੇ ਖਾਤੇ ਦਾ ਈ-ਮੇਲ ਪਤਾ ਲਿਖੋ, ਅਸੀਂ ਤੁਹਾਨੂੰ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਉਣ ਲਈ ਲਿੰਕ ਭੇਜਾਂਗੇ।',
    },
    expiredTitle: { en: 'This link can no longer be used', pa: 'ਇਹ ਲਿੰਕ ਹੁਣ ਵਰਤਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ' },
    expiredLead: {
      en: 'Reset links work once and for one hour, and only the newest one works. Enter your e-mail address to get a fresh link.',
      pa: 'ਪਾਸਵਰਡ ਬਦਲਣ ਵਾਲੇ ਲਿੰਕ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਅਤੇ ਇੱਕ ਘੰਟੇ ਲਈ ਚੱਲਦੇ ਹਨ, ਅਤੇ ਸਿਰਫ਼ ਸਭ ਤੋਂ ਨਵਾਂ ਲਿੰਕ ਹੀ ਚੱਲਦਾ ਹੈ। ਨਵਾਂ ਲਿੰਕ ਲੈਣ ਲਈ ਆਪਣਾ ਈ-ਮੇਲ ਪਤਾ ਲਿਖੋ।',
    },
    submit: { en: 'Send reset link', pa: 'ਪਾਸਵਰਡ ਬਦਲਣ ਦਾ ਲਿੰਕ ਭੇਜੋ' },
    again: { en: 'Send the link again', pa: 'ਲਿੰਕ ਦੁਬਾਰਾ ਭੇਜੋ' },
    pending: { en: 'Sending…', pa: 'ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ…' },
    notArrived: {
      en: 'Not in your inbox after a few minutes? Look in the spam folder, check the address below, and send the link again.',
      pa: 'ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਵੀ ਇਨਬਾਕਸ ਵਿੱਚ ਨਹੀਂ ਆਇਆ? ਸਪੈਮ ਫੋਲਡਰ ਦੇਖੋ, ਹੇਠਾਂ ਲਿਖਿਆ ਪਤਾ ਜਾਂਚੋ, ਅਤੇ ਲਿੰਕ ਦੁਬਾਰਾ ਭੇਜੋ।',
    },
    backToSignIn: { en: 'Back to sign in', pa: 'ਸਾਈਨ ਇਨ ’ਤੇ ਵਾਪਸ ਜਾਓ' },
    linkSent: {
      en: 'If an account uses this e-mail address, a link to set a new password is on its way. It works once, for one hour.',
      pa: 'ਜੇ ਕੋਈ ਖਾਤਾ ਇਹ ਈ-ਮੇਲ ਪਤਾ ਵਰਤਦਾ ਹੈ, ਤਾਂ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਉਣ ਦਾ ਲਿੰਕ ਭੇਜਿਆ ਜਾ ਰਿਹਾ ਹੈ। ਇਹ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ, ਇੱਕ ਘੰਟੇ ਲਈ ਚੱਲਦਾ ਹੈ।',
    },
  },

  reset: {
    title: { en: 'Set a new password', pa: 'ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ' },
    lead: {
      en: 'Choose a new password for your account. Every other device will be signed out.',
      pa: 'ਆਪਣੇ ਖਾਤੇ ਲਈ ਨਵਾਂ ਪਾਸਵਰਡ ਚੁਣੋ। ਬਾਕੀ ਸਾਰੀਆਂ ਡਿਵਾਈਸਾਂ ਤੋਂ ਸਾਈਨ ਆਊਟ ਹੋ ਜਾਵੇਗਾ।',
    },
    submit: { en: 'Set new password', pa: 'ਨਵਾਂ ਪਾਸਵਰਡ ਸੰਭਾਲੋ' },
    pending: { en: 'Saving…', pa: 'ਸੰਭਾਲਿਆ ਜਾ ਰਿਹਾ ਹੈ…' },
    newLink: { en: 'Ask for a new link', pa: 'ਨਵਾਂ ਲਿੰਕ ਮੰਗੋ' },
    done: {
      en: 'Your password has been changed and you are signed in. Any other device has been signed out.',
      pa: 'ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਬਦਲ ਗਿਆ ਹੈ ਅਤੇ ਤੁਸੀਂ ਸਾਈਨ ਇਨ ਹੋ। ਬਾਕੀ ਹਰ ਡਿਵਾਈਸ ਤੋਂ ਸਾਈਨ ਆਊਟ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ।',
    },
    linkInvalid: {
      en: 'This link has expired or has already been used. Ask for a new one below.',
      pa: 'ਇਸ ਲਿੰਕ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਗਈ ਹੈ ਜਾਂ ਇਹ ਪਹਿਲਾਂ ਹੀ ਵਰਤਿਆ ਜਾ ਚੁੱਕਾ ਹੈ। ਹੇਠਾਂ ਨਵਾਂ ਲਿੰਕ ਮੰਗੋ।',
    },
  },

  account: {
    title: { en: 'Your account', pa: 'ਤੁਹਾਡਾ ਖਾਤਾ' },
    signedInAs: { en: 'Signed in as {email}.', pa: '{email} ਵਜੋਂ ਸਾਈਨ ਇਨ ਹੋ।' },
    details: { en: 'Your details', pa: 'ਤੁਹਾਡੇ ਵੇਰਵੇ' },
    emailHint: { en: 'Write to support to change the e-mail address.', pa: 'ਈ-ਮੇਲ ਪਤਾ ਬਦਲਣ ਲਈ ਸਹਾਇਤਾ ਟੀਮ ਨੂੰ ਲਿਖੋ।' },
    saveDetails: { en: 'Save details', pa: 'ਵੇਰਵੇ ਸੰਭਾਲੋ' },
    saving: { en: 'Saving…', pa: 'ਸੰਭਾਲਿਆ ਜਾ ਰਿਹਾ ਹੈ…' },
    detailsSaved: { en: 'Your details are saved.', pa: 'ਤੁਹਾਡੇ ਵੇਰਵੇ ਸੰਭਾਲੇ ਗਏ ਹਨ।' },
    changePassword: { en: 'Change password', pa: 'ਪਾਸਵਰਡ ਬਦਲੋ' },
    changing: { en: 'Changing…', pa: 'ਬਦਲਿਆ ਜਾ ਰਿਹਾ ਹੈ…' },
    passwordChanged: {
      en: 'Your password is changed. Other devices have been signed out.',
      pa: 'ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਬਦਲ ਗਿਆ ਹੈ। ਬਾਕੀ ਡਿਵਾਈਸਾਂ ਤੋਂ ਸਾਈਨ ਆਊਟ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ।',
    },
    wrongCurrentPassword: { en: 'Your current password is not right.', pa: 'ਤੁਹਾਡਾ ਮੌਜੂਦਾ ਪਾਸਵਰਡ ਸਹੀ ਨਹੀਂ ਹੈ।' },
    sessionEnded: {
      en: 'Your session has ended. Sign in again; what you typed is kept.',
      pa: 'ਤੁਹਾਡਾ ਸੈਸ਼ਨ ਖ਼ਤਮ ਹੋ ਗਿਆ ਹੈ। ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ; ਜੋ ਤੁਸੀਂ ਲਿਖਿਆ ਹੈ ਉਹ ਸੰਭਾਲਿਆ ਹੋਇਆ ਹੈ।',
    },
    logOut: { en: 'Log Out', pa: 'ਲੌਗ ਆਊਟ ਕਰੋ' },
  },

  /** Google sign-in (issue 19, part 1; ADR 051). */
  google: {
    continue: { en: 'Continue with Google', pa: 'Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ' },
    waiting: { en: 'Waiting for Google… (finish in the window that opened)', pa: 'Google ਦੀ ਉਡੀਕ… (ਖੁੱਲ੍ਹੀ ਵਿੰਡੋ ਵਿੱਚ ਪੂਰਾ ਕਰੋ)' },
    or: { en: 'or', pa: 'ਜਾਂ' },
    termsNote: {
      en: 'Continuing with Google creates a free account if you have none, and means you accept the terms of use and the privacy policy.',
      pa: 'Google ਨਾਲ ਜਾਰੀ ਰੱਖਣ ’ਤੇ, ਜੇ ਤੁਹਾਡਾ ਖਾਤਾ ਨਹੀਂ ਹੈ ਤਾਂ ਮੁਫ਼ਤ ਖਾਤਾ ਬਣਦਾ ਹੈ, ਅਤੇ ਇਸਦਾ ਅਰਥ ਹੈ ਕਿ ਤੁਸੀਂ ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ ਅਤੇ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਸਵੀਕਾਰ ਕਰਦੇ ਹੋ।',
    },
    /** What a sign-in ended in (the window's last page, the sign-in page's `?google=`, the button's message). */
    outcome: {
      signedIn: {
        en: 'You are signed in with Google. This window closes by itself.',
        pa: 'ਤੁਸੀਂ Google ਨਾਲ ਸਾਈਨ ਇਨ ਹੋ ਗਏ ਹੋ। ਇਹ ਵਿੰਡੋ ਆਪਣੇ ਆਪ ਬੰਦ ਹੋ ਜਾਂਦੀ ਹੈ।',
      },
      linkNeeded: {
        en: 'An account with this e-mail address already exists. Enter its password once to link Google to it.',
        pa: 'ਇਸ ਈ-ਮੇਲ ਪਤੇ ਵਾਲਾ ਖਾਤਾ ਪਹਿਲਾਂ ਹੀ ਹੈ। Google ਨੂੰ ਇਸ ਨਾਲ ਜੋੜਨ ਲਈ ਇੱਕ ਵਾਰ ਇਸਦਾ ਪਾਸਵਰਡ ਲਿਖੋ।',
      },
      secondStep: {
        en: 'Google has confirmed your address. Now give your account’s second step: the code from your phone.',
        pa: 'Google ਨੇ ਤੁਹਾਡਾ ਪਤਾ ਪੱਕਾ ਕਰ ਦਿੱਤਾ ਹੈ। ਹੁਣ ਆਪਣੇ ਖਾਤੇ ਦਾ ਦੂਜਾ ਪੜਾਅ ਪੂਰਾ ਕਰੋ: ਤੁਹਾਡੇ ਫ਼ੋਨ ਤੋਂ ਕੋਡ।',
      },
      closed: {
        en: 'The Google window was closed before you finished signing in. Try again when you are ready.',
        pa: 'ਸਾਈਨ ਇਨ ਪੂਰਾ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ Google ਵਾਲੀ ਵਿੰਡੋ ਬੰਦ ਹੋ ਗਈ। ਜਦੋਂ ਤਿਆਰ ਹੋਵੋ ਤਾਂ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
      },
      cancelled: { en: 'You cancelled signing in with Google.', pa: 'ਤੁਸੀਂ Google ਨਾਲ ਸਾਈਨ ਇਨ ਕਰਨਾ ਰੱਦ ਕਰ ਦਿੱਤਾ।' },
      expired: {
        en: 'This Google sign-in has expired or was already used. Continue with Google again.',
        pa: 'ਇਹ Google ਸਾਈਨ ਇਨ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਗਈ ਹੈ ਜਾਂ ਇਹ ਪਹਿਲਾਂ ਹੀ ਵਰਤਿਆ ਜਾ ਚੁੱਕਾ ਹੈ। ਦੁਬਾਰਾ Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ।',
      },
      failed: {
        en: 'Signing in with Google did not work this time. Try again, or sign in with your e-mail address and password.',
        pa: 'ਇਸ ਵਾਰ Google ਨਾਲ ਸਾਈਨ ਇਨ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਆਪਣੇ ਈ-ਮੇਲ ਪਤੇ ਅਤੇ ਪਾਸਵਰਡ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ।',
      },
      unverified: {
        en: 'Google has not verified this e-mail address, so it cannot sign you in here. Verify it with Google, or sign in with your e-mail address and password.',
        pa: 'Google ਨੇ ਇਸ ਈ-ਮੇਲ ਪਤੇ ਦੀ ਪੁਸ਼ਟੀ ਨਹੀਂ ਕੀਤੀ, ਇਸ ਲਈ ਇਹ ਤੁਹਾਨੂੰ ਇੱਥੇ ਸਾਈਨ ਇਨ ਨਹੀਂ ਕਰ ਸਕਦਾ। Google ਨਾਲ ਇਸਦੀ ਪੁਸ਼ਟੀ ਕਰੋ, ਜਾਂ ਆਪਣੇ ਈ-ਮੇਲ ਪਤੇ ਅਤੇ ਪਾਸਵਰਡ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ।',
      },
      staffNotAllowed: {
        en: 'This is a staff account: sign in with its e-mail address and password. An administrator has not allowed Google sign-in for it.',
        pa: 'ਇਹ ਸਟਾਫ਼ ਖਾਤਾ ਹੈ: ਇਸਦੇ ਈ-ਮੇਲ ਪਤੇ ਅਤੇ ਪਾਸਵਰਡ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ। ਕਿਸੇ ਐਡਮਿਨ ਨੇ ਇਸ ਲਈ Google ਸਾਈਨ ਇਨ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਦਿੱਤੀ।',
      },
    },
    done: {
      title: { en: 'Google sign-in', pa: 'Google ਸਾਈਨ ਇਨ' },
      continue: { en: 'Continue', pa: 'ਜਾਰੀ ਰੱਖੋ' },
      again: { en: 'Back to sign in', pa: 'ਸਾਈਨ ਇਨ ’ਤੇ ਵਾਪਸ ਜਾਓ' },
    },
    /** The account page's section. */
    account: {
      heading: { en: 'Google sign-in', pa: 'Google ਸਾਈਨ ਇਨ' },
      linked: {
        en: 'Your account is linked to a Google account: Continue with Google on the sign-in page signs you straight in.',
        pa: 'ਤੁਹਾਡਾ ਖਾਤਾ ਇੱਕ Google ਖਾਤੇ ਨਾਲ ਜੁੜਿਆ ਹੈ: ਸਾਈਨ ਇਨ ਪੰਨੇ ’ਤੇ Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ ਤੁਹਾਨੂੰ ਸਿੱਧਾ ਸਾਈਨ ਇਨ ਕਰ ਦਿੰਦਾ ਹੈ।',
      },
      notLinked: {
        en: 'No Google account is linked. To link one, log out and choose Continue with Google on the sign-in page: you will be asked for this account’s password once.',
        pa: 'ਕੋਈ Google ਖਾਤਾ ਨਹੀਂ ਜੁੜਿਆ। ਜੋੜਨ ਲਈ, ਲੌਗ ਆਊਟ ਕਰੋ ਅਤੇ ਸਾਈਨ ਇਨ ਪੰਨੇ ’ਤੇ Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ ਚੁਣੋ: ਤੁਹਾਡੇ ਤੋਂ ਇੱਕ ਵਾਰ ਇਸ ਖਾਤੇ ਦਾ ਪਾਸਵਰਡ ਪੁੱਛਿਆ ਜਾਵੇਗਾ।',
      },
      unlinkHint: {
        en: 'Signed up with Google and never chose a password? Set one with Forgotten password first.',
        pa: 'Google ਨਾਲ ਖਾਤਾ ਬਣਾਇਆ ਸੀ ਅਤੇ ਕਦੇ ਪਾਸਵਰਡ ਨਹੀਂ ਚੁਣਿਆ? ਪਹਿਲਾਂ ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ ਰਾਹੀਂ ਇੱਕ ਬਣਾਓ।',
      },
      unlink: { en: 'Unlink Google', pa: 'Google ਨੂੰ ਵੱਖ ਕਰੋ' },
      unlinking: { en: 'Unlinking…', pa: 'ਵੱਖ ਕੀਤਾ ਜਾ ਰਿਹਾ ਹੈ…' },
      unlinked: {
        en: 'Google is unlinked. Sign in with your e-mail address and password from now on.',
        pa: 'Google ਵੱਖ ਕਰ ਦਿੱਤਾ ਗਿਆ ਹੈ। ਹੁਣ ਤੋਂ ਆਪਣੇ ਈ-ਮੇਲ ਪਤੇ ਅਤੇ ਪਾਸਵਰਡ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ।',
      },
    },
    link: {
      title: { en: 'Link your Google account', pa: 'ਆਪਣਾ Google ਖਾਤਾ ਜੋੜੋ' },
      description: {
        en: 'Link Google sign-in to your Punjab PCS Academy account.',
        pa: 'Google ਸਾਈਨ ਇਨ ਨੂੰ ਆਪਣੇ Punjab PCS Academy ਖਾਤੇ ਨਾਲ ਜੋੜੋ।',
      },
      lead: {
        en: 'An account with {email} already exists here. Enter its password once to link your Google account to it: after that, Continue with Google signs you straight in.',
        pa: '{email} ਵਾਲਾ ਖਾਤਾ ਇੱਥੇ ਪਹਿਲਾਂ ਹੀ ਹੈ। ਆਪਣੇ Google ਖਾਤੇ ਨੂੰ ਇਸ ਨਾਲ ਜੋੜਨ ਲਈ ਇੱਕ ਵਾਰ ਇਸਦਾ ਪਾਸਵਰਡ ਲਿਖੋ: ਉਸ ਤੋਂ ਬਾਅਦ, Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ ਤੁਹਾਨੂੰ ਸਿੱਧਾ ਸਾਈਨ ਇਨ ਕਰ ਦਿੰਦਾ ਹੈ।',
      },
      submit: { en: 'Link and sign in', pa: 'ਜੋੜੋ ਅਤੇ ਸਾਈਨ ਇਨ ਕਰੋ' },
      pending: { en: 'Linking…', pa: 'ਜੋੜਿਆ ਜਾ ਰਿਹਾ ਹੈ…' },
      forgotten: {
        en: 'Forgotten the password? Set a new one, then continue with Google again.',
        pa: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ? ਨਵਾਂ ਬਣਾਓ, ਫਿਰ ਦੁਬਾਰਾ Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ।',
      },
      expired: {
        en: 'Nothing is waiting to be linked: the Google sign-in expired after 10 minutes. Continue with Google again.',
        pa: 'ਜੋੜਨ ਲਈ ਕੁਝ ਵੀ ਉਡੀਕ ਵਿੱਚ ਨਹੀਂ ਹੈ: Google ਸਾਈਨ ਇਨ ਦੀ ਮਿਆਦ 10 ਮਿੰਟਾਂ ਬਾਅਦ ਖ਼ਤਮ ਹੋ ਗਈ। ਦੁਬਾਰਾ Google ਨਾਲ ਜਾਰੀ ਰੱਖੋ।',
      },
      takenElsewhere: {
        en: 'This Google account is already linked to another account here. Sign in with that account, or use a different Google account.',
        pa: 'ਇਹ Google ਖਾਤਾ ਇੱਥੇ ਪਹਿਲਾਂ ਹੀ ਕਿਸੇ ਹੋਰ ਖਾਤੇ ਨਾਲ ਜੁੜਿਆ ਹੈ। ਉਸ ਖਾਤੇ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ, ਜਾਂ ਕੋਈ ਹੋਰ Google ਖਾਤਾ ਵਰਤੋ।',
      },
    },
  },

  /** What an account is e-mailed, in the language the candidate used on the site. */
  /** Two-step sign-in (ADR 052): the sign-in's second step, staff setting up their app, the account page's card and setup. */
  twoStep: {
    title: { en: 'Two-step sign-in', pa: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ' },
    description: {
      en: 'The second step of signing in: the code from your phone.',
      pa: 'ਸਾਈਨ ਇਨ ਦਾ ਦੂਜਾ ਪੜਾਅ: ਤੁਹਾਡੇ ਫ਼ੋਨ ਤੋਂ ਕੋਡ।',
    },
    leadApp: {
      en: 'Open your authenticator app and enter the 6-digit code it shows for {email}.',
      pa: 'ਆਪਣੀ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਖੋਲ੍ਹੋ ਅਤੇ {email} ਲਈ ਦਿਸਦਾ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ।',
    },
    leadText: {
      en: 'We sent a 6-digit code by text message to {mobile}. It works for 5 minutes.',
      pa: 'ਅਸੀਂ {mobile} ’ਤੇ ਟੈਕਸਟ ਸੁਨੇਹੇ ਰਾਹੀਂ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਭੇਜਿਆ ਹੈ। ਇਹ 5 ਮਿੰਟ ਚੱਲਦਾ ਹੈ।',
    },
    textNotSent: {
      en: 'We could not send a text message just now. Enter one of your recovery codes, or sign in again in a few minutes.',
      pa: 'ਅਸੀਂ ਇਸ ਵੇਲੇ ਟੈਕਸਟ ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜ ਸਕੇ। ਆਪਣਾ ਕੋਈ ਰਿਕਵਰੀ ਕੋਡ ਲਿਖੋ, ਜਾਂ ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ।',
    },
    codeLabel: { en: 'Code', pa: 'ਕੋਡ' },
    recoveryHint: {
      en: 'Lost your phone? Enter one of your recovery codes instead.',
      pa: 'ਫ਼ੋਨ ਗੁਆਚ ਗਿਆ? ਇਸ ਦੀ ਥਾਂ ਆਪਣਾ ਕੋਈ ਰਿਕਵਰੀ ਕੋਡ ਲਿਖੋ।',
    },
    submit: { en: 'Continue', pa: 'ਜਾਰੀ ਰੱਖੋ' },
    pending: { en: 'Checking…', pa: 'ਜਾਂਚ ਹੋ ਰਹੀ ਹੈ…' },
    expired: {
      en: 'Your sign-in took too long or was already finished. Sign in again.',
      pa: 'ਤੁਹਾਡੇ ਸਾਈਨ ਇਨ ਨੂੰ ਬਹੁਤ ਸਮਾਂ ਲੱਗ ਗਿਆ ਜਾਂ ਇਹ ਪਹਿਲਾਂ ਹੀ ਪੂਰਾ ਹੋ ਚੁੱਕਾ ਹੈ। ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ।',
    },
    signInAgain: { en: 'Sign in again', pa: 'ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ' },
    tooManyTries: {
      en: 'Too many wrong codes. Sign in again to get new tries.',
      pa: 'ਬਹੁਤ ਸਾਰੇ ਗ਼ਲਤ ਕੋਡ। ਨਵੀਆਂ ਕੋਸ਼ਿਸ਼ਾਂ ਲਈ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ।',
    },
    accountWait: { en: 'Too many wrong codes for this account.', pa: 'ਇਸ ਖਾਤੇ ਲਈ ਬਹੁਤ ਸਾਰੇ ਗ਼ਲਤ ਕੋਡ।' },
    wrongCode: {
      en: 'That code is not right. Enter the newest code, or a recovery code you have not used.',
      pa: 'ਇਹ ਕੋਡ ਸਹੀ ਨਹੀਂ ਹੈ। ਸਭ ਤੋਂ ਨਵਾਂ ਕੋਡ ਲਿਖੋ, ਜਾਂ ਕੋਈ ਰਿਕਵਰੀ ਕੋਡ ਜੋ ਤੁਸੀਂ ਵਰਤਿਆ ਨਹੀਂ।',
    },
    /** The text message itself. */
    text: {
      en: '{code} is your {site} sign-in code. It works for 5 minutes. Do not share it with anyone, not even our staff.',
      pa: '{code} ਤੁਹਾਡਾ {site} ਸਾਈਨ ਇਨ ਕੋਡ ਹੈ। ਇਹ 5 ਮਿੰਟ ਚੱਲਦਾ ਹੈ। ਇਹ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ, ਸਾਡੇ ਸਟਾਫ਼ ਨਾਲ ਵੀ ਨਹੀਂ।',
    },
    /** Payload's REST login (`POST /api/users/login`) for an account with a second step. */
    api: {
      codeNeeded: {
        en: 'This account uses two-step sign-in: send the 6-digit code from its authenticator app as “code” with the password.',
        pa: 'ਇਹ ਖਾਤਾ ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਵਰਤਦਾ ਹੈ: ਪਾਸਵਰਡ ਦੇ ਨਾਲ ਇਸਦੀ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਦਾ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਵੀ ਭੇਜੋ।',
      },
      enrolFirst: {
        en: 'Staff accounts set up two-step sign-in before anything else: sign in once on the site’s sign-in page.',
        pa: 'ਸਟਾਫ਼ ਖਾਤੇ ਸਭ ਤੋਂ ਪਹਿਲਾਂ ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਸੈੱਟ ਕਰਦੇ ਹਨ: ਇੱਕ ਵਾਰ ਸਾਈਟ ਦੇ ਸਾਈਨ ਇਨ ਪੰਨੇ ’ਤੇ ਸਾਈਨ ਇਨ ਕਰੋ।',
      },
      textOnSite: {
        en: 'This account gets its code by text message: sign in on the site, or send a recovery code as “code”.',
        pa: 'ਇਸ ਖਾਤੇ ਨੂੰ ਕੋਡ ਟੈਕਸਟ ਸੁਨੇਹੇ ਰਾਹੀਂ ਮਿਲਦਾ ਹੈ: ਸਾਈਟ ’ਤੇ ਸਾਈਨ ਇਨ ਕਰੋ, ਜਾਂ ਪਾਸਵਰਡ ਦੇ ਨਾਲ ਰਿਕਵਰੀ ਕੋਡ ਭੇਜੋ।',
      },
    },
    /** Staff setting up their app at their first sign-in, and anyone on the setup page. */
    enrolLead: {
      en: 'Staff accounts sign in in two steps. Set up an authenticator app on your phone now (Google Authenticator, Microsoft Authenticator or any other): the admin opens as soon as it is done.',
      pa: 'ਸਟਾਫ਼ ਖਾਤੇ ਦੋ ਪੜਾਵਾਂ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰਦੇ ਹਨ। ਹੁਣੇ ਆਪਣੇ ਫ਼ੋਨ ’ਤੇ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਸੈੱਟ ਕਰੋ (Google Authenticator, Microsoft Authenticator ਜਾਂ ਕੋਈ ਹੋਰ): ਇਹ ਹੁੰਦੇ ਹੀ ਐਡਮਿਨ ਖੁੱਲ੍ਹ ਜਾਂਦਾ ਹੈ।',
    },
    scan: { en: '1. Scan this QR code with the app.', pa: '1. ਐਪ ਨਾਲ ਇਹ QR ਕੋਡ ਸਕੈਨ ਕਰੋ।' },
    qrLabel: { en: 'QR code to add {email} to your authenticator app', pa: '{email} ਨੂੰ ਆਪਣੀ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਵਿੱਚ ਜੋੜਨ ਲਈ QR ਕੋਡ' },
    manual: {
      en: 'Cannot scan? Add an account by hand in the app, time-based, with this key:',
      pa: 'ਸਕੈਨ ਨਹੀਂ ਹੁੰਦਾ? ਐਪ ਵਿੱਚ ਹੱਥੀਂ ਖਾਤਾ ਜੋੜੋ, ਸਮੇਂ-ਅਧਾਰਤ, ਇਸ ਕੁੰਜੀ ਨਾਲ:',
    },
    enterCode: {
      en: '2. Enter the 6-digit code the app now shows for this site.',
      pa: '2. ਐਪ ਵਿੱਚ ਇਸ ਸਾਈਟ ਲਈ ਹੁਣ ਦਿਸਦਾ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ।',
    },
    enrolSubmit: { en: 'Turn on and continue', pa: 'ਚਾਲੂ ਕਰੋ ਅਤੇ ਜਾਰੀ ਰੱਖੋ' },
    /** The recovery codes, shown once. */
    recoveryTitle: { en: 'Your recovery codes', pa: 'ਤੁਹਾਡੇ ਰਿਕਵਰੀ ਕੋਡ' },
    recoveryLead: {
      en: 'Each code signs you in once if you lose your phone. Keep them somewhere safe (print them, or save them in a password manager): they are not shown again.',
      pa: 'ਜੇ ਤੁਹਾਡਾ ਫ਼ੋਨ ਗੁਆਚ ਜਾਵੇ ਤਾਂ ਹਰ ਕੋਡ ਤੁਹਾਨੂੰ ਇੱਕ ਵਾਰ ਸਾਈਨ ਇਨ ਕਰਵਾਉਂਦਾ ਹੈ। ਇਨ੍ਹਾਂ ਨੂੰ ਕਿਸੇ ਸੁਰੱਖਿਅਤ ਥਾਂ ਰੱਖੋ (ਛਾਪ ਲਓ, ਜਾਂ ਪਾਸਵਰਡ ਮੈਨੇਜਰ ਵਿੱਚ ਸੰਭਾਲੋ): ਇਹ ਦੁਬਾਰਾ ਨਹੀਂ ਦਿਖਾਏ ਜਾਣਗੇ।',
    },
    copyCodes: { en: 'Copy the codes', pa: 'ਕੋਡ ਕਾਪੀ ਕਰੋ' },
    copied: { en: 'The codes are copied.', pa: 'ਕੋਡ ਕਾਪੀ ਹੋ ਗਏ ਹਨ।' },
    downloadCodes: { en: 'Download as a text file', pa: 'ਟੈਕਸਟ ਫ਼ਾਈਲ ਵਜੋਂ ਡਾਊਨਲੋਡ ਕਰੋ' },
    savedContinue: { en: 'I have saved them: continue', pa: 'ਮੈਂ ਇਹ ਸੰਭਾਲ ਲਏ ਹਨ: ਜਾਰੀ ਰੱਖੋ' },
    /** The account page's card. */
    off: {
      en: 'Off. Turn it on and every sign-in asks for a code from your phone after your password: someone who learns your password still cannot get in.',
      pa: 'ਬੰਦ। ਇਸ ਨੂੰ ਚਾਲੂ ਕਰੋ ਤਾਂ ਹਰ ਸਾਈਨ ਇਨ ਪਾਸਵਰਡ ਤੋਂ ਬਾਅਦ ਤੁਹਾਡੇ ਫ਼ੋਨ ਤੋਂ ਕੋਡ ਮੰਗਦਾ ਹੈ: ਜਿਸਨੂੰ ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਪਤਾ ਲੱਗ ਜਾਵੇ, ਉਹ ਵੀ ਅੰਦਰ ਨਹੀਂ ਆ ਸਕਦਾ।',
    },
    onApp: { en: 'On: a code from your authenticator app.', pa: 'ਚਾਲੂ: ਤੁਹਾਡੀ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਤੋਂ ਕੋਡ।' },
    onText: { en: 'On: a code by text message to {mobile}.', pa: 'ਚਾਲੂ: {mobile} ’ਤੇ ਟੈਕਸਟ ਸੁਨੇਹੇ ਰਾਹੀਂ ਕੋਡ।' },
    staffNote: {
      en: 'Staff accounts always sign in in two steps. If you lose your phone and your codes, an admin can reset it.',
      pa: 'ਸਟਾਫ਼ ਖਾਤੇ ਹਮੇਸ਼ਾ ਦੋ ਪੜਾਵਾਂ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰਦੇ ਹਨ। ਜੇ ਤੁਹਾਡਾ ਫ਼ੋਨ ਅਤੇ ਕੋਡ ਗੁਆਚ ਜਾਣ, ਤਾਂ ਕੋਈ ਐਡਮਿਨ ਇਸ ਨੂੰ ਰੀਸੈੱਟ ਕਰ ਸਕਦਾ ਹੈ।',
    },
    setUp: { en: 'Set up two-step sign-in', pa: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਸੈੱਟ ਕਰੋ' },
    newCodes: { en: 'Get new recovery codes', pa: 'ਨਵੇਂ ਰਿਕਵਰੀ ਕੋਡ ਲਓ' },
    turnOff: { en: 'Turn off two-step sign-in', pa: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਬੰਦ ਕਰੋ' },
    turnedOff: { en: 'Two-step sign-in is off.', pa: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਬੰਦ ਹੈ।' },
    turnedOn: { en: 'Two-step sign-in is on.', pa: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਚਾਲੂ ਹੈ।' },
    passwordFirst: {
      en: 'Your current password confirms it is you.',
      pa: 'ਤੁਹਾਡਾ ਮੌਜੂਦਾ ਪਾਸਵਰਡ ਪੱਕਾ ਕਰਦਾ ਹੈ ਕਿ ਇਹ ਤੁਸੀਂ ਹੋ।',
    },
    /** The setup page. */
    setupTitle: { en: 'Set up two-step sign-in', pa: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਸੈੱਟ ਕਰੋ' },
    chooseMethod: { en: 'How do you want to get your code?', pa: 'ਤੁਸੀਂ ਆਪਣਾ ਕੋਡ ਕਿਵੇਂ ਲੈਣਾ ਚਾਹੁੰਦੇ ਹੋ?' },
    methodApp: {
      en: 'An authenticator app (recommended: it works without signal)',
      pa: 'ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ (ਸਿਫ਼ਾਰਸ਼ੀ: ਇਹ ਸਿਗਨਲ ਤੋਂ ਬਿਨਾਂ ਵੀ ਚੱਲਦੀ ਹੈ)',
    },
    methodText: { en: 'A text message to {mobile}', pa: '{mobile} ’ਤੇ ਟੈਕਸਟ ਸੁਨੇਹਾ' },
    methodTextNoMobile: {
      en: 'A text message (add your mobile number to your details first)',
      pa: 'ਟੈਕਸਟ ਸੁਨੇਹਾ (ਪਹਿਲਾਂ ਆਪਣੇ ਵੇਰਵਿਆਂ ਵਿੱਚ ਮੋਬਾਈਲ ਨੰਬਰ ਜੋੜੋ)',
    },
    sendText: { en: 'Send the code', pa: 'ਕੋਡ ਭੇਜੋ' },
    textSent: { en: 'Code sent to {mobile}. It works for 5 minutes.', pa: '{mobile} ’ਤੇ ਕੋਡ ਭੇਜਿਆ ਗਿਆ। ਇਹ 5 ਮਿੰਟ ਚੱਲਦਾ ਹੈ।' },
    enterTextCode: { en: 'Enter the 6-digit code from the text message.', pa: 'ਟੈਕਸਟ ਸੁਨੇਹੇ ਵਿੱਚ ਆਇਆ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ।' },
    setupSubmit: { en: 'Turn on two-step sign-in', pa: 'ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਚਾਲੂ ਕਰੋ' },
    backToAccount: { en: 'Back to your account', pa: 'ਆਪਣੇ ਖਾਤੇ ’ਤੇ ਵਾਪਸ ਜਾਓ' },
    staffAppOnly: { en: 'Staff accounts use an authenticator app.', pa: 'ਸਟਾਫ਼ ਖਾਤੇ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਵਰਤਦੇ ਹਨ।' },
    wrongFirstCode: {
      en: 'That code is not right. Enter the code the app or the text message shows now.',
      pa: 'ਇਹ ਕੋਡ ਸਹੀ ਨਹੀਂ ਹੈ। ਐਪ ਜਾਂ ਟੈਕਸਟ ਸੁਨੇਹੇ ਵਿੱਚ ਹੁਣ ਦਿਸਦਾ ਕੋਡ ਲਿਖੋ।',
    },
    noMobile: {
      en: 'Add your mobile number to your details first: the code goes there.',
      pa: 'ਪਹਿਲਾਂ ਆਪਣੇ ਵੇਰਵਿਆਂ ਵਿੱਚ ਮੋਬਾਈਲ ਨੰਬਰ ਜੋੜੋ: ਕੋਡ ਉੱਥੇ ਜਾਂਦਾ ਹੈ।',
    },
    textFailed: {
      en: 'The text message could not be sent just now. Try again in a few minutes, or use an authenticator app.',
      pa: 'ਇਸ ਵੇਲੇ ਟੈਕਸਟ ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜਿਆ ਜਾ ਸਕਿਆ। ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਵਰਤੋ।',
    },
    notOn: { en: 'Two-step sign-in is not on for this account.', pa: 'ਇਸ ਖਾਤੇ ਲਈ ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਚਾਲੂ ਨਹੀਂ ਹੈ।' },
    staffKeepIt: {
      en: 'Staff accounts keep two-step sign-in on. An admin can reset it if you lose your phone.',
      pa: 'ਸਟਾਫ਼ ਖਾਤਿਆਂ ਵਿੱਚ ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਚਾਲੂ ਰਹਿੰਦਾ ਹੈ। ਜੇ ਤੁਹਾਡਾ ਫ਼ੋਨ ਗੁਆਚ ਜਾਵੇ ਤਾਂ ਕੋਈ ਐਡਮਿਨ ਇਸ ਨੂੰ ਰੀਸੈੱਟ ਕਰ ਸਕਦਾ ਹੈ।',
    },
  },
  emails: {
    greeting: { en: 'Hello {name},', pa: 'ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ {name} ਜੀ,' },
    reset: {
      subject: { en: 'Set a new password for your {site} account', pa: 'ਆਪਣੇ {site} ਖਾਤੇ ਲਈ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ' },
      request: {
        en: 'We received a request to set a new password for the {site} account of this e-mail address.',
        pa: 'ਸਾਨੂੰ ਇਸ ਈ-ਮੇਲ ਪਤੇ ਵਾਲੇ {site} ਖਾਤੇ ਲਈ ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਉਣ ਦੀ ਬੇਨਤੀ ਮਿਲੀ ਹੈ।',
      },
      once: {
        en: 'The link below works once and for one hour. Setting a new password signs the account out on every other device.',
        pa: 'ਹੇਠਲਾ ਲਿੰਕ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਅਤੇ ਇੱਕ ਘੰਟੇ ਲਈ ਚੱਲਦਾ ਹੈ। ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਉਣ ਨਾਲ ਖਾਤਾ ਬਾਕੀ ਹਰ ਡਿਵਾਈਸ ਤੋਂ ਸਾਈਨ ਆਊਟ ਹੋ ਜਾਂਦਾ ਹੈ।',
      },
      action: { en: 'Set a new password', pa: 'ਨਵਾਂ ਪਾਸਵਰਡ ਬਣਾਓ' },
      notYou: {
        en: 'If you did not ask for this, ignore this e-mail: your password stays as it is, and nobody can use the link without this mailbox.',
        pa: 'ਜੇ ਤੁਸੀਂ ਇਹ ਨਹੀਂ ਮੰਗਿਆ, ਤਾਂ ਇਸ ਈ-ਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ: ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਜਿਉਂ ਦਾ ਤਿਉਂ ਰਹੇਗਾ, ਅਤੇ ਇਸ ਮੇਲਬਾਕਸ ਤੋਂ ਬਿਨਾਂ ਕੋਈ ਵੀ ਇਹ ਲਿੰਕ ਨਹੀਂ ਵਰਤ ਸਕਦਾ।',
      },
    },
    welcome: {
      subject: { en: 'Welcome to {site}', pa: '{site} ਵਿੱਚ ਜੀ ਆਇਆਂ ਨੂੰ' },
      ready: {
        en: "Your {site} account is ready. With it you can take timed mock tests in the exam's own screen, keep your scores and ranks, practise the daily current-affairs quiz and pick up any test where you left off.",
        pa: 'ਤੁਹਾਡਾ {site} ਖਾਤਾ ਤਿਆਰ ਹੈ। ਇਸ ਨਾਲ ਤੁਸੀਂ ਪ੍ਰੀਖਿਆ ਵਰਗੀ ਸਕਰੀਨ ’ਤੇ ਸਮਾਂ-ਬੱਧ ਮੌਕ ਟੈਸਟ ਦੇ ਸਕਦੇ ਹੋ, ਆਪਣੇ ਅੰਕ ਅਤੇ ਰੈਂਕ ਸੰਭਾਲ ਸਕਦੇ ਹੋ, ਰੋਜ਼ਾਨਾ ਕਰੰਟ ਅਫੇਅਰਜ਼ ਕੁਇਜ਼ ਦਾ ਅਭਿਆਸ ਕਰ ਸਕਦੇ ਹੋ ਅਤੇ ਕੋਈ ਵੀ ਟੈਸਟ ਉੱਥੋਂ ਸ਼ੁਰੂ ਕਰ ਸਕਦੇ ਹੋ ਜਿੱਥੇ ਛੱਡਿਆ ਸੀ।',
      },
      firstStep: {
        en: 'A good first step: take a free Punjab PCS Prelims mock to see where you stand, then follow the daily current affairs for Punjab.',
        pa: 'ਪਹਿਲਾ ਚੰਗਾ ਕਦਮ: ਇਹ ਜਾਣਨ ਲਈ ਕਿ ਤੁਸੀਂ ਕਿੱਥੇ ਖੜ੍ਹੇ ਹੋ, Punjab PCS ਪ੍ਰੀਲਿਮਜ਼ ਦਾ ਇੱਕ ਮੁਫ਼ਤ ਮੌਕ ਟੈਸਟ ਦਿਓ, ਫਿਰ ਪੰਜਾਬ ਦੇ ਰੋਜ਼ਾਨਾ ਕਰੰਟ ਅਫੇਅਰਜ਼ ਪੜ੍ਹਦੇ ਰਹੋ।',
      },
      action: { en: 'Browse the test series', pa: 'ਟੈਸਟ ਸੀਰੀਜ਼ ਦੇਖੋ' },
      notYou: {
        en: 'You signed up with this e-mail address. If it was not you, write to {support} and we will close the account.',
        pa: 'ਤੁਸੀਂ ਇਸ ਈ-ਮੇਲ ਪਤੇ ਨਾਲ ਖਾਤਾ ਬਣਾਇਆ ਹੈ। ਜੇ ਇਹ ਤੁਸੀਂ ਨਹੀਂ ਸੀ, ਤਾਂ {support} ’ਤੇ ਲਿਖੋ ਅਤੇ ਅਸੀਂ ਖਾਤਾ ਬੰਦ ਕਰ ਦੇਵਾਂਗੇ।',
      },
    },
    code: {
      subject: { en: '{code} is your {site} sign-up code', pa: '{code} ਤੁਹਾਡਾ {site} ਖਾਤਾ ਬਣਾਉਣ ਦਾ ਕੋਡ ਹੈ' },
      enter: {
        en: 'To create your {site} account, enter this code on the sign-up page: {code}',
        pa: 'ਆਪਣਾ {site} ਖਾਤਾ ਬਣਾਉਣ ਲਈ, ਖਾਤਾ ਬਣਾਉਣ ਵਾਲੇ ਪੰਨੇ ’ਤੇ ਇਹ ਕੋਡ ਲਿਖੋ: {code}',
      },
      keepOpen: {
        en: 'It works for 30 minutes. Keep the sign-up page open: what you typed there is still in it.',
        pa: 'ਇਹ 30 ਮਿੰਟ ਲਈ ਚੱਲਦਾ ਹੈ। ਖਾਤਾ ਬਣਾਉਣ ਵਾਲਾ ਪੰਨਾ ਖੁੱਲ੍ਹਾ ਰੱਖੋ: ਜੋ ਤੁਸੀਂ ਉੱਥੇ ਲਿਖਿਆ ਸੀ ਉਹ ਅਜੇ ਵੀ ਉਸ ਵਿੱਚ ਹੈ।',
      },
      notYou: {
        en: 'If you did not try to create an account, ignore this e-mail: no account is created without the code.',
        pa: 'ਜੇ ਤੁਸੀਂ ਖਾਤਾ ਬਣਾਉਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਨਹੀਂ ਕੀਤੀ, ਤਾਂ ਇਸ ਈ-ਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ: ਕੋਡ ਤੋਂ ਬਿਨਾਂ ਕੋਈ ਖਾਤਾ ਨਹੀਂ ਬਣਦਾ।',
      },
    },
    existing: {
      subject: {
        en: 'Someone tried to create a {site} account with your address',
        pa: 'ਕਿਸੇ ਨੇ ਤੁਹਾਡੇ ਪਤੇ ਨਾਲ {site} ਖਾਤਾ ਬਣਾਉਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕੀਤੀ',
      },
      tried: {
        en: 'Someone, perhaps you, tried to create a new {site} account with this e-mail address. You already have an account, so no new one was created and nothing about yours has changed.',
        pa: 'ਕਿਸੇ ਨੇ, ਸ਼ਾਇਦ ਤੁਸੀਂ, ਇਸ ਈ-ਮੇਲ ਪਤੇ ਨਾਲ ਨਵਾਂ {site} ਖਾਤਾ ਬਣਾਉਣ ਦੀ ਕੋਸ਼ਿਸ਼ ਕੀਤੀ। ਤੁਹਾਡਾ ਪਹਿਲਾਂ ਹੀ ਖਾਤਾ ਹੈ, ਇਸ ਲਈ ਕੋਈ ਨਵਾਂ ਖਾਤਾ ਨਹੀਂ ਬਣਿਆ ਅਤੇ ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਕੁਝ ਨਹੀਂ ਬਦਲਿਆ।',
      },
      ifYou: { en: 'If it was you, sign in with your password.', pa: 'ਜੇ ਇਹ ਤੁਸੀਂ ਸੀ, ਤਾਂ ਆਪਣੇ ਪਾਸਵਰਡ ਨਾਲ ਸਾਈਨ ਇਨ ਕਰੋ।' },
      forgotten: { en: 'Forgotten your password? Set a new one here:', pa: 'ਪਾਸਵਰਡ ਭੁੱਲ ਗਏ? ਇੱਥੇ ਨਵਾਂ ਬਣਾਓ:' },
      action: { en: 'Sign in', pa: 'ਸਾਈਨ ਇਨ ਕਰੋ' },
      notYou: {
        en: 'If it was not you, you need do nothing: nobody can use your account without your password.',
        pa: 'ਜੇ ਇਹ ਤੁਸੀਂ ਨਹੀਂ ਸੀ, ਤਾਂ ਤੁਹਾਨੂੰ ਕੁਝ ਨਹੀਂ ਕਰਨਾ ਪਵੇਗਾ: ਤੁਹਾਡੇ ਪਾਸਵਰਡ ਤੋਂ ਬਿਨਾਂ ਕੋਈ ਵੀ ਤੁਹਾਡਾ ਖਾਤਾ ਨਹੀਂ ਵਰਤ ਸਕਦਾ।',
      },
    },
    secondFactorReset: {
      subject: { en: 'Two-step sign-in was reset on your {site} account', pa: 'ਤੁਹਾਡੇ {site} ਖਾਤੇ ’ਤੇ ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਰੀਸੈੱਟ ਕੀਤਾ ਗਿਆ' },
      done: {
        en: 'An administrator of {site} reset two-step sign-in on your account, and you were signed out everywhere.',
        pa: '{site} ਦੇ ਇੱਕ ਐਡਮਿਨ ਨੇ ਤੁਹਾਡੇ ਖਾਤੇ ’ਤੇ ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਰੀਸੈੱਟ ਕੀਤਾ, ਅਤੇ ਤੁਹਾਨੂੰ ਹਰ ਥਾਂ ਤੋਂ ਸਾਈਨ ਆਊਟ ਕਰ ਦਿੱਤਾ ਗਿਆ।',
      },
      next: {
        en: 'Sign in again with your password. Staff accounts set up an authenticator app at once; candidates can turn two-step sign-in on again from their account page.',
        pa: 'ਆਪਣੇ ਪਾਸਵਰਡ ਨਾਲ ਦੁਬਾਰਾ ਸਾਈਨ ਇਨ ਕਰੋ। ਸਟਾਫ਼ ਖਾਤੇ ਉਸੇ ਵੇਲੇ ਪ੍ਰਮਾਣੀਕਰਨ ਐਪ ਸੈੱਟ ਕਰਦੇ ਹਨ; ਉਮੀਦਵਾਰ ਆਪਣੇ ਖਾਤੇ ਦੇ ਪੰਨੇ ਤੋਂ ਦੋ-ਪੜਾਵੀ ਸਾਈਨ ਇਨ ਮੁੜ ਚਾਲੂ ਕਰ ਸਕਦੇ ਹਨ।',
      },
      action: { en: 'Sign in', pa: 'ਸਾਈਨ ਇਨ ਕਰੋ' },
      notYou: {
        en: 'If you did not ask for this, write to {support} at once.',
        pa: 'ਜੇ ਤੁਸੀਂ ਇਹ ਨਹੀਂ ਮੰਗਿਆ ਸੀ, ਤਾਂ ਤੁਰੰਤ {support} ’ਤੇ ਲਿਖੋ।',
      },
    },
  },
} as const satisfies CatalogueTree
