import { beforeAll, expect } from 'vitest'
import { call, signIn, tinyPng, uploadForm, type Target } from '../client'
import { createRefs, type Payload, type Refs } from './resources'

export interface AdminSession {
  /** Admin 1 of demo's token, set before the cases run. */
  readonly token: string
  /** The records admin resources refer to, created once before the cases run (with `withRefs`). */
  readonly refs: Refs
  /** POSTs `body` as the admin and expects 201: the created record. */
  created: (path: string, body: Payload) => Promise<Payload & { id: number }>
  /** Uploads a tiny PNG as an image: its file id. */
  image: () => Promise<number>
  /** Where record `id` stands in the admin list at `path` (1-based), as the admin sees it: how banners are named. */
  positionIn: (path: string, id: number) => Promise<number>
  /** Signs in again (after a server restart). */
  renew: () => Promise<void>
}

/** Signs in as admin 1 of demo before the cases run (and creates the shared references when asked): how admin cases start. */
export function adminSession(target: () => Target, options: { withRefs?: boolean } = {}): AdminSession {
  let token = ''
  let refs: Refs | undefined
  const renew = async () => {
    token = await signIn(target(), 1)
  }
  beforeAll(async () => {
    await renew()
    if (options.withRefs) refs = await createRefs(target(), token)
  })
  return {
    get token() {
      return token
    },
    get refs() {
      if (!refs) throw new Error('adminSession(target, { withRefs: true }) creates the references')
      return refs
    },
    created: async (path, body) => {
      const answer = await call(target(), 'POST', path, { token, body })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body.data as Payload & { id: number }
    },
    image: async () => {
      const answer = await call(target(), 'POST', '/files', { token, rawBody: uploadForm(tinyPng, 'image.png', 'image') })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body.data.id as number
    },
    positionIn: async (path, id) => {
      const answer = await call<{ data: { id: number }[] }>(target(), 'GET', `${path}?pagination[limit]=1000`, { token })
      return answer.body.data.findIndex((record) => record.id === id) + 1
    },
    renew,
  }
}
