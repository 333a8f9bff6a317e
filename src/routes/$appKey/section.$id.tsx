import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { SectionScreen } from '@/features/hub/section/section-screen'
import { prefetchSection } from '@/features/hub/section/use-section'

export const Route = createFileRoute('/$appKey/section/$id')({
  params: idParams,
  // Not awaited: the screen draws its own skeleton and error states; preloading on intent starts the data too.
  loader: ({ context, params }) => void prefetchSection(context.utils, params.id),
  component: SectionRoute,
})

function SectionRoute() {
  const { id } = Route.useParams()
  return <SectionScreen key={id} sectionId={id} />
}
