import type { OpenTarget } from '@/api/contract/events'
import { isShownAt } from '@/api/contract/plain/schedule-state'
import { addDays, utcDay } from '@/api/contract/plain/utc-days'
import type { AppData, OpensDayRecord } from './store'

/** A fixed pseudo-random sequence (mulberry32): the same counters for the same seed day. */
export function sequence(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Made-up messenger ids, far from the dev toolbar's users 1-3 (whose own opens then show as new). */
const FIRST_VISITOR_ID = 700_000_001
const VISITOR_POOL = 400

/**
 * What a hub's visitors open, and how much more one thing than another: Home's cards and banners
 * most, the floating button and links inside sheets less.
 */
function candidates(app: AppData, today: Date): { key: string; weight: number }[] {
  const item = (target: OpenTarget, id: number, weight: number) => ({ key: `${target}:${String(id)}`, weight })
  const popupButtons = new Set(app.popups.flatMap((popup) => popup.buttonIds))
  const shown = (record: Parameters<typeof isShownAt>[0] & { isActive: boolean }) => record.isActive && isShownAt(record, today)
  return [
    ...app.categories.filter(shown).map((c) => item('category', c.id, c.parentId === null ? 10 : 4)),
    ...app.banners.filter(shown).map((b) => item('banner', b.id, 7)),
    ...app.materials.filter(shown).map((m, i) => item('material', m.id, 2 + ((i * 5) % 7))),
    ...app.sections.map((s) => item('section', s.id, 3)),
    ...app.buttons.filter((b) => shown(b) && (b.isToMain || popupButtons.has(b.id))).map((b) => item('button', b.id, b.isToMain ? 5 : 2)),
    ...app.linkLists.flatMap((list) => list.localLinks).map((l) => item('local_link', l.id, 2)),
  ]
}

/**
 * A few weeks of plausible opens ending on `today` (UTC), so the statistics screen has something
 * to show: more on weekdays, slowly growing, a fifth of the opens anonymous. Deterministic.
 */
export function seedOpens(app: AppData, today: Date, days = 28): void {
  const random = sequence(18)
  const items = candidates(app, today)
  const total = items.reduce((sum, item) => sum + item.weight, 0)
  const pick = () => {
    let left = random() * total
    for (const item of items) if ((left -= item.weight) < 0) return item.key
    return (items.at(-1) as { key: string }).key
  }
  const last = utcDay(today)
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = addDays(last, -back)
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())
    const day: OpensDayRecord = { opens: 0, visitors: {}, items: {} }
    const open = (visitor: string | null) => {
      const key = pick()
      const counter = (day.items[key] ??= { opens: 0, visitors: {} })
      counter.opens += 1
      day.opens += 1
      if (visitor !== null) {
        counter.visitors[visitor] = 1
        day.visitors[visitor] = 1
      }
    }
    const visitors = Math.round((weekend ? 18 : 30) + (days - back) * 0.8 + random() * 10)
    for (let v = 0; v < visitors; v += 1) {
      const visitor = String(FIRST_VISITOR_ID + Math.floor(random() * VISITOR_POOL))
      const opens = 1 + Math.floor(random() * 4)
      for (let o = 0; o < opens; o += 1) open(visitor)
    }
    const anonymous = Math.round(day.opens / 4)
    for (let a = 0; a < anonymous; a += 1) open(null)
    app.openStats[date] = day
  }
}
