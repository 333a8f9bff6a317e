import { createHub } from './services/hub-document/templates'
import { seedClub } from './store/seed-club'
import { seedDemo } from './store/seed-demo'
import { withDemoHistory } from './store/seed-history'
import { seedOpens } from './store/seed-opens'
import type { AdminRecord, Data } from './store/store'

const ownerOf = ({ telegramId, name, username, email }: AdminRecord) => ({ telegramId, name, username, email })

/**
 * The dev server's first start: `demo` and `club` made as any new hub is, from their templates
 * (services/hub-document/templates.ts: an empty hub with its owner, the template imported), then
 * what no template carries because visitors make it: a few weeks of demo's statistics, club's
 * subscribers, and a few days of demo's history. The same as the bare seed tests use (seedData),
 * but for versions (every record starts at 1) and the owners' dates.
 */
export function devFirstStart(now: Date = new Date()): Data {
  const data: Data = { apps: {} }
  const demo = createHub(data, { appKey: 'demo', owner: ownerOf(seedDemo(now).admins[0] as AdminRecord), from: 'demo', now })
  seedOpens(demo, now)
  const clubSeed = seedClub()
  const club = createHub(data, { appKey: 'club', owner: ownerOf(clubSeed.admins[0] as AdminRecord), from: 'club', now })
  club.navigation.subscriberIds = [...clubSeed.navigation.subscriberIds]
  return withDemoHistory(data, now)
}
