import { router } from '../trpc'
import { adminAdminsRouter } from './admins'
import { adminAuditLogRouter } from './audit-log'
import { authProcedure } from './auth'
import { adminBannersRouter, bannersRouter } from './banners'
import { adminButtonsRouter, buttonsRouter } from './buttons'
import { adminCampaignsRouter } from './campaigns'
import { adminCategoriesRouter, categoriesRouter } from './categories'
import { eventsRouter } from './events'
import { adminFilesRouter, filesRouter } from './files'
import { frontendLogsRouter } from './frontend-logs'
import { adminHubRouter } from './hub-document'
import { adminLinkListsRouter } from './link-lists'
import { adminMaterialsRouter } from './materials'
import { adminNavigationRouter, navigationsRouter } from './navigations'
import { adminNotificationsRouter, notifyRequestsRouter } from './notify'
import { adminPopupsRouter } from './popups'
import { adminSectionsRouter, sectionsRouter } from './sections'
import { shareMessagesRouter } from './share-messages'
import { adminStatsRouter } from './stats'
import { adminTextsRouter } from './texts'
import { adminThemesRouter, themesRouter } from './themes'
import { adminWelcomeGateRouter, joinRequestsRouter } from './welcome-gate'

/** Nested exactly as the operation names: every key of `operations` is one procedure path here. */
export const appRouter = router({
  auth: authProcedure,
  navigations: navigationsRouter,
  themes: themesRouter,
  categories: categoriesRouter,
  sections: sectionsRouter,
  buttons: buttonsRouter,
  banners: bannersRouter,
  files: filesRouter,
  frontendLogs: frontendLogsRouter,
  events: eventsRouter,
  shareMessages: shareMessagesRouter,
  joinRequests: joinRequestsRouter,
  notifyRequests: notifyRequestsRouter,
  admin: router({
    themes: adminThemesRouter,
    categories: adminCategoriesRouter,
    sections: adminSectionsRouter,
    buttons: adminButtonsRouter,
    banners: adminBannersRouter,
    materials: adminMaterialsRouter,
    texts: adminTextsRouter,
    popups: adminPopupsRouter,
    linkLists: adminLinkListsRouter,
    admins: adminAdminsRouter,
    files: adminFilesRouter,
    stats: adminStatsRouter,
    navigation: adminNavigationRouter,
    auditLog: adminAuditLogRouter,
    campaigns: adminCampaignsRouter,
    welcomeGate: adminWelcomeGateRouter,
    notifications: adminNotificationsRouter,
    hub: adminHubRouter,
  }),
})

export type AppRouter = typeof appRouter
