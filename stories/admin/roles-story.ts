import type { AdminRoleName } from '@/api/contract/plain/admin-roles'
import { snakeKeys } from '@/api/wire'
import { checksumOf } from '@mock-api/services/hub-document/checksum'
import { documentOf } from '@mock-api/services/hub-document/export'
import { seedData, seedWith } from '@mock-api/store/seed'
import type { Data } from '@mock-api/store/store'
import { mockApi } from '../support/mock-api'

/** The seed with the demo admin (user 1) in `role` on the server (the session's role is `parameters.role`). */
export const seedAsRole = (role: AdminRoleName, edit: (data: Data) => void = () => undefined) =>
  seedWith((seed) => {
    seed.apps.demo!.admins[0]!.role = role
    edit(seed)
  })

/** A story's parameters signed in as the demo admin in `role`, as the server and `POST /auth` both say (issue 28). */
export const asRole = (role: AdminRoleName) => ({ role, msw: mockApi(seedAsRole(role)) })

/** A hub file as GET /admin/export writes it (keys as on the wire, its checksum), of the seed's `appKey` hub. */
export async function hubFileOf(appKey: 'demo' | 'club', change: (document: Record<string, unknown>) => void = () => undefined) {
  const app = seedData().apps[appKey]!
  const document = documentOf(appKey, app, () => null, new Date('2026-11-01T10:00:00.000Z'))
  const wire = snakeKeys({ ...document, checksum: await checksumOf(document) }) as Record<string, unknown>
  change(wire)
  return new File([JSON.stringify(wire, null, 2)], `hub-${appKey}-2026-11-01.json`, { type: 'application/json' })
}
