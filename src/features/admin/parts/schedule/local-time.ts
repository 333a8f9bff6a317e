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

/** The admin's time zone as the fields name it: `Europe/Moscow (UTC+03:00)`. */
export function timeZoneLabel(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const offset = -at.getTimezoneOffset()
  const abs = Math.abs(offset)
  const utc = `UTC${offset >= 0 ? '+' : '-'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  return zone ? `${zone} (${utc})` : utc
}
