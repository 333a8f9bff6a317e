import type { AppData, MaterialRecord } from '../store/store'
import { containsText } from './app-data'
import type { In } from './operation-types'
import { resourceService } from './resource'
import { ReferenceCheck } from './references'
import { resolver } from './resolve'

export const adminMaterials = resourceService({
  resource: 'materials',
  view: (app, record) => resolver(app, 'admin').material(record),
  fields: materialFields,
  matches: (m, filter) =>
    (filter.isActive === undefined || m.isActive === filter.isActive)
    && (filter.displayType === undefined || m.displayType === filter.displayType)
    && (filter.iconId === undefined || m.iconId === filter.iconId)
    && containsText(m.title, filter.title),
  /** The material also leaves every category, section and link list that listed it. */
  onRemove: (app, material) => {
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
    title: input.title, description: input.description, isActive: input.isActive, displayType: input.displayType,
    imageId: input.imageId, iconId: input.iconId, links: input.links,
  }
}
