/**
 * A schedule bound between the API (an instant with its offset) and `<input type="datetime-local">`
 * (a wall-clock time without one), in the admin's own time zone: the browser's.
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** `2026-05-01T06:00:00.000Z` -> `2026-05-01T09:00` (in Moscow); '' for null or a value that is no instant. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ''
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/**
 * `2026-05-01T09:00` -> `2026-05-01T09:00:00+03:00`: the offset the admin's zone has at that moment
 * (summer time included), so the server stores the instant the admin meant. null for ''; the text as
 * typed when it is no date (the contract refuses it with its message).
 */
export function fromLocalInput(local: string): string | null {
  if (!local) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
  if (!match) return local
  const [, y, mo, d, h, mi, s = '00'] = match
  const at = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  if (Number.isNaN(at.getTime())) return local
  const offset = -at.getTimezoneOffset()
  const sign = offset >= 0 ? '+' : '-'
  const abs = Math.abs(offset)
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** Zones that are UTC itself: named just `UTC`, not `UTC (UTC+00:00)`. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu'])

/** An offset as people write it: `UTC+3`, `UTC−5`, `UTC+5:30`. */
function offsetLabel(minutes: number): string {
  const abs = Math.abs(minutes)
  const hours = Math.floor(abs / 60)
  return `UTC${minutes >= 0 ? '+' : '−'}${hours}${abs % 60 ? `:${pad(abs % 60)}` : ''}`
}

/**
 * The admin's time zone as the fields name it, in `language`: `Москва, стандартное время (UTC+3)`,
 * `Moscow Standard Time (UTC+3)`, or just `UTC`.
 */
export function timeZoneLabel(language: string, at = new Date(), zone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  const offset = zone ? offsetOf(zone, at) : -at.getTimezoneOffset()
  if (!zone || UTC_ZONES.has(zone)) return offset === 0 ? 'UTC' : offsetLabel(offset)
  const name = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return name && !/^(GMT|UTC)/.test(name) ? `${name} (${offsetLabel(offset)})` : offsetLabel(offset)
}

/** The zone's offset from UTC at `at`, in minutes. */
function offsetOf(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at)
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'))
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000)
}
