import { describe, expect, it } from 'vitest'
import { emptyData } from '@mock-api/store/seed'
import { externalLink, fileOf, PNG, popupLink, problemOf, setup } from './support'

async function web() {
  const context = setup(emptyData('demo'))
  const { admin } = context
  const image = await admin.files.upload({ file: fileOf(PNG, 'bg.png'), type: 'image' })
  const icon = await admin.files.upload({ file: fileOf(PNG, 'i.png'), type: 'icon' })
  const m1 = await admin.admin.materials.create({ title: 'M1', imageId: image.id, iconId: icon.id })
  const m2 = await admin.admin.materials.create({ title: 'M2' })
  const text = await admin.admin.texts.create({ text: 'T' })
  const button = await admin.admin.buttons.create({ text: 'B' })
  const list = await admin.admin.linkLists.create({ title: 'L', materialIds: [m1.id, m2.id] })
  const local = await admin.admin.linkLists.create({
    title: 'Local',
    type: 'local',
    localLinks: [{ title: 'x', url: 'https://a.example', iconId: icon.id }],
  })
  const popup = await admin.admin.popups.create({
    name: 'P',
    imageId: image.id,
    textIds: [text.id],
    buttonIds: [button.id],
    linkListIds: [list.id, local.id],
  })
  const section = await admin.admin.sections.create({ title: 'S', materialIds: [m1.id, m2.id], links: [popupLink(popup.id)] })
  const category = await admin.admin.categories.create({
    title: 'C',
    roadType: 'material',
    displayType: 'small_bg',
    imageId: image.id,
    iconId: icon.id,
    materialIds: [m1.id, m2.id],
    sectionIds: [section.id],
    links: [popupLink(popup.id), externalLink('https://a.example')],
  })
  const banner = await admin.admin.banners.create({ imageId: image.id, links: [popupLink(popup.id)] })
  const linked = await admin.admin.buttons.create({ text: 'To popup', links: [popupLink(popup.id)] })
  return { ...context, image, icon, m1, m2, text, button, list, local, popup, section, category, banner, linked }
}

describe('deleting a record removes references to it', () => {
  it('a material leaves categories, sections and link lists', async () => {
    const { admin, m1, m2, list, section, category } = await web()
    await admin.admin.materials.delete({ id: m1.id })
    expect((await admin.admin.categories.get({ id: category.id })).materialIds).toEqual([m2.id])
    expect((await admin.admin.sections.get({ id: section.id })).materialIds).toEqual([m2.id])
    expect((await admin.admin.linkLists.get({ id: list.id })).materialIds).toEqual([m2.id])
  })

  it('a section leaves categories', async () => {
    const { admin, section, category } = await web()
    await admin.admin.sections.delete({ id: section.id })
    expect((await admin.admin.categories.get({ id: category.id })).sectionIds).toEqual([])
  })

  it('texts, buttons and link lists leave popups', async () => {
    const { admin, text, button, list, local, popup } = await web()
    await admin.admin.texts.delete({ id: text.id })
    await admin.admin.buttons.delete({ id: button.id })
    await admin.admin.linkLists.delete({ id: list.id })
    const after = await admin.admin.popups.get({ id: popup.id })
    expect([after.textIds, after.buttonIds, after.linkListIds]).toEqual([[], [], [local.id]])
  })

  it('a popup that links still open is not deleted (409 naming them), and every link keeps it', async () => {
    const { admin, popup, section, category, banner, linked } = await web()
    const problem = await problemOf(admin.admin.popups.delete({ id: popup.id }))
    expect(problem.status).toBe(409)
    expect(problem.message).toContain('«C»')
    expect((await admin.admin.categories.get({ id: category.id })).links[0]?.popupId).toBe(popup.id)
    expect((await admin.admin.sections.get({ id: section.id })).links[0]?.popupId).toBe(popup.id)
    expect((await admin.admin.banners.get({ id: banner.id })).links[0]?.popupId).toBe(popup.id)
    expect((await admin.admin.buttons.get({ id: linked.id })).links[0]?.popupId).toBe(popup.id)
    expect(await admin.admin.popups.get({ id: popup.id })).toMatchObject({ id: popup.id })
  })

  it('a file loses every imageId and iconId pointing at it; its bytes stay while the history can bring it back', async () => {
    const { admin, visitor, files, image, icon, m1, local, popup, category, banner } = await web()
    const key = image.url.replace('/api/uploads/', '')
    expect(await files.get(key)).not.toBeNull()
    await admin.admin.files.delete({ id: image.id })
    await admin.admin.files.delete({ id: icon.id })
    expect(await files.get(key)).not.toBeNull()
    expect(await admin.admin.materials.get({ id: m1.id })).toMatchObject({ imageId: null, image: null, iconId: null, icon: null })
    expect(await admin.admin.categories.get({ id: category.id })).toMatchObject({ imageId: null, iconId: null })
    expect(await admin.admin.popups.get({ id: popup.id })).toMatchObject({ imageId: null })
    expect(await admin.admin.banners.get({ id: banner.id })).toMatchObject({ imageId: null })
    expect((await admin.admin.linkLists.get({ id: local.id })).localLinks[0]?.iconId).toBeNull()
    expect((await visitor.banners.list({})).data).toEqual([])
    expect((await admin.admin.files.list({})).data).toEqual([])
  })
})
