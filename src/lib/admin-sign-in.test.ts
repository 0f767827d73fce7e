import { describe, expect, it } from 'vitest'

import { adminSignInHref } from './admin-sign-in'

describe('the admin’s sign-in screen (ADR 052)', () => {
  it('is the site’s sign-in page, coming back to the admin page asked for', () => {
    expect(adminSignInHref(null)).toBe('/sign-in?next=%2Fadmin')
    expect(adminSignInHref('/admin/collections/questions?page=2')).toBe('/sign-in?next=%2Fadmin%2Fcollections%2Fquestions%3Fpage%3D2')
  })

  it('never comes back anywhere but the admin', () => {
    for (const asked of ['https://evil.example/admin', '//evil.example', '/dashboard', '/administrator', '/admin\\evil', 42])
      expect(adminSignInHref(asked)).toBe('/sign-in?next=%2Fadmin')
  })
})
