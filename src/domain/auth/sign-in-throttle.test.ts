import { describe, expect, it } from 'vitest'

import { addressBlock, signInThrottle, signInWaitMessage, waitAfterFailure, waitBeforeRetrySentence } from './sign-in-throttle'

describe('waitAfterFailure', () => {
  it('costs nothing for the first ten failures at an account, wherever they come from', () => {
    for (let failures = 1; failures <= signInThrottle.freeFailuresPerAccount; failures++) expect(waitAfterFailure(failures)).toBe(0)
  })

  it('then doubles from 2 seconds with every further failure', () => {
    expect([11, 12, 13, 14, 15].map(waitAfterFailure)).toEqual([2, 4, 8, 16, 32])
  })

  it('never makes anyone wait more than 15 minutes, however many failures there were', () => {
    expect(waitAfterFailure(20)).toBe(15 * 60)
    expect(waitAfterFailure(1_000_000)).toBe(15 * 60)
  })
})

describe('addressBlock', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts IPv6 per /64, the block a single subscriber can rotate through', () => {
    expect(addressBlock('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::/64')
    expect(addressBlock('2001:0db8:85a3:08d3::1')).toBe('2001:db8:85a3:8d3::/64')
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressBlock('::1')).toBe('0:0:0:0::/64')
  })

  it('leaves anything else (no address known) as it is', () => {
    expect(addressBlock('unknown')).toBe('unknown')
  })
})

describe('messages', () => {
  it('say how long to wait, in seconds or minutes, and offer the reset', () => {
    expect(signInWaitMessage(8)).toBe(
      'Too many failed sign-ins to this account from your network. Wait 8 seconds and try again, or reset your password.',
    )
    expect(signInWaitMessage(900)).toBe(
      'Too many failed sign-ins to this account from your network. Wait 15 minutes and try again, or reset your password.',
    )
    expect(waitBeforeRetrySentence(1)).toBe('Wait 1 second before you try again.')
    expect(waitBeforeRetrySentence(61)).toBe('Wait 2 minutes before you try again.')
    expect(signInWaitMessage(1, 'pa')).toBe(
      'ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਇਸ ਖਾਤੇ ਵਿੱਚ ਬਹੁਤ ਵਾਰ ਗ਼ਲਤ ਸਾਈਨ ਇਨ ਹੋਏ ਹਨ। 1 ਸਕਿੰਟ ਉਡੀਕ ਕਰੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ, ਜਾਂ ਆਪਣਾ ਪਾਸਵਰਡ ਨਵਾਂ ਬਣਾਓ।',
    )
    expect(waitBeforeRetrySentence(900, 'pa')).toBe('ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ 15 ਮਿੰਟ ਉਡੀਕ ਕਰੋ।')
  })
})
