// @ts-check
/**
 * A real, local OpenID Connect provider standing in for Google in the tests ("Test Google"), built on
 * `oidc-provider`: one confidential client (client_secret_basic or client_secret_post, PKCE S256 required),
 * scopes `openid email profile`, RS256 ID tokens carrying `email`, `email_verified`, `name` and `given_name`
 * (as Google's do), and a small sign-in page where the test types any e-mail address and name.
 *
 * Every authorization request shows the sign-in page (no provider session is reused), so a browser may sign in
 * as different people in turn; `prompt=select_account` is accepted, as Google accepts it.
 *
 * In code: `startTestProvider({ clientId, clientSecret, redirectUris })`, and `signInAtProvider(url, { email })` to
 * go through the sign-in page without a browser. From the shell: `node tests/oidc/provider.mjs` with
 * OIDC_PORT (default 3399), GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and OIDC_REDIRECT_URIS (comma-separated).
 */
import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

/**
 * @typedef {object} TestProviderOptions
 * @property {number} [port] TCP port to listen on; 0 (the default) picks a free one.
 * @property {string} [host] Address to listen on; `127.0.0.1` by default.
 * @property {string} clientId
 * @property {string} clientSecret
 * @property {string[]} redirectUris Absolute URLs the client may be sent back to.
 */

/**
 * @typedef {object} TestProvider
 * @property {string} issuer `http://127.0.0.1:<port>`, no trailing slash.
 * @property {number} port
 * @property {() => Promise<void>} close Stops the server (and drops open connections).
 */

/**
 * @typedef {object} TestAccount
 * @property {string} email As typed on the sign-in page (trimmed).
 * @property {string} [name]
 * @property {boolean} emailVerified
 */

const SCOPE = 'openid email profile'
const TITLE = 'Sign in – Test Google'

/** @type {Promise<any> | undefined} */
let oidcProviderModule

/**
 * Loads `oidc-provider` once, without its "Unsupported runtime. Use Node.js v22.x LTS" warning: the project runs
 * on Node 20, where the provider works.
 * @returns {Promise<any>}
 */
function loadOidcProvider() {
  oidcProviderModule ??= (async () => {
    const warn = console.warn
    console.warn = (/** @type {unknown[]} */ ...args) => {
      if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return
      warn(...args)
    }
    try {
      // A specifier typed as string: oidc-provider ships no type declarations (and @types/oidc-provider is not installed).
      /** @type {string} */
      const specifier = 'oidc-provider'
      return await import(specifier)
    } finally {
      console.warn = warn
    }
  })()
  return oidcProviderModule
}

/**
 * The account id (`sub`) for an e-mail address: the same for the same address whatever its case.
 * @param {string} email
 */
export function subjectFor(email) {
  return 'g-' + createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 20)
}

/**
 * A per-provider in-memory store (oidc-provider's own one warns that it is for development, on every start).
 * @returns {(model: string) => object}
 */
function memoryAdapter() {
  /** @type {Map<string, { payload: any, expiresAt: number }>} */
  const store = new Map()
  /** @type {Map<string, Set<string>>} */
  const grants = new Map()
  /** @param {string} key */
  const read = (key) => {
    const entry = store.get(key)
    if (entry && entry.expiresAt <= Date.now()) store.delete(key)
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined
  }
  /**
   * @param {string} key
   * @param {any} payload
   * @param {number | undefined} expiresIn seconds
   */
  const write = (key, payload, expiresIn) => {
    store.set(key, { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity })
  }
  return (model) => ({
    /** @param {string} id @param {any} payload @param {number} [expiresIn] */
    async upsert(id, payload, expiresIn) {
      const key = `${model}:${id}`
      write(key, payload, expiresIn)
      if (model === 'Session' && payload.uid) write(`sessionUid:${payload.uid}`, id, expiresIn)
      if (payload.userCode) write(`userCode:${payload.userCode}`, id, expiresIn)
      if (payload.grantId) grants.set(payload.grantId, (grants.get(payload.grantId) ?? new Set()).add(key))
    },
    /** @param {string} id */
    async find(id) {
      return read(`${model}:${id}`)
    },
    /** @param {string} uid */
    async findByUid(uid) {
      const id = read(`sessionUid:${uid}`)
      return id ? read(`${model}:${id}`) : undefined
    },
    /** @param {string} userCode */
    async findByUserCode(userCode) {
      const id = read(`userCode:${userCode}`)
      return id ? read(`${model}:${id}`) : undefined
    },
    /** @param {string} id */
    async consume(id) {
      const payload = read(`${model}:${id}`)
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    },
    /** @param {string} id */
    async destroy(id) {
      store.delete(`${model}:${id}`)
    },
    /** @param {string} grantId */
    async revokeByGrantId(grantId) {
      for (const key of grants.get(grantId) ?? []) store.delete(key)
      grants.delete(grantId)
    },
  })
}

