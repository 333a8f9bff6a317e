import { buildStartParam, startLink, type StartScreen } from '@/api/contract/plain/start-param'
import type { AppData, CampaignRecord } from '../store/store'
import { idIndex } from '../store/id-index'
import { containsText } from './app-data'
import { ReferenceCheck } from './references'
import { resourceService } from './resource'

/** A campaign's code: 8 latin letters and digits (62^8: a guess finds none), unique in its hub. */
const CODE_LENGTH = 8
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

function newCode(app: AppData): string {
  const taken = new Set(app.campaigns.map((campaign) => campaign.code))
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH))
    // 248 = 4 * 62: bytes from there up would favour the first letters; they are drawn again.
    if (bytes.some((byte) => byte >= 248)) continue
    const code = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
    if (!taken.has(code)) return code
  }
}

/** Where a campaign's link opens, as a start parameter names it. */
const startOf = (record: Pick<CampaignRecord, 'target' | 'targetId'>): StartScreen =>
  record.target === 'home' || record.targetId === null ? { screen: 'home' } : { screen: record.target, id: record.targetId }

/** A campaign's start parameter in hub `appKey`: its target and its code (`demo__category_3__c_Ab12Cd34`). */
const campaignStartParam = (appKey: string, record: Pick<CampaignRecord, 'target' | 'targetId' | 'code'>) =>
  buildStartParam(appKey, startOf(record), { campaign: record.code })

/** The campaigns of a hub by code (the visits' lookup), once per committed version of the list. */
const byCode = new WeakMap<readonly CampaignRecord[], ReadonlyMap<string, CampaignRecord>>()
export function campaignByCode(app: AppData, code: string): CampaignRecord | undefined {
  let index = byCode.get(app.campaigns)
  if (!index) {
    index = new Map(app.campaigns.map((campaign) => [campaign.code, campaign]))
    if (Object.isFrozen(app.campaigns)) byCode.set(app.campaigns, index)
  }
  return index.get(code)
}

function targetTitle(app: AppData, record: CampaignRecord): string | null {
  if (record.targetId === null) return null
  const found: { title: string } | undefined =
    record.target === 'category'
      ? idIndex(app.categories).get(record.targetId)
      : record.target === 'section'
        ? idIndex(app.sections).get(record.targetId)
        : undefined
  return found?.title ?? null
}

/**
 * GET/POST/PUT/DELETE /admin/campaigns (issue 26). The code is made on create and kept by every
 * update, so a changed target changes the link but links already posted still count; the target must
 * exist when written (a category or section deleted later leaves the link opening Home).
 */
export const adminCampaigns = resourceService({
  resource: 'campaigns',
  view: (app, record, appKey) => {
    const startParam = campaignStartParam(appKey, record)
    return {
      id: record.id,
      title: record.title,
      target: record.target,
      targetId: record.targetId,
      targetTitle: targetTitle(app, record),
      startParam,
      link: startLink(app.navigation, startParam),
      archived: record.archived,
      createdAt: record.createdAt,
    }
  },
  fields: (app, input, current, ctx) => {
    const targetId = input.target === 'home' ? null : input.targetId
    const check = new ReferenceCheck(app)
    if (input.target === 'category') check.id('categories', targetId, 'targetId')
    if (input.target === 'section') check.id('sections', targetId, 'targetId')
    const code = current?.code ?? newCode(app)
    if (app.campaigns.some((campaign) => campaign.code === code && campaign.id !== current?.id)) {
      check.add('code', `The code ${code} is another campaign's.`)
    }
    check.throwIfAny()
    return {
      title: input.title,
      target: input.target,
      targetId,
      code,
      archived: input.archived,
      createdAt: current?.createdAt ?? ctx.now().toISOString(),
    }
  },
  matches: (record, filter) =>
    (filter.archived === undefined || record.archived === filter.archived) &&
    (filter.target === undefined || record.target === filter.target) &&
    containsText(record.title, filter.title),
})
