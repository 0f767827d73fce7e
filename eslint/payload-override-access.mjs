/**
 * Every Local API call states `overrideAccess` (issue 14). Payload's Local API skips access control
 * unless told otherwise, so reading "as the candidate" must never depend on remembering a default: the
 * call says `overrideAccess: false` (with the `user` or `req` it acts for) or `overrideAccess: true`
 * (a system operation, on purpose).
 */
const operations = new Set([
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'delete',
  'duplicate',
  'find',
  'findByID',
  'findDistinct',
  'findGlobal',
  'findGlobalVersionByID',
  'findGlobalVersions',
  'findVersionByID',
  'findVersions',
  'forgotPassword',
  'login',
  'resetPassword',
  'restoreGlobalVersion',
  'restoreVersion',
  'unlock',
  'update',
  'updateGlobal',
  'verifyEmail',
])

/** `payload.find(…)`, `req.payload.find(…)`, `scope.payload.find(…)`. */
function isPayloadHandle(node) {
  if (node.type === 'Identifier') return node.name === 'payload'
  return node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'payload'
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Every Payload Local API call states overrideAccess explicitly.' },
    // Helpers whose result, spread into the options, states overrideAccess (e.g. `...scopeOptions(scope)`).
    schema: [{ type: 'object', properties: { stating: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      missing:
        "payload.{{operation}}() must say `overrideAccess: false` (acting for a user: pass `user` or `req`) or `overrideAccess: true` (a system operation); Payload's default skips access control.",
      notLiteral: 'payload.{{operation}}() takes its options as an object literal here, so that `overrideAccess` is visible at the call.',
    },
  },
  create(context) {
    const stating = new Set(context.options[0]?.stating ?? [])
    const statesOverrideAccess = (property) =>
      (property.type === 'Property' &&
        !property.computed &&
        ((property.key.type === 'Identifier' && property.key.name === 'overrideAccess') ||
          (property.key.type === 'Literal' && property.key.value === 'overrideAccess'))) ||
      (property.type === 'SpreadElement' &&
        property.argument.type === 'CallExpression' &&
        property.argument.callee.type === 'Identifier' &&
        stating.has(property.argument.callee.name))
    return {
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
        const operation = callee.property.name
        if (!operations.has(operation) || !isPayloadHandle(callee.object)) return
        let [options] = node.arguments
        while (options && (options.type === 'TSAsExpression' || options.type === 'TSSatisfiesExpression')) options = options.expression
        if (!options || options.type !== 'ObjectExpression') {
          context.report({ node, messageId: 'notLiteral', data: { operation } })
          return
        }
        if (!options.properties.some(statesOverrideAccess)) context.report({ node, messageId: 'missing', data: { operation } })
      },
    }
  },
}

export default rule
