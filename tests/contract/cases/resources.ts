import { call, tinyPng, uploadForm, type Target } from '../client'

export type Payload = Record<string, unknown>
export interface Resource {
  path: string
  create: (refs: Refs) => Payload
  update: (refs: Refs) => Payload
  /** A field of the update that must come back as sent. */
  check: [string, unknown]
}
export interface Refs {
  materialId: number
  textId: number
  buttonId: number
  imageId: number
}

const link = { link_type: 'external', external_url: 'https://example.com/page', internal_url: '', popup_id: null }

/** Every adminCrud resource: a valid create and a full-replacement update of it, over records `createRefs` made. */
export const adminResources = (): Record<string, Resource> => ({
  materials: {
    path: '/admin/materials',
    create: () => ({ title: 'Гайд', display_type: 'large', links: [link] }),
    update: () => ({ title: 'Гайд 2', display_type: 'small', is_active: false, links: [] }),
    check: ['title', 'Гайд 2'],
  },
  categories: {
    path: '/admin/categories',
    create: (r) => ({ title: 'Раздел', road_type: 'material', display_type: 'no_bg', material_ids: [r.materialId] }),
    update: (r) => ({
      title: 'Раздел 2',
      road_type: 'material',
      display_type: 'no_bg',
      material_ids: [r.materialId],
      description: 'Описание',
      description_align: 'center',
    }),
    check: ['description_align', 'center'],
  },
  sections: {
    path: '/admin/sections',
    create: (r) => ({ title: 'Секция', road_type: 'material', material_ids: [r.materialId] }),
    update: () => ({ title: 'Секция-ссылка', road_type: 'link', links: [link] }),
    check: ['road_type', 'link'],
  },
  texts: {
    path: '/admin/texts',
    create: () => ({ kind: 'plain', text: 'Привет', alignment_type: 'left' }),
    update: () => ({ kind: 'bullets', items: [{ value: 'Один' }, { value: 'Два' }], alignment_type: 'center' }),
    check: ['kind', 'bullets'],
  },
  buttons: {
    path: '/admin/buttons',
    create: () => ({ text: 'Открыть', links: [link] }),
    update: () => ({ text: 'Закрыть', background: '#ff0000', color: '#00ff00', is_to_main: false }),
    check: ['background', '#ff0000'],
  },
  linkLists: {
    path: '/admin/link-lists',
    create: (r) => ({ title: 'Полезное', type: 'materials', material_ids: [r.materialId] }),
    update: () => ({ title: 'Ссылки', type: 'local', local_links: [{ title: 'Сайт', url: 'https://example.com' }] }),
    check: ['type', 'local'],
  },
  popups: {
    path: '/admin/popups',
    create: (r) => ({ name: 'Попап', title: 'Заголовок', text_ids: [r.textId], button_ids: [r.buttonId] }),
    update: () => ({ name: 'Попап 2', title_align: 'center' }),
    check: ['title_align', 'center'],
  },
  banners: {
    path: '/admin/banners',
    create: (r) => ({ image_id: r.imageId, links: [link] }),
    update: (r) => ({ image_id: r.imageId, is_active: true }),
    check: ['is_active', true],
  },
  themes: {
    path: '/admin/themes',
    create: () => ({ type: 'dark', background_color: '#101010', text_color: '#fafafa' }),
    update: () => ({ type: 'light', background_color: '#2481cc', text_color: '#ffffff' }),
    check: ['type', 'light'],
  },
  admins: {
    path: '/admin/admins',
    create: () => ({ telegram_id: 900000 + Math.floor(Math.random() * 99999), name: 'Новый админ' }),
    update: () => ({ telegram_id: 800000 + Math.floor(Math.random() * 99999), name: 'Переименован', email: 'a@example.com' }),
    check: ['email', 'a@example.com'],
  },
  campaigns: {
    path: '/admin/campaigns',
    create: () => ({ title: 'Пост в канале', target: 'home' }),
    update: () => ({ title: 'Пост в канале (архив)', target: 'home', archived: true }),
    check: ['archived', true],
  },
})

/** The records the table's payloads refer to: a material, a text, a button and an image. */
export async function createRefs(t: Target, admin: string): Promise<Refs> {
  const material = await call(t, 'POST', '/admin/materials', { token: admin, body: { title: 'Опорный материал' } })
  const text = await call(t, 'POST', '/admin/texts', { token: admin, body: { kind: 'plain', text: 'Текст' } })
  const button = await call(t, 'POST', '/admin/buttons', { token: admin, body: { text: 'Кнопка' } })
  const image = await call(t, 'POST', '/files', { token: admin, rawBody: uploadForm(tinyPng, 'banner.png', 'image') })
  return { materialId: material.body.data.id, textId: text.body.data.id, buttonId: button.body.data.id, imageId: image.body.data.id }
}
