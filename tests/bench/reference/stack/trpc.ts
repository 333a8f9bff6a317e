import { createTRPCReact } from '@trpc/react-query'
import { atom } from 'jotai'
import type { AppRouter } from '@mock-api/routers'

/** The client stack's pieces, as an app on it would hold them. */
export const trpc = createTRPCReact<AppRouter>()

export const appKeyAtom = atom(location.pathname.split('/')[1] || 'demo')

export const rootInput = { filter: { root: true } } as const
