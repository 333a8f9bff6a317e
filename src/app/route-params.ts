import { redirect } from '@tanstack/react-router'

/**
 * CONTRACT: ids are positive integers. Checked by hand rather than with zod: even zod/mini
 * adds about 6 KB gzip (zod 4.6, minified) to the visitor's first load, which has a 130 KB budget.
 */
const POSITIVE_ID = /^[1-9]\d{0,14}$/

interface RedirectSearch {
  /** Where to go once start-up (or the subscription check) is done. */
  redirect?: string
}

/** `validateSearch` for `?redirect=<href>`; anything but a string is dropped. */
export function redirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}

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
    if (POSITIVE_ID.test(params.id)) return { id: Number(params.id) }
    const { appKey } = params as { id: string; appKey?: string }
    return redirectToNotFound(appKey ?? '')
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
