import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { useSignedInUserId } from '../../session/session-context';
import { useOnFollow } from '../../shell/use-on-follow';
import { markListSaved } from '../lists/saved-mark';
import { storedListStateKey } from '../lists/stored-list-state';

export type SavedResultProps = {
  title: MessageId;
  /** The list the first button goes back to, and its label. */
  listPath: string;
  listLabel: MessageId;
  /**
   * The area the list keeps its state under: it opens next at page 0 of size 10 (spec 2 section
   * 4). None for a list that starts afresh on every visit anyway.
   */
  listArea?: string;
  /** The second button: a new record of the same kind. */
  addLabel: MessageId;
  /** The record just saved, to open it again: its screen and the name it goes by. */
  saved?: { path: string; name: string };
  onAdd: () => void;
  testId: string;
};

/**
 * The success result a form switches to after saving (spec 1 and spec 2 section 4): back to the
 * list, or add another; and, after a new record, a link to it.
 */
export function SavedResult({ title, listPath, listLabel, listArea, addLabel, onAdd, saved, testId }: SavedResultProps) {
  const t = useT();
  const navigate = useNavigate();
  const userId = useSignedInUserId();
  const onFollow = useOnFollow();
  // Shown only after a save, whichever way the user then goes back to the list.
  useEffect(() => {
    if (listArea) markListSaved(storedListStateKey(listArea, userId));
  }, [listArea, userId]);
  return (
    <Container data-testid={testId}>
      <Box textAlign="center" padding="xxl">
        <SpaceBetween size="l" alignItems="center">
          <Box variant="h2">
            <StatusIndicator type="success">{t(title)}</StatusIndicator>
          </Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" onClick={() => navigate(listPath)}>
              {t(listLabel)}
            </Button>
            <Button onClick={onAdd}>{t(addLabel)}</Button>
          </SpaceBetween>
          {saved && (
            <Link href={saved.path} onFollow={onFollow} data-testid={`${testId}-open`}>
              {t('common.openSaved', { name: saved.name })}
            </Link>
          )}
        </SpaceBetween>
      </Box>
    </Container>
  );
}
