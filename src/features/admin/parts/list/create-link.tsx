import type { LinkProps } from '@tanstack/react-router'
import { PlusIcon } from '@/features/admin/parts/controls/icons'
import { ButtonLink } from '@/features/admin/parts/shell/button-link'
import { useListT } from './list-messages'

/** A list's one create action, at the top of the screen and in its empty state: "+ Add" on every list. */
export function CreateLink(props: LinkProps) {
  const t = useListT()
  return (
    <ButtonLink {...props}>
      <PlusIcon />
      {t('list.create')}
    </ButtonLink>
  )
}
