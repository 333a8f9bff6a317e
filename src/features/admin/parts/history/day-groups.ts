import type { Translate } from '@/i18n/translate'
import type { Language } from '@/session/session-atoms'
import type { HistoryMessageKey } from './history-messages'

/** The admin's local day of a moment, `2026-11-25`: entries are grouped by it. */
function dayOf(at: string | Date): string {
  const date = new Date(at)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Entries (newest first) in runs of the same local day, in their order. */
export function groupByDay<E extends { at: string }>(entries: readonly E[]): { day: string; entries: E[] }[] {
  const days: { day: string; entries: E[] }[] = []
  for (const entry of entries) {
    const day = dayOf(entry.at)
    const last = days.at(-1)
    if (last?.day === day) last.entries.push(entry)
    else days.push({ day, entries: [entry] })
  }
  return days
}

/** A day's heading: «Сегодня», «Вчера», «25 ноября» (with the year when it is not this one), in `language`. */
export function dayLabel(day: string, language: Language, t: Translate<HistoryMessageKey>, now = new Date()): string {
  if (day === dayOf(now)) return t('today')
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (day === dayOf(yesterday)) return t('yesterday')
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const moment = new Date(year, month - 1, date)
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    ...(year === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(moment)
}

/** An entry's time within its day, `15:04` / `3:04 PM`. */
export const timeOf = (at: string, language: Language) => new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(at))
