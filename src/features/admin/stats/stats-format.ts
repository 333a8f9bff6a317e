import type { Language } from '@/session/session-atoms'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`
  let found = formats.get(key)
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })))
  return found
}

/**
 * A statistics day (`YYYY-MM-DD`, UTC) as people write it: "29 окт" / "Oct 29" (`short`, without
 * the abbreviation's dot), "29 окт 2025" / "Oct 29, 2025" (`year`), or "29 октября 2026 г." /
 * "October 29, 2026" (`long`).
 */
export function formatDay(day: string, language: Language, length: 'short' | 'year' | 'long' = 'short'): string {
  const at = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(at.getTime())) return day
  if (length === 'long') return format(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(at)
  return format(language, { day: 'numeric', month: 'short', ...(length === 'year' ? { year: 'numeric' } : {}) })
    .formatToParts(at)
    .map((part) => (part.type === 'month' ? part.value.replace(/\.$/, '') : part.value))
    .join('')
    .replace(/\s*г\.$/, '')
}

/** A range as "17 апр – 30 апр" / "Apr 17 – Apr 30", with years when it crosses one ("29 окт 2025 – 28 окт 2026"). */
export function formatRange(from: string, to: string, language: Language): string {
  const length = from.slice(0, 4) === to.slice(0, 4) ? 'short' : 'year'
  return from === to ? formatDay(from, language) : `${formatDay(from, language, length)} – ${formatDay(to, language, length)}`
}

/** The change from `before` to `now` in whole percent ("+12 %" / "+12%"), or null when there was nothing before. */
export function percentChange(now: number, before: number, language: Language): string | null {
  if (before === 0) return null
  const change = Math.round(((now - before) / before) * 100)
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±'
  return `${sign}${String(Math.abs(change))}${language === 'ru' ? '\u00A0%' : '%'}`
}
