import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useStore } from 'jotai'
import { httpConfigFor } from '@/session/http-config'
import { useAppKey } from '@/session/use-app-key'
import { retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'
import { fetchHubFile, importHubFile } from './hub-file-calls'

const useHttpConfig = () => httpConfigFor(useStore(), useAppKey())

/** The hub file, read when the screen opens: what it holds, and whether this backend exports at all (404: it does not). */
export function useHubFile() {
  const config = useHttpConfig()
  return useQuery({
    queryKey: ['admin.hub.export', 'file'],
    queryFn: () => fetchHubFile(config),
    retry: retryUnlessUnsupported,
    staleTime: 0,
    gcTime: 0,
  })
}

/** POST /admin/import: a dry run plans, an applied import changes every read of the hub (all are refetched). */
export function useHubImport() {
  const config = useHttpConfig()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ text, mode, dryRun }: { text: string; mode: 'replace' | 'merge'; dryRun: boolean }) =>
      importHubFile(config, text, mode, dryRun),
    onSuccess: (plan) => (plan.applied ? queryClient.invalidateQueries() : undefined),
  })
}
