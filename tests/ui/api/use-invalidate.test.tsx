import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { trpc } from '@/api/trpc'
import { useInvalidate } from '@/api/use-invalidate'
import { AppProviders } from '@/app/providers'
import { createSession } from '@stories/support/render-harness'
import { serveMockApi } from '../support/mock-api-server'

serveMockApi()

async function providers() {
  const { store, queryClient, apiClient } = await createSession({ signedInAs: 1 })
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
