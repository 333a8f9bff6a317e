import type { Banner } from '@/api/contract/banners'

/**
 * A banner's own name as the admin set it (beyond SPEC 7, `bannerNames`), or null: none set, or a
 * backend whose views leave it out. Admin views carry it; the visitor's type does not.
 */
export const nameOf = (banner: Banner): string | null => {
  const name = (banner as Banner & { name?: string | null }).name
  return typeof name === 'string' && name.trim() ? name : null
}

/** Words for one banner: its name when it has one, else its place (`Баннер 2`), with the row's labels. */
export function bannerWords(banner: Banner, n: number, t: (key: BannerWordKey, params: Record<string, string | number>) => string) {
  const name = nameOf(banner)
  return {
    title: name ?? t('item', { n }),
    active: name ? t('activeNamed', { name }) : t('active', { n }),
    edit: name ? t('editNamed', { name }) : t('editItem', { n }),
    delete: name ? t('deleteNamed', { name }) : t('deleteItem', { n }),
    deleteTitle: name ? t('deleteTitleNamed', { name }) : t('deleteTitle', { n }),
  }
}

type BannerWordKey =
  'item' | 'active' | 'activeNamed' | 'editItem' | 'editNamed' | 'deleteItem' | 'deleteNamed' | 'deleteTitle' | 'deleteTitleNamed'
