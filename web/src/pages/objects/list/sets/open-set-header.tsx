import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ObjectSetDto } from '../../../../../../shared/schemas/object-set';
import { useApi } from '../../../../api/api-context';
import { useNotifyQueryError } from '../../../../api/use-notify-query-error';
import { useT } from '../../../../i18n/use-t';
import { useNotifications } from '../../../../notifications/notifications-context';
import { PATHS } from '../../../../paths';
import { setObjectsPath } from '../../../object-sets/object-set-queries';

/** The URL's limit on ids (a DELETE names at most 100): a larger selection is removed 100 at a time. */
const REMOVE_AT_ONCE = 100;

/** The set the list is opened on: its name and size, Remove from set for the selection, its item reports. */
export function OpenSetHeader({ set, selectedIds, mayWrite, onChanged }: { set: ObjectSetDto | undefined; selectedIds: readonly string[]; mayWrite: boolean; onChanged: () => void }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const notifyError = useNotifyQueryError();
  const { notify } = useNotifications();
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (!set) return;
    setRemoving(true);
    try {
      let removed = 0;
      for (let at = 0; at < selectedIds.length; at += REMOVE_AT_ONCE) {
        const idList = selectedIds.slice(at, at + REMOVE_AT_ONCE);
        removed += ((await api.delete(setObjectsPath(set.id), { query: { idList } })) as { removed: number }).removed;
      }
      notify({ type: 'success', header: (tr) => tr('notice.successTitle'), content: (tr) => tr('objectSets.removed', { count: removed }) });
      onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Container
      data-testid="object-set-open"
      header={
        <Header
          variant="h2"
          description={set && t('objectSets.openDescription', { count: set.size, visibility: set.private ? t('objectSets.private') : t('objectSets.shared') })}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button disabled={!set} onClick={() => set && navigate(`/pdf?setId=${encodeURIComponent(set.id)}`)} data-testid="object-set-print">
                {t('objectSets.print')}
              </Button>
              {mayWrite && (
                <Button disabled={!selectedIds.length} loading={removing} onClick={() => void remove()} data-testid="object-set-remove">
                  {t('objectSets.remove')}
                </Button>
              )}
            </SpaceBetween>
          }
        >
          <bdi>{t('objectSets.open', { name: set?.name ?? '…' })}</bdi>
        </Header>
      }
    >
      <Link href={PATHS.objectSets} onFollow={(e) => (e.preventDefault(), navigate(PATHS.objectSets))}>
        {t('objectSets.allSets')}
      </Link>
    </Container>
  );
}
