import { useState } from 'react'
import type { Campaign } from '@/api/contract/campaigns'
import { trpc } from '@/api/trpc'
import { useErrorText } from '@/i18n/error-messages'
import buttons from '@/ui/button.module.css'
import { Skeleton } from '@/ui/skeleton'
import { EmptyState } from '@/ui/states/empty-state'
import { ConfirmDialog } from '@/features/admin/parts/confirm/confirm-dialog'
import { AdminPage } from '@/features/admin/parts/shell/admin-page'
import { useNotify } from '@/features/admin/parts/shell/notices'
import { Switch, SwitchRow } from '@/features/admin/parts/field-frame/switch-field'
import { useCanEdit } from '@/features/admin/parts/roles/use-admin-role'
import { QueryState } from '@/features/admin/parts/shell/query-state'
import { ShareLink } from '@/features/admin/parts/sharing/share-panel'
import { useCapability, retryUnlessUnsupported } from '@/features/admin/parts/capability/capabilities'
import { defaultStatsRange, statsInput } from '@/features/admin/parts/stats/stats-input'
import { CampaignForm } from './campaign-form'
import { useCampaignsT } from './campaigns-messages'
import { HubSwitches } from './hub-switches'
import styles from './campaigns.module.css'

type Counts = { visits: number; visitors: number; opens: number }

/**
 * Issue 26: the owner's campaign links (`/admin/campaigns`), beside the hub's sharing switches: each
 * with where it leads, its visits, visitors and opens over the last 30 days (from the statistics'
 * sources), its link to copy and its QR; created and edited in a form with the target picked by
 * name; archived (off the current list, still counting) or deleted (asked first). A backend without
 * campaigns (404): a statement, not an error; without statistics the counts are left out.
 */
export function CampaignsScreen() {
  const t = useCampaignsT()
  const [archived, setArchived] = useState(false)
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null)
  const list = trpc.admin.campaigns.list.useQuery(
    { filter: archived ? {} : { archived: false }, pagination: { offset: 0, limit: 1000 } },
    // The list stays while the archived ones are fetched (the switch and an open form with it).
    { retry: retryUnlessUnsupported, placeholderData: (previous) => previous },
  )
  const stats = trpc.admin.stats.get.useQuery(statsInput(defaultStatsRange()), { retry: retryUnlessUnsupported })
  const counts = new Map<number, Counts>((stats.data?.sources?.campaigns ?? []).map((row) => [row.id, row]))
  const unsupported = useCapability('campaigns') === 'unsupported'
  const canEdit = useCanEdit()
  const pending = (
    <div role="status" aria-label={t('loading')} className={styles.list}>
      <Skeleton height={88} radius="var(--radius-m)" />
      <Skeleton height={88} radius="var(--radius-m)" />
    </div>
  )
  return (
    <AdminPage
      title={t('title')}
      backTo="/$appKey/admin"
      busy={list.isFetching}
      actions={
        !unsupported && canEdit && editing === null ? (
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setEditing('new')}>
            {t('add')}
          </button>
        ) : undefined
      }
    >
      <HubSwitches />
      <QueryState query={list} pending={pending} errorTitle={t('loadFailed')} capability="campaigns">
        {({ data }) => (
          <>
            <p className={styles.hint}>{t('intro')}</p>
            {editing !== null && (
              <CampaignForm
                key={editing === 'new' ? 'new' : editing.id}
                campaign={editing === 'new' ? undefined : editing}
                onDone={() => setEditing(null)}
              />
            )}
            <SwitchRow id="campaigns-archived" label={t('showArchived')}>
              <Switch id="campaigns-archived" checked={archived} onChange={setArchived} />
            </SwitchRow>
            {data.length === 0 ? (
              <EmptyState title={t('empty')} message={t('emptyText')} />
            ) : (
              <ul className={styles.list} aria-label={t('title')}>
                {data.map((campaign) => (
                  <CampaignRow
                    key={campaign.id}
                    campaign={campaign}
                    counts={stats.data?.sources ? (counts.get(campaign.id) ?? ZERO) : null}
                    onEdit={canEdit ? () => setEditing(campaign) : undefined}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}

const ZERO: Counts = { visits: 0, visitors: 0, opens: 0 }

/** A campaign: where it leads, its counts, its link and QR; `onEdit` only for a role that may change it (issue 28). */
function CampaignRow({ campaign, counts, onEdit }: { campaign: Campaign; counts: Counts | null; onEdit: (() => void) | undefined }) {
  const t = useCampaignsT()
  const notify = useNotify()
  const errorText = useErrorText()
  const utils = trpc.useUtils()
  const [open, setOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  const settled = () => void utils.admin.campaigns.invalidate()
  const failed = (error: unknown) => notify('error', t('saveFailed', { reason: errorText(error) }))
  const update = trpc.admin.campaigns.update.useMutation({ onSettled: settled, onError: failed })
  const remove = trpc.admin.campaigns.delete.useMutation({
    onSettled: settled,
    onError: failed,
    onSuccess: () => notify('success', t('deleted')),
  })
  const where =
    campaign.target === 'home' ? t('target.home') : `${t(`target.${campaign.target}`)}: ${campaign.targetTitle ?? t('targetMissing')}`
  const linkId = `campaign-${String(campaign.id)}-link`
  return (
    <li className={styles.row} aria-labelledby={`campaign-${String(campaign.id)}-title`}>
      <div className={styles.rowHead}>
        <h3 id={`campaign-${String(campaign.id)}-title`} className={styles.rowTitle}>
          {campaign.title} {campaign.archived && <span className={styles.badge}>{t('archived')}</span>}
        </h3>
        <p className={styles.hint}>{where}</p>
      </div>
      {counts && (
        <div role="group" aria-label={t('countsLabel')}>
          <dl className={styles.counts}>
            {(['visits', 'visitors', 'opens'] as const).map((name) => (
              <div key={name}>
                <dt>{t(name)}</dt>
                <dd>{counts[name]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          aria-expanded={open}
          aria-controls={linkId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('hideLink') : t('showLink')}
        </button>
        {onEdit && (
          <>
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onEdit}>
              {t('edit')}
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              disabled={update.isPending}
              onClick={() =>
                update.mutate({
                  id: campaign.id,
                  title: campaign.title,
                  target: campaign.target,
                  targetId: campaign.targetId,
                  archived: !campaign.archived,
                })
              }
            >
              {campaign.archived ? t('unarchive') : t('archive')}
            </button>
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              disabled={remove.isPending}
              onClick={() => setAsking(true)}
            >
              {t('delete')}
            </button>
          </>
        )}
      </div>
      {open && (
        <div id={linkId}>
          {campaign.link ? (
            <ShareLink link={campaign.link} fileName={`campaign-${campaign.startParam}`} title={campaign.title} />
          ) : (
            <p className={styles.hint}>{t('noLink')}</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('deleteTitle', { title: campaign.title })}
        message={t('deleteText')}
        confirmLabel={t('delete')}
        destructive
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          remove.mutate({ id: campaign.id })
        }}
      />
    </li>
  )
}
