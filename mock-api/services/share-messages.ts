import type { ShareTarget } from '@/api/contract/events'
import { referralCode } from '@/api/contract/plain/referral-code'
import type { ShareCard } from '@/api/contract/share-messages'
import { buildStartParam, startLink, type StartScreen } from '@/api/contract/plain/start-param'
import type { ServiceContext } from '../context'
import { refused, unauthenticated } from '../errors'
import { randomToken } from '../auth'
import type { AppData, CategoryRecord, FileRecord, MaterialRecord, SectionRecord, ShareMessageRecord } from '../store/store'
import { appOf, findApp } from './app-data'
import { rememberSharer } from './events'
import type { In, Out } from './operation-types'
import { byOrder, resolver } from './resolve'
import { readableItem } from './visitor-access'

/** How long a prepared card can be sent: the hub prepares it at the tap, so an hour is plenty. */
export const SHARE_MESSAGE_TTL_MS = 60 * 60 * 1000
/** Prepared cards a hub keeps at most (the oldest go first); expired ones go at the next prepare. */
const MAX_SHARE_MESSAGES = 1000

const BUTTON_TEXT = { ru: 'Открыть', en: 'Open' } as const

/**
 * The screen a card's button opens: the category or section shared; for a material, the first
 * screen that shows it to visitors (a category of road type material by Home's order, else a
 * section listing it), else Home.
 */
function startOf(app: AppData, now: Date, target: ShareTarget, id: number): StartScreen {
  if (target !== 'material') return { screen: target, id }
  const visitor = resolver(app, 'visitor', now)
  const category = app.categories
    .filter((c) => c.roadType === 'material' && c.materialIds.includes(id) && visitor.categoryShown(c))
    .sort(byOrder)[0]
  if (category) return { screen: 'category', id: category.id }
  const section = app.sections.filter((s) => s.roadType === 'material' && s.materialIds.includes(id)).sort(byOrder)[0]
  return section ? { screen: 'section', id: section.id } : { screen: 'home' }
}

function imageOf(app: AppData, record: CategoryRecord | SectionRecord | MaterialRecord): string | null {
  const imageId = 'imageId' in record ? record.imageId : null
  const file: FileRecord | undefined = imageId === null ? undefined : app.files.find((f) => f.id === imageId)
  return file?.url ?? null
}

/**
 * POST /share-messages (issue 26): a card for the signed-in visitor to share an item they can read
 * (the visitor reads' own check), while the hub and the item allow sharing and the hub has a bot to
 * make links with. The mock keeps the card as Telegram would keep a prepared inline message, until
 * it expires; the backend calls `savePreparedInlineMessage` instead.
 */
export function create(ctx: ServiceContext, input: In<'shareMessages.create'>): Promise<Out<'shareMessages.create'>> {
  const caller = ctx.caller
  if (!caller) return Promise.reject(unauthenticated())
  return ctx.store.write((data) => {
    const app = appOf(data, ctx.appKey)
    const now = ctx.now()
    const item = readableItem(ctx, app, input.target, input.id)
    if (!app.navigation.sharingEnabled) throw refused('Sharing is off in this hub.', { code: 'sharing_off', params: { scope: 'hub' } })
    if (item.shareable === false) throw refused('Sharing is off for this item.', { code: 'sharing_off', params: { scope: 'item' } })
    const startParam = buildStartParam(ctx.appKey, startOf(app, now, input.target, input.id), {
      referral: referralCode(ctx.appKey, caller.id),
    })
    const url = startLink(app.navigation, startParam)
    if (url === null) throw refused('The hub has no bot username: no link can be made.', { code: 'sharing_not_set_up', params: {} })
    const description = 'description' in item ? item.description : null
    const card: ShareMessageRecord = {
      preparedMessageId: randomToken(12),
      userId: caller.id,
      target: input.target,
      targetId: input.id,
      title: item.title,
      description,
      imageUrl: imageOf(app, item),
      text: description ? `${item.title}\n\n${description}` : item.title,
      button: { text: BUTTON_TEXT[input.language ?? 'ru'], url },
      startParam,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SHARE_MESSAGE_TTL_MS).toISOString(),
    }
    const kept = (app.shareMessages ?? []).filter((message) => Date.parse(message.expiresAt) > now.getTime())
    app.shareMessages = [...kept.slice(-(MAX_SHARE_MESSAGES - 1)), card]
    if (caller.name) rememberSharer(app, caller.id, caller.name)
    return { preparedMessageId: card.preparedMessageId, expiresAt: card.expiresAt }
  })
}

/** A prepared card as the dev toolbar shows it (GET /__dev/share-messages/{id}); undefined when unknown or expired. */
export function findCard(ctx: Pick<ServiceContext, 'store' | 'now'>, appKey: string, id: string): Promise<ShareCard | undefined> {
  return ctx.store.read((data) => {
    const card = findApp(data, appKey)?.shareMessages?.find((message) => message.preparedMessageId === id)
    if (!card || Date.parse(card.expiresAt) <= ctx.now().getTime()) return undefined
    return { ...structuredClone(card), appKey }
  })
}
