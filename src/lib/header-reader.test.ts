import { describe, expect, it } from 'vitest'

import { nodeHeaderReader } from './header-reader'

describe('Node’s headers read as Headers.get reads them', () => {
  const node = { cookie: 'payload-token=abc; lang=pa', 'x-forwarded-for': ['203.0.113.9', '10.0.0.1'], origin: undefined }

  it('finds a header whatever the case of the name asked for, and answers null for one not sent', () => {
    const headers = nodeHeaderReader(node)
    expect(headers.get('Cookie')).toBe('payload-token=abc; lang=pa')
    expect(headers.get('cookie')).toBe(new Headers({ Cookie: node.cookie }).get('cookie'))
    expect(headers.get('Origin')).toBeNull()
    expect(headers.get('sec-fetch-site')).toBeNull()
  })

  it('joins a repeated header as Headers does', () => {
    const web = new Headers()
    for (const value of node['x-forwarded-for']) web.append('X-Forwarded-For', value)
    expect(nodeHeaderReader(node).get('X-Forwarded-For')).toBe(web.get('x-forwarded-for'))
  })
})
