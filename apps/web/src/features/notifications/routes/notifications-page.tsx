import type { Notification } from '@portal/contract';
import { PAGING } from '@portal/contract/constants';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list/list-pagination';
import { onDemand, PopupOnDemand, usePreloadOnceDrawn } from '../../../components/on-demand/on-demand';
import { PageHeader } from '../../../components/page/page-header';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { PAGE_SIZES } from '../../../lib/list-state';
import { useDeleteNotification, useMarkAllRead } from '../api/change-notification';
import { useInbox } from '../api/inbox';
import { NotificationRow } from '../components/notification-row';
import { useNotificationText } from '../components/use-notification-text';
import { ListLoadError } from '../../../components/list/list-load-error';

/** The deletion's question, loaded once the inbox is drawn (decision 0017): each row's button opens it. */
const ConfirmDialog = onDemand(() => import('../../../components/confirm/confirm-dialog').then((m) => m.ConfirmDialog));

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** /notifications — the user's inbox: paged, all or unread, mark read/unread, mark all read, delete. */
export function NotificationsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = positive(search.get('page'), 1);
  const perPage = positive(search.get('per_page'), PAGING.defaultPerPage);
  const unreadOnly = search.get('unread') === '1';
  const inbox = useInbox({ page, perPage, unreadOnly });
  const wording = useNotificationText();
  const readAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const notified = useNotifiedAction();
  const [doomed, setDoomed] = useState<Notification | null>(null);
  usePreloadOnceDrawn(ConfirmDialog);
  const items = inbox.data?.data ?? [];

  const go = (next: { page?: number; perPage?: number; unread?: boolean }) => {
    const params = new URLSearchParams(search);
    params.set('page', String(next.page ?? 1));
    if (next.perPage) params.set('per_page', String(next.perPage));
    if (next.unread !== undefined) {
      if (next.unread) params.set('unread', '1');
      else params.delete('unread');
    }
    setSearch(params);
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    await notified(() => remove.mutateAsync(doomed.id), t('notifications.deleted'));
    setDoomed(null);
  };

  const markAll = () => notified(() => readAll.mutateAsync(), t('notifications.allRead'));

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('notifications.title')}
        subtitle={t('notifications.subtitle')}
        actions={
          <Button
            variant="outlined"
            disabled={!inbox.data?.meta.unread}
            loading={readAll.isPending}
            onClick={() => void markAll()}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={unreadOnly ? 'unread' : 'all'}
        aria-label={t('notifications.show')}
        onChange={(_, value: string | null) => value && go({ unread: value === 'unread' })}
      >
        <ToggleButton value="all">{t('notifications.all')}</ToggleButton>
        <ToggleButton value="unread">{t('notifications.unread')}</ToggleButton>
      </ToggleButtonGroup>
      <Card>
        {inbox.isFetching ? <LinearProgress aria-label={t('notifications.title')} /> : null}
        {inbox.isError ? <ListLoadError error={inbox.error} retry={() => void inbox.refetch()} /> : null}
        {inbox.isSuccess && items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('messages.noData')}
          </Typography>
        ) : null}
        {items.length ? (
          <List disablePadding aria-label={t('notifications.title')}>
            {items.map((n) => (
              <NotificationRow key={n.id} notification={n} text={wording(n)} onDelete={setDoomed} />
            ))}
          </List>
        ) : null}
        <ListPagination
          total={inbox.data?.meta.total ?? 0}
          totalCapped={inbox.data?.meta.total_capped}
          page={page}
          perPage={perPage}
          pageSizes={PAGE_SIZES}
          onChange={(change) => go('page' in change ? { page: change.page } : { perPage: change.perPage })}
        />
      </Card>
      <PopupOnDemand open={doomed !== null}>
        <ConfirmDialog
          open={doomed !== null}
          title={t('notifications.deleteTitle')}
          description={doomed ? t('notifications.deleteText', { subject: wording(doomed).subject }) : ''}
          confirmLabel={t('notifications.delete')}
          destructive
          loading={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDoomed(null)}
        />
      </PopupOnDemand>
    </Stack>
  );
}
