import { router } from '../trpc'
import { adminAdminsRouter } from './admins'
import { adminAuditLogRouter } from './audit-log'
import { authProcedure } from './auth'
import { adminBannersRouter, bannersRouter } from './banners'
import { adminButtonsRouter, buttonsRouter } from './buttons'
import { adminCategoriesRouter, categoriesRouter } from './categories'
import { eventsRouter } from './events'
import { adminFilesRouter, filesRouter } from './files'
import { frontendLogsRouter } from './frontend-logs'
import { adminHubRouter } from './hub-document'
import { adminLinkListsRouter } from './link-lists'
import { adminMaterialsRouter } from './materials'
import { adminNavigationRouter, navigationsRouter } from './navigations'
import { adminPopupsRouter } from './popups'
import { adminSectionsRouter, sectionsRouter } from './sections'
import { adminStatsRouter } from './stats'
import { adminTextsRouter } from './texts'
import { adminThemesRouter, themesRouter } from './themes'

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
    hub: adminHubRouter,
  }),
})

export type AppRouter = typeof appRouter
