import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/hub/home/home-screen'

export const Route = createFileRoute('/$appKey/')({
  codeSplitGroupings: [],
  component: HomeScreen,
})
