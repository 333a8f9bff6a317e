import { act, renderHook, waitFor } from '@testing-library/react'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { DEV_BOT_TOKEN, issueToken } from '@mock-api/auth'
import { trpc, createApiClient } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { serveMockApi } from '../support/mock-api-server'

serveMockApi()

async function providers() {
  const token = await issueToken({ sub: 1, app: 'demo' }, DEV_BOT_TOKEN, new Date())
  const queryClient = createQueryClient()
  const apiClient = createApiClient({ baseUrl: `${window.location.origin}/api`, appKey: 'demo', token: () => token })
  const store = createStore()
  return ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} queryClient={queryClient} apiClient={apiClient}>
      {children}
    </AppProviders>
  )
}

describe('useInvalidate', () => {
  it('a mutation that invalidates by operation refreshes the admin list and the visitor read alike', async () => {
    const wrapper = await providers()
    const { result } = renderHook(
      () => {
        const list = trpc.admin.materials.list.useQuery({})
        const invalidate = useInvalidate((utils) => [utils.admin.materials, utils.sections])
        const update = trpc.admin.materials.update.useMutation({ onSuccess: invalidate })
        return { list, update }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.list.data).toBeDefined())
    const first = result.current.list.data?.data[0]
    if (!first) throw new Error('The demo seed has no material')

    await act(() => result.current.update.mutateAsync({ ...first, title: 'Renamed' }))

    // Fresh for 60 s otherwise: only the invalidation makes the list ask again.
    await waitFor(() => expect(result.current.list.data?.data.find((material) => material.id === first.id)?.title).toBe('Renamed'))
  })
})
