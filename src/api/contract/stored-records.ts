import { z } from 'zod'
import { admin } from './admins'
import { banner } from './banners'
import { category } from './categories'
import { button, linkList, localLink, material, popupView } from './linked-views'
import { section } from './sections'
import { popupText } from './texts'
import { theme } from './themes'

/**
 * Records as a hub stores them: each view's own fields, references as ids (`imageId`,
 * `materialIds`, `popupId` in links...), without what a read resolves from other records (`image`,
 * embedded popups, `subcategoryIds`...). The audit log's snapshots and the export document are made
 * of them.
 */
export const storedRecords = {
  categories: category.omit({ icon: true, image: true, subcategoryIds: true, materials: true, sections: true, subcategories: true }),
  sections: section.omit({ materials: true }),
  materials: material.omit({ image: true, icon: true }),
  texts: popupText,
  popups: popupView.omit({ image: true, texts: true, buttons: true, linkLists: true }),
  buttons: button,
  linkLists: linkList.omit({ materials: true, localLinks: true }).extend({ localLinks: z.array(localLink.omit({ icon: true })) }),
  banners: banner.omit({ image: true }),
  themes: theme,
  admins: admin,
}
