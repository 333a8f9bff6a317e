import { describe, expect, it } from 'vitest'
import { encodeErrorReport, parseErrorReport, redactSecrets, safePageUrl, type ErrorReport } from '@/api/error-report'

const report: ErrorReport = {
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at f (app.js:1:2)',
  url: 'https://hub.example/demo',
  platform: 'android',
  userAgent: 'Chrome',
  userId: 5,
  time: '2026-01-01T00:00:00.000Z',
}
const bytes = (text: string) => new TextEncoder().encode(text).length

describe('error reports', () => {
  it('travel as JSON and come back whole', () => {
    expect(parseErrorReport(encodeErrorReport(report))).toEqual(report)
  })

  it('stay within 8 KB, cutting the stack before the message, and stay valid JSON', () => {
    const big = { ...report, message: `Error: ${'ж'.repeat(3000)}`, stack: '\n\t"at"'.repeat(5000) }
    const log = encodeErrorReport(big)
    expect(bytes(log)).toBeLessThanOrEqual(8192)
    const back = parseErrorReport(log)
    expect(back.message).toBe(big.message)
    expect(back.stack).toMatch(/…\[truncated\]$/)
    const huge = encodeErrorReport({ ...report, message: 'ы'.repeat(20_000), stack: 'y'.repeat(20_000) })
    expect(bytes(huge)).toBeLessThanOrEqual(8192)
    expect(parseErrorReport(huge).message).toMatch(/^ы+…\[truncated\]$/)
  })

  it('read older plain-text logs: first line the message, url and ua lines apart', () => {
    expect(parseErrorReport('Error: boom\n    at a.js:1\nurl: https://x.example/demo\nua: Firefox')).toEqual({
      message: 'Error: boom',
      stack: '    at a.js:1',
      url: 'https://x.example/demo',
      userAgent: 'Firefox',
    })
  })

  it('name the page without its hash (launch data) or credential parameters', () => {
    expect(safePageUrl('https://hub.example/demo/category/3?tab=2&token=abc&tgWebAppStartParam=x#tgWebAppData=user%3D1')).toBe(
      'https://hub.example/demo/category/3?tab=2',
    )
  })

  it('take secrets out of any text', () => {
    const token = 'eyJhbGciOi.secret-token-value'
    const initData = 'query_id=AA&user=%7B%7D&auth_date=1&hash=deadbeef'
    const text = `GET failed: Authorization: Bearer ${token}; tma ${initData}; url ?tgWebAppData=${encodeURIComponent(initData)}&x=1; {"token":"${token}"} ${token}`
    const clean = redactSecrets(text, [token, initData])
    expect(clean).not.toContain(token)
    expect(clean).not.toContain('deadbeef')
    expect(clean).not.toContain(encodeURIComponent(initData))
    expect(clean).toContain('Bearer [redacted]')
    expect(redactSecrets('Authorization: Bearer abc.def hash=0123 token=zzz')).toBe(
      'Authorization: Bearer [redacted] hash=[redacted] token=[redacted]',
    )
  })
})