/** @param {unknown} value */
function html(value) {
  return String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #f1f3f4; color: #202124; }
main { max-width: 26rem; margin: 0 auto; padding: 2rem; background: #fff; border-radius: 8px; border: 1px solid #dadce0; }
h1 { font-size: 1.5rem; font-weight: 400; margin: 0 0 .5rem; }
p { margin: 0 0 1.5rem; }
label { display: block; margin: 0 0 .25rem; font-weight: 600; }
input[type=email], input[type=text] { box-sizing: border-box; width: 100%; padding: .6rem; margin: 0 0 1rem; font: inherit; border: 1px solid #5f6368; border-radius: 4px; }
.check { display: flex; gap: .5rem; align-items: center; margin: 0 0 1.5rem; }
.check label { display: inline; margin: 0; font-weight: 400; }
.actions { display: flex; flex-direction: row-reverse; gap: 1rem; }
button { font: inherit; padding: .6rem 1.5rem; border-radius: 4px; border: 1px solid #1a73e8; cursor: pointer; }
button[value=continue] { background: #1a73e8; color: #fff; }
button[value=cancel] { background: #fff; color: #1a73e8; }
[role=alert] { color: #b3261e; font-weight: 600; }
:focus-visible { outline: 3px solid #e37400; outline-offset: 2px; }
`

/**
 * @param {object} page
 * @param {string} page.action
 * @param {string} page.clientId
 * @param {string} [page.email]
 * @param {string} [page.name]
 * @param {boolean} [page.emailVerified]
 * @param {string} [page.error]
 */
function signInPage({ action, clientId, email = '', name = '', emailVerified = true, error }) {
  const invalid = error ? ' aria-invalid="true" aria-describedby="email-error"' : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in</h1>
<p>to continue to <strong>${html(clientId)}</strong> (Test Google)</p>
<form method="post" action="${html(action)}" novalidate>
${error ? `<p id="email-error" role="alert">${html(error)}</p>\n` : ''}<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${html(email)}"${invalid}>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" value="${html(name)}">
<div class="check"><input id="email_verified" name="email_verified" type="checkbox" value="true"${emailVerified ? ' checked' : ''}><label for="email_verified">Email verified</label></div>
<div class="actions">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
</main>
</body>
</html>
`
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} body
 */
function sendHtml(res, status, body) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(body)
}

/**
 * @param {string} heading
 * @param {string} message
 */
function errorPage(heading, message) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${html(heading)} – Test Google</title><style>${STYLE}</style></head>
<body><main><h1>${html(heading)}</h1><p>${html(message)}</p></main></body>
</html>
`
}

/** @param {import('node:http').IncomingMessage} req */
async function readForm(req) {
  let body = ''
  req.setEncoding('utf8')
  for await (const chunk of req) {
    body += chunk
    if (body.length > 64 * 1024) throw new Error('form too large')
  }
  return new URLSearchParams(body)
}

/**
 * Starts the provider on `host:port`.
 * @param {TestProviderOptions} options
 * @returns {Promise<TestProvider>}
 */
export async function startTestProvider({ port = 0, host = '127.0.0.1', clientId, clientSecret, redirectUris }) {
  if (!clientId || !clientSecret) throw new TypeError('startTestProvider: clientId and clientSecret are required')
  if (!Array.isArray(redirectUris) || redirectUris.length === 0) {
    throw new TypeError('startTestProvider: redirectUris must be a non-empty array')
  }
  const { default: Provider, interactionPolicy } = await loadOidcProvider()

  /** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined} */
  let handle
  const server = createServer((req, res) => {
    if (handle) handle(req, res)
    else sendHtml(res, 503, errorPage('Starting', 'The test provider is starting.'))
  })
  server.listen(port, host)
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('startTestProvider: no TCP address')
  const issuerHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  const issuer = `http://${issuerHost}:${address.port}`

  /** @type {Map<string, TestAccount>} */
  const accounts = new Map()

  // Sign-in is always asked for (whatever session the browser still has), and `select_account` is a prompt value
  // the provider knows; the interaction page answers login, consent and select_account at once.
  const policy = interactionPolicy.base()
  const login = policy.get('login')
  login.checks.add(
    new interactionPolicy.Check('always_sign_in', 'End-User authentication is required', 'login_required', (/** @type {any} */ ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
    0,
  )
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 1)

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    clientBasedCORS: () => false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: SCOPE.split(' '),
    responseTypes: ['code'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: {
      policy,
      url: (/** @type {any} */ _ctx, /** @type {any} */ interaction) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      BackchannelAuthenticationRequest: 600,
      ClientCredentials: 600,
      DeviceCode: 600,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      PreAuthorizedCode: 600,
      RefreshToken: 86400,
      Session: 3600,
    },
    /** @param {any} _ctx @param {string} sub */
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        async claims() {
          const [givenName, ...rest] = (account.name ?? '').split(/\s+/).filter(Boolean)
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            ...(account.name ? { name: account.name } : {}),
            ...(givenName ? { given_name: givenName } : {}),
            ...(rest.length ? { family_name: rest.join(' ') } : {}),
          }
        },
      }
    },
    /** @param {any} ctx @param {Record<string, string>} out */
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      ctx.body = errorPage('Something went wrong', Object.values(out).join(': '))
    },
  })
  provider.proxy = false
  const providerCallback = provider.callback()

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} uid
   */
  async function interaction(req, res, uid) {
    let details
    try {
      details = await provider.interactionDetails(req, res)
    } catch {
      sendHtml(res, 400, errorPage('Sign-in expired', 'This sign-in request is unknown or has expired. Start again from the site.'))
      return
    }
    if (details.uid !== uid) {
      sendHtml(res, 400, errorPage('Sign-in expired', 'This sign-in request does not match this browser. Start again from the site.'))
      return
    }
    const action = `/interaction/${encodeURIComponent(uid)}`
    const clientId = String(details.params.client_id)
    if (req.method === 'GET') {
      const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : ''
      sendHtml(res, 200, signInPage({ action, clientId, email: loginHint }))
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end()
      return
    }

    const form = await readForm(req)
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled' },
        { mergeWithLastSubmission: false },
      )
      return
    }
    const email = (form.get('email') ?? '').trim()
    const name = (form.get('name') ?? '').trim().replace(/\s+/g, ' ')
    const emailVerified = form.has('email_verified')
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      const error = email ? 'Enter a valid email address.' : 'Enter an email address.'
      sendHtml(res, 422, signInPage({ action, clientId, email, name, emailVerified, error }))
      return
    }

    const accountId = subjectFor(email)
    accounts.set(accountId, { email, name: name || undefined, emailVerified })

    // Forget whoever signed in before in this browser, so that signing in as someone else does not end in
    // oidc-provider's "sign out first?" page.
    if (details.session?.uid) {
      const previous = await provider.Session.findByUid(details.session.uid)
      details.session = undefined
      await details.persist()
      await previous?.destroy()
    }

    const grant = new provider.Grant({ accountId, clientId })
    grant.addOIDCScope(SCOPE)
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId, remember: false }, consent: { grantId }, select_account: {} },
      { mergeWithLastSubmission: false },
    )
  }

  handle = (req, res) => {
    const { pathname } = new URL(req.url ?? '/', issuer)
    const match = /^\/interaction\/([^/]+)\/?$/.exec(pathname)
    if (!match?.[1]) {
      providerCallback(req, res)
      return
    }
    interaction(req, res, decodeURIComponent(match[1])).catch((/** @type {unknown} */ error) => {
      if (!res.headersSent) sendHtml(res, 500, errorPage('Something went wrong', error instanceof Error ? error.message : String(error)))
      else res.destroy()
    })
  }

  return {
    issuer,
    port: address.port,
    close: () =>
      new Promise((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()))
        server.closeAllConnections()
      }),
  }
}

