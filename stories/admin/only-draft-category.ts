import type { AppData } from '@mock-api/store/store'

/**
 * Adds «Только черновик» to `app`: a root category of road type material that lists only material
 * `materialId`, so deleting that material would leave it empty (the delete is refused). For the
 * materials list's story and ui test alike.
 */
export function addOnlyDraftCategory(app: AppData, materialId: number): void {
  const courses = app.categories.find((c) => c.title === 'Курсы')!
  app.categories.push({
    ...courses,
    id: ++app.lastIds.categories,
    title: 'Только черновик',
    roadType: 'material',
    parentId: null,
    order: 200,
    materialIds: [materialId],
  })
}
