import type { CatalogueTree } from './types'

/** Field messages shared by every form (the zod schemas report these keys), the date field. */
export const forms = {
  /**
   * What a field is told when the shared schemas refuse it (`src/lib/field-messages.ts`): each zod
   * message is one of these keys; `minimum` and `maximum` are the rule's own limits.
   */
  errors: {
    nameRequired: { en: 'Enter your full name.', pa: 'ਆਪਣਾ ਪੂਰਾ ਨਾਂ ਲਿਖੋ।' },
    stateRequired: {
      en: 'Choose the state you live in: the invoice’s GST depends on it.',
      pa: 'ਆਪਣਾ ਸੂਬਾ ਚੁਣੋ: ਬਿੱਲ ਦਾ GST ਇਸ ’ਤੇ ਨਿਰਭਰ ਕਰਦਾ ਹੈ।',
    },
    productUnknown: {
      en: 'This course cannot be bought online. Contact us to enrol.',
      pa: 'ਇਹ ਕੋਰਸ ਆਨਲਾਈਨ ਨਹੀਂ ਖ਼ਰੀਦਿਆ ਜਾ ਸਕਦਾ। ਦਾਖ਼ਲੇ ਲਈ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ।',
    },
    tooShort: { en: 'Use at least {minimum, number} characters.', pa: 'ਘੱਟੋ-ਘੱਟ {minimum, number} ਅੱਖਰ ਵਰਤੋ।' },
    tooLong: { en: 'Use at most {maximum, number} characters.', pa: 'ਵੱਧ ਤੋਂ ਵੱਧ {maximum, number} ਅੱਖਰ ਵਰਤੋ।' },
    passwordCommon: {
      en: 'This password is too common and easy to guess. Choose another.',
      pa: 'ਇਹ ਪਾਸਵਰਡ ਬਹੁਤ ਆਮ ਹੈ ਅਤੇ ਸੌਖਿਆਂ ਹੀ ਬੁੱਝਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਕੋਈ ਹੋਰ ਚੁਣੋ।',
    },
    passwordRequired: { en: 'Enter your password.', pa: 'ਆਪਣਾ ਪਾਸਵਰਡ ਲਿਖੋ।' },
    currentPasswordRequired: { en: 'Enter your current password.', pa: 'ਆਪਣਾ ਮੌਜੂਦਾ ਪਾਸਵਰਡ ਲਿਖੋ।' },
    emailRequired: { en: 'Enter your e-mail address.', pa: 'ਆਪਣਾ ਈ-ਮੇਲ ਪਤਾ ਲਿਖੋ।' },
    emailTooLong: {
      en: 'Use at most {maximum, number} characters: no e-mail address is longer.',
      pa: 'ਵੱਧ ਤੋਂ ਵੱਧ {maximum, number} ਅੱਖਰ ਵਰਤੋ: ਕੋਈ ਵੀ ਈ-ਮੇਲ ਪਤਾ ਇਸ ਤੋਂ ਲੰਮਾ ਨਹੀਂ ਹੁੰਦਾ।',
    },
    emailInvalid: { en: 'Enter a valid e-mail address, like {example}.', pa: 'ਸਹੀ ਈ-ਮੇਲ ਪਤਾ ਲਿਖੋ, ਜਿਵੇਂ {example}।' },
    mobileRequired: { en: 'Enter your mobile number.', pa: 'ਆਪਣਾ ਮੋਬਾਈਲ ਨੰਬਰ ਲਿਖੋ।' },
    mobileInvalid: {
      en: 'Enter a 10-digit Indian mobile number, with or without +91.',
      pa: '10 ਅੰਕਾਂ ਵਾਲਾ ਭਾਰਤੀ ਮੋਬਾਈਲ ਨੰਬਰ ਲਿਖੋ, +91 ਨਾਲ ਜਾਂ ਇਸ ਤੋਂ ਬਿਨਾਂ।',
    },
    districtInvalid: { en: 'Choose your district from the list.', pa: 'ਸੂਚੀ ਵਿੱਚੋਂ ਆਪਣਾ ਜ਼ਿਲ੍ਹਾ ਚੁਣੋ।' },
    leaderboardNameInvalid: { en: 'Choose how you appear on leaderboards from the list.', pa: 'ਲੀਡਰਬੋਰਡ ’ਤੇ ਤੁਸੀਂ ਕਿਵੇਂ ਦਿਸੋ, ਸੂਚੀ ਵਿੱਚੋਂ ਚੁਣੋ।' },
    mobileInvalidOrEmpty: {
      en: 'Enter a 10-digit Indian mobile number, with or without +91, or leave it empty.',
      pa: '10 ਅੰਕਾਂ ਵਾਲਾ ਭਾਰਤੀ ਮੋਬਾਈਲ ਨੰਬਰ ਲਿਖੋ, +91 ਨਾਲ ਜਾਂ ਇਸ ਤੋਂ ਬਿਨਾਂ, ਜਾਂ ਇਸ ਨੂੰ ਖ਼ਾਲੀ ਛੱਡ ਦਿਓ।',
    },
    termsRequired: {
      en: 'Accept the terms of use to create your account.',
      pa: 'ਖਾਤਾ ਬਣਾਉਣ ਲਈ ਵਰਤੋਂ ਦੀਆਂ ਸ਼ਰਤਾਂ ਸਵੀਕਾਰ ਕਰੋ।',
    },
    codeInvalid: { en: 'Enter the 6-digit code from the e-mail.', pa: 'ਈ-ਮੇਲ ਵਿੱਚ ਆਇਆ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ।' },
    secondStepCodeRequired: {
      en: 'Enter the 6-digit code, or one of your recovery codes.',
      pa: '6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ, ਜਾਂ ਆਪਣੇ ਰਿਕਵਰੀ ਕੋਡਾਂ ਵਿੱਚੋਂ ਕੋਈ ਇੱਕ।',
    },
    secondStepCodeInvalid: {
      en: 'Enter the 6 digits the app or the text message shows, or a recovery code like abcde-23456.',
      pa: 'ਐਪ ਜਾਂ ਟੈਕਸਟ ਸੁਨੇਹੇ ਵਿੱਚ ਦਿਸਦੇ 6 ਅੰਕ ਲਿਖੋ, ਜਾਂ ਆਪਣੀ ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਈ ਰਿਕਵਰੀ ਕੋਡ, ਜਿਵੇਂ ਉਹ ਲਿਖਿਆ ਹੈ।',
    },
    secondStepSetupCodeInvalid: {
      en: 'Enter the 6-digit code the app or the text message shows now.',
      pa: 'ਐਪ ਜਾਂ ਟੈਕਸਟ ਸੁਨੇਹੇ ਵਿੱਚ ਹੁਣ ਦਿਸਦਾ 6 ਅੰਕਾਂ ਦਾ ਕੋਡ ਲਿਖੋ।',
    },
    secondStepSetupExpired: {
      en: 'This setup has expired. Reload the page to start again.',
      pa: 'ਇਹ ਸੈੱਟਅੱਪ ਦੀ ਮਿਆਦ ਪੁੱਗ ਗਈ ਹੈ। ਦੁਬਾਰਾ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ।',
    },
    resetLinkIncomplete: {
      en: 'This link is incomplete. Open it again from the e-mail, or ask for a new one.',
      pa: 'ਇਹ ਲਿੰਕ ਅਧੂਰਾ ਹੈ। ਇਸ ਨੂੰ ਈ-ਮੇਲ ਵਿੱਚੋਂ ਦੁਬਾਰਾ ਖੋਲ੍ਹੋ, ਜਾਂ ਨਵਾਂ ਲਿੰਕ ਮੰਗੋ।',
    },
    subjectRequired: {
      en: 'Enter a subject: a few words on what your message is about.',
      pa: 'ਵਿਸ਼ਾ ਲਿਖੋ: ਕੁਝ ਸ਼ਬਦ ਕਿ ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਕਿਸ ਬਾਰੇ ਹੈ।',
    },
    subjectTooShort: { en: 'Use at least {minimum, number} characters for the subject.', pa: 'ਵਿਸ਼ੇ ਲਈ ਘੱਟੋ-ਘੱਟ {minimum, number} ਅੱਖਰ ਵਰਤੋ।' },
    subjectTooLong: { en: 'Keep the subject under {maximum, number} characters.', pa: 'ਵਿਸ਼ਾ {maximum, number} ਅੱਖਰਾਂ ਤੋਂ ਛੋਟਾ ਰੱਖੋ।' },
    messageRequired: { en: 'Write your message.', pa: 'ਆਪਣਾ ਸੁਨੇਹਾ ਲਿਖੋ।' },
    messageTooShort: {
      en: 'Write at least {minimum, number} characters, so we know how to help.',
      pa: 'ਘੱਟੋ-ਘੱਟ {minimum, number} ਅੱਖਰ ਲਿਖੋ, ਤਾਂ ਜੋ ਸਾਨੂੰ ਪਤਾ ਲੱਗੇ ਕਿ ਤੁਹਾਡੀ ਮਦਦ ਕਿਵੇਂ ਕਰੀਏ।',
    },
    messageTooLong: { en: 'Keep your message under {maximum, number} characters.', pa: 'ਆਪਣਾ ਸੁਨੇਹਾ {maximum, number} ਅੱਖਰਾਂ ਤੋਂ ਛੋਟਾ ਰੱਖੋ।' },
    translationReportRequired: {
      en: 'Say what differs between the English and the Punjabi.',
      pa: 'ਦੱਸੋ ਕਿ ਅੰਗਰੇਜ਼ੀ ਅਤੇ ਪੰਜਾਬੀ ਵਿੱਚ ਕੀ ਫ਼ਰਕ ਹੈ।',
    },
    translationReportTooShort: {
      en: 'Write at least {minimum, number} characters, so staff can find the difference.',
      pa: 'ਘੱਟੋ-ਘੱਟ {minimum, number} ਅੱਖਰ ਲਿਖੋ, ਤਾਂ ਜੋ ਸਟਾਫ਼ ਫ਼ਰਕ ਲੱਭ ਸਕੇ।',
    },
    translationReportTooLong: {
      en: 'Keep it under {maximum, number} characters.',
      pa: 'ਇਸ ਨੂੰ {maximum, number} ਅੱਖਰਾਂ ਤੋਂ ਛੋਟਾ ਰੱਖੋ।',
    },
    objectionKindRequired: {
      en: 'Choose what you object to: the answer key or the question’s wording.',
      pa: 'ਚੁਣੋ ਕਿ ਤੁਹਾਨੂੰ ਕਿਸ ’ਤੇ ਇਤਰਾਜ਼ ਹੈ: ਉੱਤਰ ਕੁੰਜੀ ਜਾਂ ਪ੍ਰਸ਼ਨ ਦੀ ਸ਼ਬਦਾਵਲੀ।',
    },
    objectionOptionRequired: {
      en: 'Choose the answer you believe is correct.',
      pa: 'ਉਹ ਉੱਤਰ ਚੁਣੋ ਜੋ ਤੁਹਾਡੇ ਅਨੁਸਾਰ ਸਹੀ ਹੈ।',
    },
    objectionReasonRequired: {
      en: 'Explain why the key or the wording is wrong.',
      pa: 'ਸਮਝਾਓ ਕਿ ਕੁੰਜੀ ਜਾਂ ਸ਼ਬਦਾਵਲੀ ਗ਼ਲਤ ਕਿਉਂ ਹੈ।',
    },
    objectionReasonTooShort: {
      en: 'Write at least {minimum, number} characters, so staff can check your reasoning.',
      pa: 'ਘੱਟੋ-ਘੱਟ {minimum, number} ਅੱਖਰ ਲਿਖੋ, ਤਾਂ ਜੋ ਸਟਾਫ਼ ਤੁਹਾਡਾ ਤਰਕ ਜਾਂਚ ਸਕੇ।',
    },
    objectionReasonTooLong: {
      en: 'Keep your reason under {maximum, number} characters.',
      pa: 'ਆਪਣਾ ਕਾਰਨ {maximum, number} ਅੱਖਰਾਂ ਤੋਂ ਛੋਟਾ ਰੱਖੋ।',
    },
    objectionSourceTooLong: {
      en: 'Keep the source under {maximum, number} characters: the book and page, or the link.',
      pa: 'ਸਰੋਤ {maximum, number} ਅੱਖਰਾਂ ਤੋਂ ਛੋਟਾ ਰੱਖੋ: ਕਿਤਾਬ ਅਤੇ ਪੰਨਾ, ਜਾਂ ਲਿੰਕ।',
    },
    unsafeControl: {
      en: 'Remove the invisible control character ({character}) from this field: retype the text, or paste it as plain text.',
      pa: 'ਇਸ ਖ਼ਾਨੇ ਵਿੱਚੋਂ ਅਦਿੱਖ ਕੰਟਰੋਲ ਅੱਖਰ ({character}) ਹਟਾਓ: ਲਿਖਤ ਦੁਬਾਰਾ ਟਾਈਪ ਕਰੋ, ਜਾਂ ਇਸ ਨੂੰ ਸਾਦੀ ਲਿਖਤ ਵਜੋਂ ਪੇਸਟ ਕਰੋ।',
    },
    unsafeLineBreak: {
      en: 'Keep this on one line: remove the line break.',
      pa: 'ਇਸ ਨੂੰ ਇੱਕੋ ਸਤਰ ਵਿੱਚ ਰੱਖੋ: ਨਵੀਂ ਸਤਰ ਹਟਾਓ।',
    },
    unsafeDirection: {
      en: 'Remove the hidden text-direction character ({character}) from this field: it makes text display differently from what it says.',
      pa: 'ਇਸ ਖ਼ਾਨੇ ਵਿੱਚੋਂ ਲੁਕਿਆ ਹੋਇਆ ਲਿਖਤ-ਦਿਸ਼ਾ ਅੱਖਰ ({character}) ਹਟਾਓ: ਇਹ ਲਿਖਤ ਨੂੰ ਉਸ ਤੋਂ ਵੱਖਰੀ ਦਿਖਾਉਂਦਾ ਹੈ ਜੋ ਉਹ ਅਸਲ ਵਿੱਚ ਕਹਿੰਦੀ ਹੈ।',
    },
    unsafeBroken: {
      en: 'This field holds a broken character (half of an emoji or symbol). Retype the text, or paste it as plain text.',
      pa: 'ਇਸ ਖ਼ਾਨੇ ਵਿੱਚ ਇੱਕ ਟੁੱਟਿਆ ਅੱਖਰ ਹੈ (ਕਿਸੇ ਇਮੋਜੀ ਜਾਂ ਚਿੰਨ੍ਹ ਦਾ ਅੱਧਾ ਹਿੱਸਾ)। ਲਿਖਤ ਦੁਬਾਰਾ ਟਾਈਪ ਕਰੋ, ਜਾਂ ਇਸ ਨੂੰ ਸਾਦੀ ਲਿਖਤ ਵਜੋਂ ਪੇਸਟ ਕਰੋ।',
    },
  },

  checkFields: { en: 'Check the highlighted fields.', pa: 'ਨਿਸ਼ਾਨ ਲੱਗੇ ਖ਼ਾਨਿਆਂ ਦੀ ਜਾਂਚ ਕਰੋ।' },
  networkError: {
    en: 'Could not reach the server. Check your internet connection and try again; what you typed is kept.',
    pa: 'ਸਰਵਰ ਤੱਕ ਪਹੁੰਚ ਨਹੀਂ ਹੋ ਸਕੀ। ਆਪਣਾ ਇੰਟਰਨੈੱਟ ਕਨੈਕਸ਼ਨ ਜਾਂਚੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਜੋ ਤੁਸੀਂ ਲਿਖਿਆ ਹੈ ਉਹ ਸੰਭਾਲਿਆ ਹੋਇਆ ਹੈ।',
  },
  serverError: {
    en: 'Something went wrong on our side. Please try again in a moment; what you typed is kept.',
    pa: 'ਸਾਡੇ ਪਾਸੇ ਕੁਝ ਗੜਬੜ ਹੋ ਗਈ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ; ਜੋ ਤੁਸੀਂ ਲਿਖਿਆ ਹੈ ਉਹ ਸੰਭਾਲਿਆ ਹੋਇਆ ਹੈ।',
  },
  /** A flood-prone form's proof of work (ADR 050): the browser solves a new one each time it sends. */
  proofOfWork: {
    missing: {
      en: 'This page could not show that a person sent the form. Send it again; if this keeps happening, reload the page. What you typed is kept.',
      pa: 'ਇਹ ਪੰਨਾ ਇਹ ਨਹੀਂ ਦਿਖਾ ਸਕਿਆ ਕਿ ਫਾਰਮ ਕਿਸੇ ਵਿਅਕਤੀ ਨੇ ਭੇਜਿਆ ਹੈ। ਇਸ ਨੂੰ ਦੁਬਾਰਾ ਭੇਜੋ; ਜੇ ਇਹ ਵਾਰ-ਵਾਰ ਹੁੰਦਾ ਹੈ ਤਾਂ ਪੰਨਾ ਮੁੜ ਲੋਡ ਕਰੋ। ਜੋ ਤੁਸੀਂ ਲਿਖਿਆ ਹੈ ਉਹ ਸੰਭਾਲਿਆ ਹੋਇਆ ਹੈ।',
    },
    expired: {
      en: 'The form’s check ran out of time. Send it again; what you typed is kept.',
      pa: 'ਫਾਰਮ ਦੀ ਜਾਂਚ ਦਾ ਸਮਾਂ ਖ਼ਤਮ ਹੋ ਗਿਆ। ਇਸ ਨੂੰ ਦੁਬਾਰਾ ਭੇਜੋ; ਜੋ ਤੁਸੀਂ ਲਿਖਿਆ ਹੈ ਉਹ ਸੰਭਾਲਿਆ ਹੋਇਆ ਹੈ।',
    },
    used: {
      en: 'This form’s check was already used. Send the form again from the page; what you typed is kept.',
      pa: 'ਇਸ ਫਾਰਮ ਦੀ ਜਾਂਚ ਪਹਿਲਾਂ ਹੀ ਵਰਤੀ ਜਾ ਚੁੱਕੀ ਹੈ। ਫਾਰਮ ਪੰਨੇ ਤੋਂ ਦੁਬਾਰਾ ਭੇਜੋ; ਜੋ ਤੁਸੀਂ ਲਿਖਿਆ ਹੈ ਉਹ ਸੰਭਾਲਿਆ ਹੋਇਆ ਹੈ।',
    },
  },
  tooManyAttempts: {
    en: 'Too many attempts from your network. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
    pa: 'ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਵਾਰ ਕੋਸ਼ਿਸ਼ ਹੋਈ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ {minutes, plural, one {# ਮਿੰਟ} other {# ਮਿੰਟ}} ਉਡੀਕ ਕਰੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  },

  fields: {
    email: { en: 'E-mail address', pa: 'ਈ-ਮੇਲ ਪਤਾ' },
    fullName: { en: 'Full name', pa: 'ਪੂਰਾ ਨਾਂ' },
    mobile: { en: 'Mobile number', pa: 'ਮੋਬਾਈਲ ਨੰਬਰ' },
    district: { en: 'District', pa: 'ਜ਼ਿਲ੍ਹਾ' },
    leaderboardName: { en: 'On leaderboards, show me as', pa: 'ਲੀਡਰਬੋਰਡ ’ਤੇ ਮੈਨੂੰ ਇਸ ਤਰ੍ਹਾਂ ਦਿਖਾਓ' },
    password: { en: 'Password', pa: 'ਪਾਸਵਰਡ' },
    newPassword: { en: 'New password', pa: 'ਨਵਾਂ ਪਾਸਵਰਡ' },
    currentPassword: { en: 'Current password', pa: 'ਮੌਜੂਦਾ ਪਾਸਵਰਡ' },
  },

  /** Punjab's districts (`src/lib/punjab-districts.ts`), for the account page and staff's exports. */
  districts: {
    none: { en: 'Not given', pa: 'ਨਹੀਂ ਦੱਸਿਆ' },
    hint: {
      en: 'Optional. It shows you how you rank in your district after an all-Punjab test.',
      pa: 'ਲਾਜ਼ਮੀ ਨਹੀਂ। ਆਲ-ਪੰਜਾਬ ਟੈਸਟ ਤੋਂ ਬਾਅਦ ਇਹ ਦੱਸਦਾ ਹੈ ਕਿ ਤੁਹਾਡੇ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਤੁਹਾਡਾ ਰੈਂਕ ਕੀ ਹੈ।',
    },
    amritsar: { en: 'Amritsar', pa: 'ਅੰਮ੍ਰਿਤਸਰ' },
    barnala: { en: 'Barnala', pa: 'ਬਰਨਾਲਾ' },
    bathinda: { en: 'Bathinda', pa: 'ਬਠਿੰਡਾ' },
    faridkot: { en: 'Faridkot', pa: 'ਫ਼ਰੀਦਕੋਟ' },
    'fatehgarh-sahib': { en: 'Fatehgarh Sahib', pa: 'ਫ਼ਤਹਿਗੜ੍ਹ ਸਾਹਿਬ' },
    fazilka: { en: 'Fazilka', pa: 'ਫ਼ਾਜ਼ਿਲਕਾ' },
    ferozepur: { en: 'Ferozepur', pa: 'ਫ਼ਿਰੋਜ਼ਪੁਰ' },
    gurdaspur: { en: 'Gurdaspur', pa: 'ਗੁਰਦਾਸਪੁਰ' },
    hoshiarpur: { en: 'Hoshiarpur', pa: 'ਹੁਸ਼ਿਆਰਪੁਰ' },
    jalandhar: { en: 'Jalandhar', pa: 'ਜਲੰਧਰ' },
    kapurthala: { en: 'Kapurthala', pa: 'ਕਪੂਰਥਲਾ' },
    ludhiana: { en: 'Ludhiana', pa: 'ਲੁਧਿਆਣਾ' },
    malerkotla: { en: 'Malerkotla', pa: 'ਮਾਲੇਰਕੋਟਲਾ' },
    mansa: { en: 'Mansa', pa: 'ਮਾਨਸਾ' },
    moga: { en: 'Moga', pa: 'ਮੋਗਾ' },
    'sri-muktsar-sahib': { en: 'Sri Muktsar Sahib', pa: 'ਸ੍ਰੀ ਮੁਕਤਸਰ ਸਾਹਿਬ' },
    pathankot: { en: 'Pathankot', pa: 'ਪਠਾਨਕੋਟ' },
    patiala: { en: 'Patiala', pa: 'ਪਟਿਆਲਾ' },
    rupnagar: { en: 'Rupnagar', pa: 'ਰੂਪਨਗਰ' },
    'sahibzada-ajit-singh-nagar': { en: 'Sahibzada Ajit Singh Nagar (Mohali)', pa: 'ਸਾਹਿਬਜ਼ਾਦਾ ਅਜੀਤ ਸਿੰਘ ਨਗਰ (ਮੋਹਾਲੀ)' },
    sangrur: { en: 'Sangrur', pa: 'ਸੰਗਰੂਰ' },
    'shahid-bhagat-singh-nagar': { en: 'Shahid Bhagat Singh Nagar', pa: 'ਸ਼ਹੀਦ ਭਗਤ ਸਿੰਘ ਨਗਰ' },
    'tarn-taran': { en: 'Tarn Taran', pa: 'ਤਰਨ ਤਾਰਨ' },
    'outside-punjab': { en: 'Outside Punjab', pa: 'ਪੰਜਾਬ ਤੋਂ ਬਾਹਰ' },
  },

  /** How a candidate appears on a mock window's leaderboard (`src/lib/leaderboard-names.ts`). */
  leaderboardName: {
    hint: {
      en: 'All-Punjab mocks publish their top 100. Your own rank is always shown to you; others see only what you choose here.',
      pa: 'ਆਲ-ਪੰਜਾਬ ਮੌਕ ਟੈਸਟ ਆਪਣੇ ਸਿਖਰਲੇ 100 ਪ੍ਰਕਾਸ਼ਿਤ ਕਰਦੇ ਹਨ। ਤੁਹਾਡਾ ਆਪਣਾ ਰੈਂਕ ਤੁਹਾਨੂੰ ਹਮੇਸ਼ਾ ਦਿਸਦਾ ਹੈ; ਦੂਜਿਆਂ ਨੂੰ ਸਿਰਫ਼ ਉਹੀ ਦਿਸਦਾ ਹੈ ਜੋ ਤੁਸੀਂ ਇੱਥੇ ਚੁਣਦੇ ਹੋ।',
    },
    options: {
      initials: { en: 'My initials (H. K.)', pa: 'ਮੇਰੇ ਨਾਂ ਦੇ ਮੁੱਢਲੇ ਅੱਖਰ (ਹ. ਕ.)' },
      name: { en: 'My full name', pa: 'ਮੇਰਾ ਪੂਰਾ ਨਾਂ' },
      anonymous: { en: 'Anonymous candidate', pa: 'ਗੁਮਨਾਮ ਉਮੀਦਵਾਰ' },
    },
  },

  password: {
    show: { en: 'Show<hidden> password</hidden>', pa: '<hidden>ਪਾਸਵਰਡ </hidden>ਦਿਖਾਓ' },
    hide: { en: 'Hide<hidden> password</hidden>', pa: '<hidden>ਪਾਸਵਰਡ </hidden>ਲੁਕਾਓ' },
    rule: { en: 'At least {minimum, number} characters, not a common password.', pa: 'ਘੱਟੋ-ਘੱਟ {minimum, number} ਅੱਖਰ, ਕੋਈ ਆਮ ਪਾਸਵਰਡ ਨਹੀਂ।' },
    strength: {
      en: 'Password strength: <strong>{score, select, 0 {Too weak} 1 {Weak} 2 {Fair} 3 {Good} other {Strong}}</strong>',
      pa: 'ਪਾਸਵਰਡ ਦੀ ਮਜ਼ਬੂਤੀ: <strong>{score, select, 0 {ਬਹੁਤ ਕਮਜ਼ੋਰ} 1 {ਕਮਜ਼ੋਰ} 2 {ਠੀਕ-ਠਾਕ} 3 {ਚੰਗਾ} other {ਮਜ਼ਬੂਤ}}</strong>',
    },
  },

  /** The site's date field (`src/components/ui/date-picker.client.tsx`); the format stays month/day/year (spec 5). */
  datePicker: {
    /** The empty field's placeholder: the spec's MM/dd/yyyy, in words on a Punjabi page. */
    placeholder: { en: 'mm/dd/yyyy', pa: 'ਮਹੀਨਾ/ਦਿਨ/ਸਾਲ' },
    format: {
      en: 'Type it as month/day/year ({pattern}), for example {example}, or choose it from the calendar.',
      pa: 'ਮਹੀਨਾ/ਦਿਨ/ਸਾਲ ({pattern}) ਦੇ ਰੂਪ ਵਿੱਚ ਲਿਖੋ, ਜਿਵੇਂ {example}, ਜਾਂ ਕੈਲੰਡਰ ਵਿੱਚੋਂ ਚੁਣੋ।',
    },
    readDayFirst: {
      en: 'Read as {day}: {typed} cannot be month/day/year, so it was read as day/month/year.',
      pa: '{day} ਵਜੋਂ ਪੜ੍ਹਿਆ: {typed} ਮਹੀਨਾ/ਦਿਨ/ਸਾਲ ਨਹੀਂ ਹੋ ਸਕਦਾ, ਇਸ ਲਈ ਇਸ ਨੂੰ ਦਿਨ/ਮਹੀਨਾ/ਸਾਲ ਵਜੋਂ ਪੜ੍ਹਿਆ ਗਿਆ।',
    },
    open: { en: 'Show the calendar', pa: 'ਕੈਲੰਡਰ ਦਿਖਾਓ' },
    close: { en: 'Hide the calendar', pa: 'ਕੈਲੰਡਰ ਲੁਕਾਓ' },
    calendar: { en: '{label}: calendar', pa: '{label}: ਕੈਲੰਡਰ' },
    calendarUnavailable: {
      en: 'The calendar could not load. Check your connection and try again, or type the date.',
      pa: 'ਕੈਲੰਡਰ ਲੋਡ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਆਪਣਾ ਕੁਨੈਕਸ਼ਨ ਦੇਖ ਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਤਾਰੀਖ਼ ਲਿਖੋ।',
    },
    previous: {
      days: { en: 'Previous month', pa: 'ਪਿਛਲਾ ਮਹੀਨਾ' },
      months: { en: 'Previous year', pa: 'ਪਿਛਲਾ ਸਾਲ' },
      years: { en: 'Previous 10 years', pa: 'ਪਿਛਲੇ 10 ਸਾਲ' },
      decades: { en: 'Previous 100 years', pa: 'ਪਿਛਲੇ 100 ਸਾਲ' },
    },
    next: {
      days: { en: 'Next month', pa: 'ਅਗਲਾ ਮਹੀਨਾ' },
      months: { en: 'Next year', pa: 'ਅਗਲਾ ਸਾਲ' },
      years: { en: 'Next 10 years', pa: 'ਅਗਲੇ 10 ਸਾਲ' },
      decades: { en: 'Next 100 years', pa: 'ਅਗਲੇ 100 ਸਾਲ' },
    },
    up: {
      days: { en: 'choose a month', pa: 'ਮਹੀਨਾ ਚੁਣੋ' },
      months: { en: 'choose a year', pa: 'ਸਾਲ ਚੁਣੋ' },
      years: { en: 'choose a decade', pa: 'ਦਹਾਕਾ ਚੁਣੋ' },
    },
    decade: { en: '{start}s', pa: '{start} ਦਾ ਦਹਾਕਾ' },
    choose: { en: 'Choose', pa: 'ਚੁਣੋ' },
    notAvailable: { en: 'Not available', pa: 'ਉਪਲਬਧ ਨਹੀਂ' },
    empty: { en: 'Type a date as month/day/year, for example {example}.', pa: 'ਤਾਰੀਖ਼ ਮਹੀਨਾ/ਦਿਨ/ਸਾਲ ਦੇ ਰੂਪ ਵਿੱਚ ਲਿਖੋ, ਜਿਵੇਂ {example}।' },
    unreadable: {
      en: '“{typed}” is not a date in month/day/year form. Type it like {example}.',
      pa: '“{typed}” ਮਹੀਨਾ/ਦਿਨ/ਸਾਲ ਵਾਲੀ ਤਾਰੀਖ਼ ਨਹੀਂ ਹੈ। ਇਸ ਤਰ੍ਹਾਂ ਲਿਖੋ: {example}।',
    },
    refusals: {
      beforeMin: {
        en: '{day} is too early: the first date you can choose is {limit}.',
        pa: '{day} ਬਹੁਤ ਪਹਿਲਾਂ ਹੈ: ਸਭ ਤੋਂ ਪਹਿਲੀ ਤਾਰੀਖ਼ ਜੋ ਚੁਣੀ ਜਾ ਸਕਦੀ ਹੈ {limit} ਹੈ।',
      },
      afterMax: {
        en: '{day} is too late: the last date you can choose is {limit}.',
        pa: '{day} ਬਹੁਤ ਬਾਅਦ ਹੈ: ਸਭ ਤੋਂ ਆਖ਼ਰੀ ਤਾਰੀਖ਼ ਜੋ ਚੁਣੀ ਜਾ ਸਕਦੀ ਹੈ {limit} ਹੈ।',
      },
      disabledDate: {
        en: '{day} cannot be chosen. Choose one of the dates the calendar offers.',
        pa: '{day} ਨਹੀਂ ਚੁਣੀ ਜਾ ਸਕਦੀ। ਕੈਲੰਡਰ ਵਿੱਚ ਦਿੱਤੀਆਂ ਤਾਰੀਖ਼ਾਂ ਵਿੱਚੋਂ ਚੁਣੋ।',
      },
      disabledWeekday: {
        en: '{day} falls on a day of the week that cannot be chosen.',
        pa: '{day} ਹਫ਼ਤੇ ਦੇ ਅਜਿਹੇ ਦਿਨ ਆਉਂਦੀ ਹੈ ਜੋ ਚੁਣਿਆ ਨਹੀਂ ਜਾ ਸਕਦਾ।',
      },
    },
    swapped: {
      en: 'The start date was after the end date, so they were swapped: from {start} to {end}.',
      pa: 'ਸ਼ੁਰੂ ਦੀ ਤਾਰੀਖ਼ ਅੰਤ ਦੀ ਤਾਰੀਖ਼ ਤੋਂ ਬਾਅਦ ਸੀ, ਇਸ ਲਈ ਦੋਵੇਂ ਬਦਲ ਦਿੱਤੀਆਂ ਗਈਆਂ: {start} ਤੋਂ {end} ਤੱਕ।',
    },
  },

  /** The words around every e-mail the site sends (`src/lib/email/message.ts`). */
  email: {
    buttonFallback: {
      en: 'If the button does not work, copy this address into your browser:',
      pa: 'ਜੇ ਬਟਨ ਕੰਮ ਨਹੀਂ ਕਰਦਾ, ਤਾਂ ਇਹ ਪਤਾ ਆਪਣੇ ਬ੍ਰਾਊਜ਼ਰ ਵਿੱਚ ਕਾਪੀ ਕਰੋ:',
    },
    questions: { en: 'Questions? Write to {email}.', pa: 'ਕੋਈ ਸਵਾਲ? {email} ’ਤੇ ਲਿਖੋ।' },
  },
} as const satisfies CatalogueTree