/**
 * Goes through the provider's sign-in page without a browser: follows `authorizationUrl` to the page, submits it
 * (Continue, or Cancel when `cancel`), and follows the provider's redirects until one leads away from the provider.
 * Cookies are carried by hand.
 * @param {string} authorizationUrl
 * @param {{ email: string, name?: string, emailVerified?: boolean, cancel?: boolean }} person
 * @returns {Promise<string>} The URL the provider sends the browser back to: the client's redirect_uri with `code` and
 *   `state`, or with `error` (`access_denied` when cancelled).
 */
export async function signInAtProvider(authorizationUrl, { email, name, emailVerified = true, cancel = false }) {
  const origin = new URL(authorizationUrl).origin
  /** @type {Map<string, { name: string, value: string, path: string }>} */
  const jar = new Map()

  /**
   * @param {string} url
   * @param {RequestInit} [init]
   */
  async function request(url, init = {}) {
    const { pathname } = new URL(url)
    const cookie = [...jar.values()]
      .filter((entry) => pathname === entry.path || pathname.startsWith(entry.path.endsWith('/') ? entry.path : `${entry.path}/`))
      .map((entry) => `${entry.name}=${entry.value}`)
      .join('; ')
    const headers = new Headers(init.headers)
    if (cookie) headers.set('Cookie', cookie)
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const equals = pair.indexOf('=')
      const cookieName = pair.slice(0, equals)
      const value = pair.slice(equals + 1)
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))
      const path = pathAttribute ? pathAttribute.slice(5) : '/'
      const expired = !value || attributes.some((attribute) => /^expires=.*1970/i.test(attribute) || /^max-age=(0|-)/i.test(attribute))
      if (expired) jar.delete(`${cookieName};${path}`)
      else jar.set(`${cookieName};${path}`, { name: cookieName, value, path })
    }
    return response
  }

  /** @param {Response} response */
  async function failure(response) {
    const text = await response.text()
    const heading = /<h1>([^<]*)<\/h1>\s*<p>([^<]*)<\/p>/.exec(text)
    return new Error(
      `signInAtProvider: unexpected ${response.status} at ${response.url || 'provider'}: ${heading ? `${heading[1]}: ${heading[2]}` : text.slice(0, 200)}`,
    )
  }

  let url = authorizationUrl
  let submitted = false
  for (let step = 0; step < 20; step += 1) {
    const response = await request(url)
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer()
      url = new URL(location, url).href
      if (new URL(url).origin !== origin) return url
      continue
    }
    if (response.status !== 200 || submitted) throw await failure(response)

    const page = await response.text()
    const action = /<form[^>]*\baction="([^"]+)"/.exec(page)?.[1]
    if (!action) throw new Error(`signInAtProvider: no sign-in form at ${url}`)
    const form = new URLSearchParams({ email, name: name ?? '', action: cancel ? 'cancel' : 'continue' })
    if (emailVerified) form.set('email_verified', 'true')
    const posted = await request(new URL(action.replace(/&amp;/g, '&'), url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    const next = posted.headers.get('location')
    if (posted.status !== 303 || !next) throw await failure(posted)
    await posted.arrayBuffer()
    submitted = true
    url = new URL(next, url).href
    if (new URL(url).origin !== origin) return url
  }
  throw new Error('signInAtProvider: too many redirects')
}

const runDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (runDirectly) {
  const clientId = process.env.GOOGLE_CLIENT_ID
  const clientSecret = process.env.GOOGLE_CLIENT_SECRET
  const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean)
  if (!clientId || !clientSecret || redirectUris.length === 0) {
    console.error('Set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and OIDC_REDIRECT_URIS (comma-separated) to start the test OpenID provider.')
    process.exit(1)
  }
  const provider = await startTestProvider({ port: Number(process.env.OIDC_PORT || 3399), clientId, clientSecret, redirectUris })
  console.log(`Test OpenID provider at ${provider.issuer}`)
  const stop = () => {
    provider.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
