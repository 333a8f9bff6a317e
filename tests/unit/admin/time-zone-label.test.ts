import { describe, expect, it } from 'vitest'
import { timeZoneLabel } from '@/features/admin/parts/schedule/local-time'

/** The schedule's time zone line: the zone's name in the admin's language and a short offset; UTC once, not "UTC (UTC+00:00)". */
describe('time zone label', () => {
  const winter = new Date('2026-01-15T12:00:00Z')

  it('names UTC once', () => {
    expect(timeZoneLabel('ru', winter, 'UTC')).toBe('UTC')
    expect(timeZoneLabel('en', winter, 'Etc/UTC')).toBe('UTC')
  })

  it('names a zone in the admin’s language with a short offset', () => {
    expect(timeZoneLabel('ru', winter, 'Europe/Moscow')).toBe('Москва, стандартное время (UTC+3)')
    expect(timeZoneLabel('en', winter, 'Europe/Moscow')).toBe('Moscow Standard Time (UTC+3)')
    expect(timeZoneLabel('en', winter, 'Asia/Kolkata')).toMatch(/\(UTC\+5:30\)$/)
    expect(timeZoneLabel('en', winter, 'America/New_York')).toBe('Eastern Time (UTC−5)')
  })
})
