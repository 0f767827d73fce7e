import type { EmailBrand, EmailContent } from '@/lib/email/message'

/** The messages an account receives. Plain words, one link each; see `renderEmail` for the layout. */

export const passwordResetEmail =
  (name: string, resetUrl: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `Set a new password for your ${brand.siteName} account`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `We received a request to set a new password for the ${brand.siteName} account of this e-mail address.`,
      'The link below works once and for one hour. Setting a new password signs the account out on every other device.',
    ],
    action: { label: 'Set a new password', url: resetUrl },
    after: ['If you did not ask for this, ignore this e-mail: your password stays as it is, and nobody can use the link without this mailbox.'],
  })

export const welcomeEmail =
  (name: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `Welcome to ${brand.siteName}`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Your ${brand.siteName} account is ready. With it you can take timed mock tests in the exam's own screen, keep your scores and ranks, practise the daily current-affairs quiz and pick up any test where you left off.`,
      'A good first step: take a free Punjab PCS Prelims mock to see where you stand, then follow the daily current affairs for Punjab.',
    ],
    action: { label: 'Browse the test series', url: `${brand.siteUrl}/test-series` },
    after: [`You signed up with this e-mail address. If it was not you, write to ${brand.supportEmail} and we will close the account.`],
  })

/** The code that finishes a sign-up; in the subject too, so a phone's notification shows it. */
export const signUpCodeEmail =
  (name: string, code: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `${code} is your ${brand.siteName} sign-up code`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `To create your ${brand.siteName} account, enter this code on the sign-up page: ${code}`,
      'It works for 30 minutes. Keep the sign-up page open: what you typed there is still in it.',
    ],
    after: ['If you did not try to create an account, ignore this e-mail: no account is created without the code.'],
  })

/**
 * Sent instead of a code when the address already has an account: the sign-up page says the same
 * thing for every address, and only the mailbox learns that the account exists.
 */
export const signUpExistingAccountEmail =
  (name: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `Someone tried to create a ${brand.siteName} account with your address`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Someone, perhaps you, tried to create a new ${brand.siteName} account with this e-mail address. You already have an account, so no new one was created and nothing about yours has changed.`,
      'If it was you, sign in with your password.',
      `Forgotten your password? Set a new one here:\n${brand.siteUrl}/forgotten-password`,
    ],
    action: { label: 'Sign in', url: `${brand.siteUrl}/sign-in` },
    after: ['If it was not you, you need do nothing: nobody can use your account without your password.'],
  })
