import { trpc } from '@/api/trpc'

/** One section with its active materials in order. */
export function useSection(sectionId: number) {
  return trpc.sections.get.useQuery({ id: sectionId })
}
