import './messages'
import { adminsOps } from './admins'
import { auditLogOps } from './audit-log'
import { authOps } from './auth'
import { bannersOps } from './banners'
import { buttonsOps } from './buttons'
import { campaignsOps } from './campaigns'
import { categoriesOps } from './categories'
import { eventsOps } from './events'
import { filesOps } from './files'
import { frontendLogsOps } from './frontend-logs'
import { hubDocumentOps } from './hub-document'
import { linkListsOps } from './link-lists'
import { materialsOps } from './materials'
import { navigationsOps } from './navigations'
import { notifyOps } from './notify'
import { popupsOps } from './popups'
import { sectionsOps } from './sections'
import { shareMessagesOps } from './share-messages'
import { statsOps } from './stats'
import { textsOps } from './texts'
import { themesOps } from './themes'
import { welcomeGateOps } from './welcome-gate'

/**
 * Every call the SPA may make, keyed by its tRPC path. The tRPC router, the REST adapter,
 * the MSW handlers, the OpenAPI document and the SPA's client are all built from this table.
 */
export const operations = {
  ...authOps,
  ...navigationsOps,
  ...themesOps,
  ...categoriesOps,
  ...sectionsOps,
  ...buttonsOps,
  ...bannersOps,
  ...materialsOps,
  ...textsOps,
  ...popupsOps,
  ...linkListsOps,
  ...adminsOps,
  ...filesOps,
  ...frontendLogsOps,
  ...eventsOps,
  ...statsOps,
  ...auditLogOps,
  ...campaignsOps,
  ...shareMessagesOps,
  ...welcomeGateOps,
  ...notifyOps,
  ...hubDocumentOps,
}

export type Operations = typeof operations
export type OperationName = keyof Operations
