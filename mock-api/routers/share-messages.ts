import * as shareMessages from '../services/share-messages'
import { procedure, router } from '../trpc'

export const shareMessagesRouter = router({
  create: procedure('shareMessages.create').mutation(({ ctx, input }) => shareMessages.create(ctx, input)),
})
