import type { LaunchContext } from '@/api/contract/events'
import { referralUserId } from '@/api/contract/plain/referral-code'
import { parseStartParam } from '@/api/contract/plain/start-param'
import type { AppData } from '../store/store'
import { campaignByCode } from './campaigns'
import { itemKey, openTargetTitle } from './open-targets'

/** Where a visit came from, as the counters keep it (issue 26). */
export interface VisitSource {
  /** The campaign its start parameter names, when it is one of this hub's. */
  campaignId: number | null
  /** The visitor who shared the link (a valid code of this hub, not the visitor themselves). */
  sharerId: number | null
  /** The item the link opens (`category:3`), when the hub has it. */
  arrival: string | null
  /** A part of the start parameter the server could not place. */
  unknown: boolean
  chatType: string
  chatInstance: string | null
  platform: string
  language: string
}

/** Telegram's chat types (WebAppInitData.chat_type); `none`: not opened from a chat; `other`: one Telegram adds later. */
const CHAT_TYPES = new Set(['sender', 'private', 'group', 'supergroup', 'channel'])
/** Telegram's platform names as mini apps receive them. */
const PLATFORMS = new Set(['android', 'android_x', 'ios', 'macos', 'tdesktop', 'weba', 'webk', 'web', 'unigram', 'unknown'])
/** An IETF language tag as Telegram gives it (`ru`, `en`, `pt-br`), read in lower case. */
const LANGUAGE = /^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,2}$/
/** Telegram's chat_instance: a (signed) decimal number; anything else is not told apart. */
const CHAT_INSTANCE = /^-?[0-9]{1,24}$/

const filled = (value: string | null | undefined): string | null => (value ? value.trim() || null : null)

function named(value: string | null | undefined, known: (text: string) => boolean, absent: string): string {
  const text = filled(value)?.toLowerCase() ?? null
  if (text === null) return absent
  return known(text) ? text : 'other'
}

/**
 * The source of a launch in hub `appKey`: its start parameter's parts placed (a campaign of this hub,
 * a sharer's code made for this hub, an item it has), the rest normalised to bounded values. A start
 * parameter that names no hub, another hub, or has a part that cannot be placed, is `unknown`: the
 * parts that could be placed still count.
 */
export function visitSource(app: AppData, appKey: string, launch: LaunchContext, visitorId: number | null): VisitSource {
  const param = filled(launch.startParam)
  const target = param === null ? null : parseStartParam(param)
  let unknown = param !== null && (target === null || target.appKey !== appKey || target.unknown.length > 0)
  let campaignId: number | null = null
  let sharerId: number | null = null
  let arrival: string | null = null
  if (target && target.appKey === appKey) {
    if (target.campaign !== null) {
      campaignId = campaignByCode(app, target.campaign)?.id ?? null
      if (campaignId === null) unknown = true
    }
    if (target.referral !== null) {
      const sharer = referralUserId(appKey, target.referral)
      if (sharer === null) unknown = true
      else if (sharer !== visitorId) sharerId = sharer
    }
    const { start } = target
    if (start.screen !== 'home' && openTargetTitle(app, start.screen, start.id) !== undefined) arrival = itemKey(start.screen, start.id)
  }
  const chatType = named(launch.chatType, (text) => CHAT_TYPES.has(text), 'none')
  // A chat is told apart only for a launch from a chat.
  const chatInstance = chatType === 'none' ? null : filled(launch.chatInstance)
  return {
    campaignId,
    sharerId,
    arrival,
    unknown,
    chatType,
    chatInstance: chatInstance !== null && CHAT_INSTANCE.test(chatInstance) ? chatInstance : null,
    platform: named(launch.platform, (text) => PLATFORMS.has(text), 'unknown'),
    language: named(launch.language, (text) => LANGUAGE.test(text), 'unknown'),
  }
}
