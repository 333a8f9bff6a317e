import * as themes from '../services/themes'
import { procedure, router } from '../trpc'
import { crudRouter } from './crud-router'

export const themesRouter = router({
  list: procedure('themes.list').query(({ ctx, input }) => themes.list(ctx, input)),
})

export const adminThemesRouter = crudRouter('themes', themes.adminThemes)
