import { z } from 'zod'
import { operations, type OperationName } from '@/api/contract'
import { admin, adminInput } from '@/api/contract/admins'
import { auditEntry, orderState, relatedChange } from '@/api/contract/audit-log'
import { user } from '@/api/contract/auth'
import { adminBanner, banner, bannerInput } from '@/api/contract/banners'
import { button, buttonInput } from '@/api/contract/buttons'
import { campaign, campaignInput } from '@/api/contract/campaigns'
import { adminCategory, category, categoryInput } from '@/api/contract/categories'
import { file, listMeta, orderedListMeta } from '@/api/contract/common'
import { eventsInput, launchContext, openEvent, shareEvent, visitEvent } from '@/api/contract/events'
import { frontendLog, frontendLogInput } from '@/api/contract/frontend-logs'
import { importCounts } from '@/api/contract/hub-document'
import { linkList, linkListInput } from '@/api/contract/link-lists'
import { linkSet, localLink, material, popupView } from '@/api/contract/linked-views'
import { linkInput } from '@/api/contract/links'
import { materialInput } from '@/api/contract/materials'
import { adminNavigation, navigation, sharingInput } from '@/api/contract/navigations'
import { popupInput } from '@/api/contract/popups'
import { editConflict, goneRef, recordRef, refusal } from '@/api/contract/refusals'
import { scheduleBound } from '@/api/contract/schedule'
import { section, sectionInput } from '@/api/contract/sections'
import { preparedMessage, shareMessageInput } from '@/api/contract/share-messages'
import { gateDay, gateStats, stats, statsDay, statsItem, statsSources } from '@/api/contract/stats'
import { popupText, popupTextInput } from '@/api/contract/texts'
import { theme, themeInput } from '@/api/contract/themes'
import { notification, notifyRequest } from '@/api/contract/notify'
import { joinAnswer, joinRequest, welcomeGate, welcomeGateInput, welcomeGateView } from '@/api/contract/welcome-gate'

/**
 * The names of the contract's schemas in the OpenAPI document (`#/components/schemas/<id>`): a
 * generated client's type names. Kept here, on the server, so the client bundles carry none of it.
 * A request body or an answer whose schema has no name here gets one made of its operation's
 * (`AdminCategoriesOrderBody`), so nothing is left inline without a name.
 */
export const schemaNames = z.registry<{ id: string }>()

const name = (schema: z.ZodType, id: string) => schemaNames.add(schema, { id })

export const pascal = (words: string) => words.replace(/(^|[._-])(\w)/g, (_, _sep: string, c: string) => c.toUpperCase())

