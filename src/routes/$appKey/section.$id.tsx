import { createFileRoute } from '@tanstack/react-router'
import { idParams } from '@/app/route-params'
import { SectionScreen } from '@/features/hub/section/section-screen'

export const Route = createFileRoute('/$appKey/section/$id')({
  params: idParams,
  component: SectionRoute,
})

function SectionRoute() {
  const { id } = Route.useParams()
  return <SectionScreen key={id} sectionId={id} />
}
