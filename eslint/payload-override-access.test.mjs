import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'

import rule from './payload-override-access.mjs'

RuleTester.describe = describe
RuleTester.it = it
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } })

tester.run('payload-override-access', rule, {
  valid: [
    "payload.find({ collection: 'topics', overrideAccess: false, user })",
    "req.payload.update({ collection: 'attempts', id, data, overrideAccess: true })",
    "scope.payload.find({ collection: 'faqs', ...scopeOptions(scope) })",
    "payload.create({ collection: 'users', data, overrideAccess: true } as never)",
    // Not the Local API: other objects' methods of the same name.
    'list.find((item) => item.id === id)',
    'payload.auth({ headers })',
  ].map((code) => ({ code, options: [{ stating: ['scopeOptions'] }] })),
  invalid: [
    { code: "payload.find({ collection: 'topics', user })", errors: [{ messageId: 'missing' }] },
    { code: "req.payload.findByID({ collection: 'attempts', id })", errors: [{ messageId: 'missing' }] },
    { code: "payload.update({ collection: 'users', id, data, ...options })", errors: [{ messageId: 'missing' }] },
    { code: 'payload.delete(args)', errors: [{ messageId: 'notLiteral' }] },
    { code: "payload.findGlobal({ slug: 'syllabus' })", errors: [{ messageId: 'missing' }] },
    { code: "payload.findVersions({ collection: 'topics' })", errors: [{ messageId: 'missing' }] },
  ],
})