/** The visitor views and their admin views, write inputs and lists. */
const entities: [view: z.ZodType, id: string][] = [
  [category, 'Category'],
  [section, 'Section'],
  [material, 'Material'],
  [banner, 'Banner'],
  [button, 'Button'],
  [popupView, 'Popup'],
  [popupText, 'PopupText'],
  [linkList, 'LinkList'],
  [localLink, 'LocalLink'],
  [linkSet, 'LinkSet'],
  [theme, 'Theme'],
  [admin, 'AccessUser'],
  [file, 'File'],
  [navigation, 'Navigation'],
  [adminNavigation, 'AdminNavigation'],
  [user, 'User'],
  [frontendLog, 'FrontendLog'],
  [stats, 'Stats'],
  [statsDay, 'StatsDay'],
  [statsItem, 'StatsItem'],
  [auditEntry, 'AuditEntry'],
  [relatedChange, 'RelatedChange'],
  [orderState, 'OrderState'],
  [listMeta, 'ListMeta'],
  [orderedListMeta, 'OrderedListMeta'],
  [openEvent, 'OpenEvent'],
  [visitEvent, 'VisitEvent'],
  [shareEvent, 'ShareEvent'],
  [launchContext, 'Launch'],
  [statsSources, 'StatsSources'],
  [campaign, 'Campaign'],
  [preparedMessage, 'PreparedMessage'],
  [adminCategory, 'AdminCategory'],
  [adminBanner, 'AdminBanner'],
  [welcomeGate, 'WelcomeGate'],
  [welcomeGateView, 'WelcomeGateView'],
  [joinRequest, 'JoinRequest'],
  [joinAnswer, 'JoinAnswer'],
  [notifyRequest, 'NotifyRequest'],
  [notification, 'Notification'],
  [gateStats, 'GateStats'],
  [gateDay, 'GateDay'],
]
const inputs: [input: z.ZodType, id: string][] = [
  [categoryInput, 'CategoryInput'],
  [sectionInput, 'SectionInput'],
  [materialInput, 'MaterialInput'],
  [bannerInput, 'BannerInput'],
  [buttonInput, 'ButtonInput'],
  [popupInput, 'PopupInput'],
  [popupTextInput, 'PopupTextInput'],
  [linkListInput, 'LinkListInput'],
  [linkInput, 'LinkInput'],
  [themeInput, 'ThemeInput'],
  [adminInput, 'AccessUserInput'],
  [sharingInput, 'SharingInput'],
  [frontendLogInput, 'FrontendLogInput'],
  [eventsInput, 'EventsInput'],
  [campaignInput, 'CampaignInput'],
  [shareMessageInput, 'ShareMessageInput'],
  [welcomeGateInput, 'WelcomeGateInput'],
]
for (const [schema, id] of [...entities, ...inputs]) name(schema, id)

/** The record kinds' names, for what adminCrud made of their views (AdminCategory, AdminCategoryList, CategoryUpdate). */
export type CrudResource = { [K in OperationName]: K extends `admin.${infer R}.create` ? R : never }[OperationName]
export const crudNames: Record<CrudResource, string> = {
  categories: 'Category',
  sections: 'Section',
  materials: 'Material',
  banners: 'Banner',
  buttons: 'Button',
  popups: 'Popup',
  texts: 'PopupText',
  linkLists: 'LinkList',
  themes: 'Theme',
  admins: 'AccessUser',
  campaigns: 'Campaign',
}
const table = operations as Record<string, { input: z.ZodType; output: z.ZodType }>
for (const [resource, entity] of Object.entries(crudNames)) {
  const op = (verb: string) => table[`admin.${resource}.${verb}`] as { input: z.ZodType; output: z.ZodType }
  name(op('get').output, `Admin${entity}`)
  name(op('list').output, `Admin${entity}List`)
}

/** Each refusal's body by its code (EditConflict, PopupInUse...): its code and params, and the English message. */
export const refusalBodies = refusal.options.map((option) => {
  // `errors`: where older clients read a field's message (an upload's refusals keep errors.file).
  const body = option.extend({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  name(body, pascal(option.shape.code.value))
  return body
})
name(recordRef, 'RecordRef')
name(scheduleBound, 'ScheduleBound')
name(importCounts, 'ImportCounts')
name(goneRef, 'GoneRef')
name(editConflict.shape.params.shape.changedBy.unwrap(), 'UserStamp')

// The audit log's stored records, by resource (CategoryRecord...): each is in several entries' before and after.
for (const change of relatedChange.options) {
  const state = change.shape.before.unwrap() as z.ZodType
  const record = state instanceof z.ZodUnion ? (state.options[0] as z.ZodType) : state
  const resource = change.shape.resource.value
  const entity =
    { navigation: 'Sharing', files: 'File', stats: 'StatsReset', welcomeGate: 'WelcomeGate' }[resource as string] ??
    crudNames[resource as CrudResource]
  name(record, `${entity}Record`)
}

/** A name for an operation's unnamed request body or answer: `admin.categories.order` -> AdminCategoriesOrderBody. */
export const derivedName = (operation: string, role: 'Body' | 'Answer') => `${pascal(operation)}${role}`

/** The name a schema has here, if any. */
export const nameOf = (schema: z.ZodType): string | undefined => schemaNames.get(schema)?.id
