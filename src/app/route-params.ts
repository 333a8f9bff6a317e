import { redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'

/** CONTRACT: ids are positive integers. zod/mini keeps the validators out of the bundle's budget. */
const positiveId = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number))

/** `?redirect=<href>`: where to go once start-up (or the subscription check) is done. */
export const redirectSearch = z.object({ redirect: z.catch(z.optional(z.string()), undefined) })

function redirectToNotFound(appKey: string): never {
  redirect({ to: '/$appKey/not-found', params: { appKey }, replace: true, throw: true })
  // `throw: true` made redirect() throw (TanStack's redirects are Responses, not Errors); this line only informs TypeScript.
  throw new Error('unreachable')
}

/**
 * `params` of a route with an `$id`: a positive integer id, else the not-found screen.
 * The parent's `$appKey` is among the params TanStack passes in.
 */
export const idParams = {
  parse: (params: { id: string }): { id: number } => {
    const id = positiveId.safeParse(params.id)
    if (id.success) return { id: id.data }
    const { appKey } = params as { id: string; appKey?: string }
    return redirectToNotFound(appKey ?? '')
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
