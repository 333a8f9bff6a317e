import { describe, expect, it } from 'vitest'
import { emptyData } from '@mock-api/store/seed'
import { externalLink, invalidFields, setup } from './support'

/** SPEC 5, enforced by the operations' input schemas before any service runs. */
describe('input validation', () => {
  const { admin } = setup(emptyData('demo'))

  it('popup name is required and trimmed', async () => {
    expect(await invalidFields(admin.admin.popups.create({ name: '   ' }))).toEqual({ name: ['Required'] })
    expect((await admin.admin.popups.create({ name: '  Приветствие  ' })).name).toBe('Приветствие')
  })

  it('button text is required; colours are # and 6 hex digits', async () => {
    expect(await invalidFields(admin.admin.buttons.create({ text: '' }))).toEqual({ text: ['Required'] })
    const fields = await invalidFields(admin.admin.buttons.create({ text: 'Ок', background: '#fff', color: 'red' }))
    expect(Object.keys(fields).sort()).toEqual(['background', 'color'])
    expect(fields.background).toEqual(['Colour must be 7 characters: # and 6 hex digits'])
    const saved = await admin.admin.buttons.create({ text: 'Ок' })
    expect([saved.background, saved.color, saved.isActive, saved.isToMain]).toEqual(['#000000', '#ffffff', true, false])
  })

  it('link urls must be valid http, https or tg urls; empty ones become null', async () => {
    const bad = await invalidFields(admin.admin.materials.create({ title: 'M', links: [externalLink('not a url')] }))
    expect(bad).toEqual({ 'links.0.externalUrl': ['Invalid url'] })
    const unsafe = await invalidFields(admin.admin.materials.create({ title: 'M', links: [externalLink('javascript:alert(1)')] }))
    expect(unsafe).toEqual({ 'links.0.externalUrl': ['Only http, https and tg links are allowed'] })
    const popupless = await invalidFields(admin.admin.materials.create({ title: 'M', links: [{ linkType: 'popup' }] }))
    expect(popupless).toEqual({ 'links.0.popupId': ['Required'] })
    const saved = await admin.admin.materials.create({ title: 'M', links: [{ externalUrl: '', internalUrl: '' }] })
    expect(saved.links).toEqual([{ linkType: 'external', internalUrl: null, externalUrl: null, popupId: null }])
  })

  it('link lists need a title and, by type, materials or local links', async () => {
    expect(await invalidFields(admin.admin.linkLists.create({ title: ' ', materialIds: [1] }))).toEqual({ title: ['Required'] })
    expect(await invalidFields(admin.admin.linkLists.create({ title: 'L', type: 'materials' }))).toEqual({
      materialIds: ['Materials list is required'],
    })
    expect(await invalidFields(admin.admin.linkLists.create({ title: 'L', type: 'local' }))).toEqual({
      localLinks: ['Local links list is required'],
    })
  })

  it('material title is required', async () => {
    expect(await invalidFields(admin.admin.materials.create({ title: '' }))).toEqual({ title: ['Required'] })
  })

  it('category title is required; an image unless no_bg; sections or materials by road type', async () => {
    expect(
      await invalidFields(admin.admin.categories.create({ title: '', roadType: 'link', links: [externalLink('https://a.example')] })),
    ).toEqual({ title: ['Required'] })
    expect(
      await invalidFields(admin.admin.categories.create({ title: 'C', displayType: 'small_bg', roadType: 'material', materialIds: [1] })),
    ).toEqual({ imageId: ['Required'] })
    expect(await invalidFields(admin.admin.categories.create({ title: 'C', roadType: 'section' }))).toEqual({
      sectionIds: ['Sections list is required'],
    })
    expect(await invalidFields(admin.admin.categories.create({ title: 'C', roadType: 'material' }))).toEqual({
      materialIds: ['Materials list is required'],
    })
  })

  it('section title is required; a material section needs materials', async () => {
    expect(await invalidFields(admin.admin.sections.create({ title: '', roadType: 'link' }))).toEqual({ title: ['Required'] })
    expect(await invalidFields(admin.admin.sections.create({ title: 'S', roadType: 'material' }))).toEqual({
      materialIds: ['Materials list is required'],
    })
  })

  it('admin emails must be emails', async () => {
    expect(await invalidFields(admin.admin.admins.create({ telegramId: 5, name: 'A', email: 'nope' }))).toEqual({
      email: ['Invalid email'],
    })
  })
})
