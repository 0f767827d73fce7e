import { EXPERIMENTAL_TableFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { requireExplicitAccess } from './access/explicit-access'
import { restrictSystemCollections } from './access/system-collections'

import { AnswerPages } from './collections/answer-pages'
import { AnswerSubmissions } from './collections/answer-submissions'
import { AttemptAnswers } from './collections/attempt-answers'
import { Attempts } from './collections/attempts'
import { ConsentFiles } from './collections/consent-files'
import { ContactMessages } from './collections/contact-messages'
import { CurrentAffairs } from './collections/current-affairs'
import { DailyQuestionAnswers } from './collections/daily-question-answers'
import { DailyQuestions } from './collections/daily-questions'
import { DrillAnswers } from './collections/drill-answers'
import { Drills } from './collections/drills'
import { EditorialAnalyses } from './collections/editorial-analyses'
import { Enrolments } from './collections/enrolments'
import { Orders } from './collections/orders'
import { Faqs } from './collections/faqs'
import { Media } from './collections/media'
import { MonthlyConsolidations } from './collections/monthly-consolidations'
import { Products } from './collections/products'
import { PyqPapers } from './collections/pyq-papers'
import { QuestionBookmarks } from './collections/question-bookmarks'
import { TranslationReports } from './collections/translation-reports'
import { KeyObjections } from './collections/key-objections'
import { KeyReviews } from './collections/key-reviews'
import { KeyChanges } from './collections/key-changes'
import { Questions } from './collections/questions'
import { SuccessStories } from './collections/success-stories'
import { TestSeries } from './collections/test-series'
import { Tests } from './collections/tests'
import { Topics } from './collections/topics'
import { Users } from './collections/users'
import { HomePage } from './globals/home-page'
import { Navigation } from './globals/navigation'
import { SiteSettings } from './globals/site-settings'
import { PrivacyPolicy, TermsOfUse } from './globals/legal-pages'
import { Syllabus } from './globals/syllabus'
import { openDocumentsInEnglish } from './lib/admin-locale'
import { createDatabaseAdapter } from './db'
import { createEmailAdapter } from './lib/email/adapter'
import { getEnv, resolvePayloadSecret } from './lib/env'
import { siteOrigins } from './lib/same-site'
import { guardRestInput } from './lib/rest-input-guard'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

// Every collection and global states its access rules and protection (src/access/explicit-access.ts).
export default buildConfig(
  requireExplicitAccess({
    serverURL: env.serverUrl,
    // Payload reads the session cookie only from a request whose Origin is listed (or, without one, whose
    // Sec-Fetch-Site is not cross-site): the site's own origins, the same list the site's routes accept (ADR 015).
    csrf: siteOrigins(env),
    cors: siteOrigins(env),
    secret: resolvePayloadSecret(env),
    db: createDatabaseAdapter(env),
    email: createEmailAdapter(env),
    editor: lexicalEditor({
      features: ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature()],
    }),
    sharp,
    admin: {
      user: Users.slug,
      importMap: { baseDir: path.resolve(dirname) },
      meta: {
        titleSuffix: ' | Punjab PCS Academy admin',
        // The site's own icons (src/app), not Payload's.
        icons: [
          { rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' },
          { rel: 'apple-touch-icon', url: '/apple-icon.png' },
        ],
      },
      components: {
        graphics: { Logo: '/components/admin/brand#AdminLogo', Icon: '/components/admin/brand#AdminIcon' },
        // The bulk import of questions, linked from the questions list (ADR 047).
        views: {
          questionImport: {
            Component: '/collections/questions/components/question-import-view.server#QuestionImportView',
            path: '/question-import',
          },
          // The evaluation queue of candidates' Mains answers (ADR 048).
          evaluationQueue: {
            Component: '/collections/answer-submissions/components/evaluation-queue-view.server#EvaluationQueueView',
            path: '/evaluation-queue',
          },
          // "Forgot password?" opens the site's page, which carries the proof of work (ADR 050).
          forgot: { Component: '/components/admin/forgot-redirect.server#ForgotRedirect' },
          // Staff sign in on the site's page, in two steps (ADR 052); staff whose app is not set up are sent to set it up.
          login: { Component: '/components/admin/login-redirect.server#LoginRedirect' },
          unauthorized: { Component: '/components/admin/unauthorized.server#AdminUnauthorized' },
        },
      },
      // Payload's built-in avatar: Gravatar would send a hash of each staff e-mail to a third party (and
      // needs an exception in the admin's Content-Security-Policy).
      avatar: 'default',
    },
    // A save refused for a field says what to do (each field says what is wrong beside it), not
    // Payload's "The following field is invalid".
    i18n: {
      translations: {
        en: {
          error: {
            followingFieldsInvalid_one: 'Correct the field marked below, then save again:',
            followingFieldsInvalid_other: 'Correct the fields marked below, then save again:',
            correctInvalidFields: 'Correct the fields marked below, then save again.',
          },
        },
      },
    },
    collections: [
      Users,
      Enrolments,
      Orders,
      Media,
      Topics,
      Questions,
      Tests,
      TestSeries,
      Attempts,
      AttemptAnswers,
      QuestionBookmarks,
      Drills,
      DrillAnswers,
      TranslationReports,
      KeyReviews,
      KeyObjections,
      KeyChanges,
      CurrentAffairs,
      DailyQuestions,
      DailyQuestionAnswers,
      AnswerSubmissions,
      AnswerPages,
      EditorialAnalyses,
      MonthlyConsolidations,
      PyqPapers,
      Products,
      SuccessStories,
      ConsentFiles,
      Faqs,
      ContactMessages,
    ],
    globals: [Navigation, SiteSettings, HomePage, Syllabus, TermsOfUse, PrivacyPolicy],
    localization: {
      locales: [
        { code: 'en', label: 'English' },
        { code: 'pa', label: 'ਪੰਜਾਬੀ', fallbackLocale: 'en' },
      ],
      defaultLocale: 'en',
      fallback: true,
    },
    jobs: {
      // Scheduled publishing (daily current affairs prepared the night before go live at 6:00 IST):
      // every minute the running server publishes what is due (the cron starts with the site's Payload
      // instance, see src/lib/payload.server.ts; the CLI, the build and the tests never start it).
      autoRun: [{ cron: '* * * * *', queue: 'default', limit: 50 }],
      // Several nodes: one of them runs each minute's jobs (src/lib/job-tick.server.ts, ADR 028).
      shouldAutoRun: async () => (await import('./lib/job-tick.server')).claimJobTick(),
      tasks: [
        {
          // A product's offer ended (queued for that moment by the products collection, ADR 053): the
          // cached course pages drop the offer price.
          slug: 'end-offer',
          inputSchema: [{ name: 'productId', type: 'text', required: true }],
          outputSchema: [],
          handler: async () => {
            const { expireContent } = await import('./lib/revalidate')
            expireContent('products')
            return { output: {} }
          },
        },
        {
          // Staff corrected a question's answer: every submitted attempt at a test holding it is scored
          // again, so results and ranks follow the corrected key (queued by the questions collection).
          slug: 'rescore-question',
          inputSchema: [{ name: 'questionId', type: 'text', required: true }],
          outputSchema: [{ name: 'attempts', type: 'number' }],
          handler: async ({ input, req }) => {
            const { rescoreQuestion } = await import('./domain/test-engine/rescore.server')
            return { output: { attempts: await rescoreQuestion(req.payload, input.questionId) } }
          },
        },
        {
          // Staff decided on a question's answer-key objections: each objector is told, in their language (ADR 046).
          slug: 'notify-objectors',
          inputSchema: [{ name: 'reviewId', type: 'text', required: true }],
          outputSchema: [{ name: 'sent', type: 'number' }],
          retries: 3,
          handler: async ({ input, req }) => {
            const { notifyObjectors } = await import('./domain/test-engine/key-objections.server')
            return { output: { sent: await notifyObjectors(req.payload, input.reviewId) } }
          },
        },
        {
          // Staff returned a candidate's evaluated Mains answer: the candidate is told, in their language (ADR 048).
          slug: 'notify-evaluated-answer',
          inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
          outputSchema: [{ name: 'sent', type: 'checkbox' }],
          retries: 3,
          handler: async ({ input, req }) => {
            const { notifyEvaluatedAnswer } = await import('./domain/daily-questions/notify-evaluated.server')
            return { output: { sent: await notifyEvaluatedAnswer(req.payload, input.submissionId) } }
          },
        },
      ],
    },
    // The site and admin use REST and the Local API; no GraphQL surface to secure (ADR 001).
    graphQL: { disable: true },
    telemetry: false,
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
    logger: { options: { level: env.logLevel } },
  }),
)
  .then(restrictSystemCollections)
  .then(openDocumentsInEnglish)
  .then(guardRestInput)
