import * as sections from '../services/sections'
import { procedure, router } from '../trpc'
import { crudRouter } from './crud-router'

export const sectionsRouter = router({
  list: procedure('sections.list').query(({ ctx, input }) => sections.list(ctx, input)),
  get: procedure('sections.get').query(({ ctx, input }) => sections.get(ctx, input)),
})

export const adminSectionsRouter = crudRouter('sections', sections.adminSections)
