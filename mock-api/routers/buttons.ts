import * as buttons from '../services/buttons'
import { procedure, router } from '../trpc'
import { crudRouter } from './crud-router'

export const buttonsRouter = router({
  list: procedure('buttons.list').query(({ ctx, input }) => buttons.list(ctx, input)),
})

export const adminButtonsRouter = crudRouter('buttons', buttons.adminButtons)
