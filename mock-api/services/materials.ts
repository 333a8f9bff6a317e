import { scheduleStateAt } from '@/api/contract/plain/schedule-state'
import type { AppData, MaterialRecord } from '../store/store'
import { refused } from '../errors'
import { containsText } from './app-data'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'
import { scheduleFields, shareableField } from './schedule'
import { namedIn } from './usage'
import { recordRefOf } from './record-ref'

export const adminMaterials = resourceService({
  resource: 'materials',
  view: (app, record) => resolver(app, 'admin').material(record),
  fields: (app, input, current) => ({ ...materialFields(app, input), ...shareableField(input, current) }),
  matches: (m, filter, now) =>
    (filter.isActive === undefined || m.isActive === filter.isActive) &&
    (filter.schedule === undefined || scheduleStateAt(m, now) === filter.schedule) &&
    (filter.displayType === undefined || m.displayType === filter.displayType) &&
    (filter.iconId === undefined || m.iconId === filter.iconId) &&
    containsText(m.title, filter.title),
  /**
   * The material also leaves every category, section and link list that listed it; refused (409
   * naming them) when one of them would be left without materials, which SPEC 5 forbids for a
   * category or section of road type material and a materials link list.
   */
  onRemove: (app, material) => {
    const onlyThis = (ids: readonly number[]) => ids.length > 0 && ids.every((id) => id === material.id)
    const emptied = [
      ...app.categories.filter((c) => c.roadType === 'material' && onlyThis(c.materialIds)).map((c) => recordRefOf(app, 'categories', c)),
      ...app.sections.filter((s) => s.roadType === 'material' && onlyThis(s.materialIds)).map((s) => recordRefOf(app, 'sections', s)),
      ...app.linkLists.filter((l) => l.type === 'materials' && onlyThis(l.materialIds)).map((l) => recordRefOf(app, 'linkLists', l)),
    ]
    if (emptied.length > 0) {
      throw refused(namedIn(`Deleting «${material.title}» would leave without materials`, emptied), {
        code: 'material_would_leave_empty',
        params: { material: recordRefOf(app, 'materials', material), emptied },
      })
    }
    const without = (ids: number[]) => ids.filter((id) => id !== material.id)
    for (const category of app.categories) category.materialIds = without(category.materialIds)
    for (const section of app.sections) section.materialIds = without(section.materialIds)
    for (const linkList of app.linkLists) linkList.materialIds = without(linkList.materialIds)
  },
})

function materialFields(app: AppData, input: In<'admin.materials.create'>): Omit<MaterialRecord, 'id'> {
  const check = new ReferenceCheck(app)
  check.file(input.imageId, 'image', 'imageId')
  check.file(input.iconId, 'icon', 'iconId')
  check.links(input.links)
  check.throwIfAny()
  return {
    title: input.title,
    description: input.description,
    isActive: input.isActive,
    displayType: input.displayType,
    imageId: input.imageId,
    iconId: input.iconId,
    links: input.links,
    ...scheduleFields(input),
  }
}
