import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { can } from '../../../../../shared/permissions';
import { GatewayCreateSchema, GatewayKeySchema, GatewayListSchema, type GatewayDto } from '../../../../../shared/schemas/gateway';
import { useApi } from '../../../api/api-context';
import { useApiQuery } from '../../../api/use-api-query';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { formatTimestamp } from '../../../components/date-time/date-time';
import { useDateDisplay } from '../../../components/date-time/use-date-display';
import { hasErrors, schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useClientList } from '../../../components/lists/use-client-list';
import { Ltr } from '../../../i18n/ltr';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { useSave } from '../../users/user-form/use-save';
import { KeyHint, SecretKeyModal } from './secret-key-modal';
import { requiredFields } from '../../../components/forms/required-fields';
import { FieldLabel, RequiredNote } from '../../../components/forms/required-label';

const parseList = (value: unknown) => GatewayListSchema.parse(value);
/** Where gateways post: the museum's own address (docs/beacon-ingest.md). */
const ingestUrl = () => `${window.location.origin}/ingest/scans`;

/** Beacons -> Gateways: the museum's beacon gateways, their keys (shown once) and revocation. */
export function GatewayListPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  return <GatewayList title={title} mayWrite={can(grant, 'appcms', 'write')} />;
}

function GatewayList({ title, mayWrite }: { title: string; mayWrite: boolean }) {
  const t = useT();
  const api = useApi();
  const display = useDateDisplay();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const list = useApiQuery('/gateways', parseList);
  const gateways = useClientList(list.data ?? [], { trackBy: (g) => g.id, empty: t('appCms.gateway.empty') });
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<{ name: string; key: string }>();
  const [revoking, setRevoking] = useState<GatewayDto>();
  const [rotating, setRotating] = useState<GatewayDto>();
  const [busy, setBusy] = useState(false);
  const none = t('common.missingValue');
  const time = (iso: string | null) => (iso ? <Ltr>{formatTimestamp(iso, display)}</Ltr> : none);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      list.reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setRevoking(undefined);
      setRotating(undefined);
    }
  };
  const rotate = (g: GatewayDto) =>
    act(async () => {
      const reply = GatewayKeySchema.parse(await api.post(`/gateways/${encodeURIComponent(g.id)}/key`, {}));
      setShown({ name: reply.gateway.name, key: reply.key });
    });
  const revoke = (g: GatewayDto) =>
    act(async () => {
      await api.delete(`/gateways/${encodeURIComponent(g.id)}`);
      notifySuccess('appCms.gateway.revoked');
    });

  const columns: TableProps.ColumnDefinition<GatewayDto>[] = [
    { id: 'name', header: t('appCms.gateway.name'), cell: (g) => g.name, isRowHeader: true },
    { id: 'key', header: t('appCms.gateway.key'), cell: (g) => <KeyHint hint={g.keyHint} /> },
    { id: 'created', header: t('appCms.gateway.created'), cell: (g) => time(g.createdAt) },
    { id: 'lastSeen', header: t('appCms.gateway.lastSeen'), cell: (g) => time(g.lastSeenAt) },
    {
      id: 'status',
      header: t('appCms.gateway.status'),
      cell: (g) =>
        g.revokedAt ? (
          <StatusIndicator type="stopped">{t('appCms.gateway.statusRevoked')}</StatusIndicator>
        ) : g.silent ? (
          <StatusIndicator type="warning">{t('appCms.gateway.statusSilent')}</StatusIndicator>
        ) : (
          <StatusIndicator type="success">{t('appCms.gateway.statusActive')}</StatusIndicator>
        ),
    },
    ...(mayWrite
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            cell: (g: GatewayDto) =>
              g.revokedAt ? null : (
                <ButtonDropdown
                  variant="inline-icon"
                  ariaLabel={t('appCms.gateway.actionsOf', { name: g.name })}
                  data-testid={`gateway-actions-${g.name}`}
                  items={[
                    { id: 'rotate', text: t('appCms.gateway.rotate') },
                    { id: 'revoke', text: t('appCms.gateway.revoke') },
                  ]}
                  onItemClick={({ detail }) => (detail.id === 'rotate' ? setRotating(g) : setRevoking(g))}
                />
              ),
          },
        ]
      : []),
  ];

  const confirm = (g: GatewayDto | undefined, text: string, onYes: (g: GatewayDto) => void, testId: string, onClose: () => void) =>
    g && (
      <Modal visible onDismiss={onClose} header={g.name} footer={<ModalFooter onCancel={onClose} onPrimary={() => onYes(g)} primaryLabel={t('common.yes')} primaryTestId={testId} busy={busy} />}>
        {text}
      </Modal>
    );

  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <Table<GatewayDto>
        data-testid="gateway-table"
        variant="full-page"
        {...gateways.collectionProps}
        items={gateways.items}
        columnDefinitions={columns}
        // A long name wraps rather than pushing the actions out of view.
        wrapLines
        loading={list.loading}
        loadingText={t('appCms.list.loading')}
        ariaLabels={{ tableLabel: title }}
        header={
          <Header
            counter={list.data ? gateways.counter : undefined}
            description={t('appCms.gateway.description', { url: ingestUrl() })}
            actions={
              mayWrite && (
                <Button variant="primary" onClick={() => setAdding(true)} data-testid="gateway-add">
                  {t('appCms.gateway.add')}
                </Button>
              )
            }
          >
            {title}
          </Header>
        }
      />
      {adding && <AddGatewayModal onClose={() => setAdding(false)} onAdded={(name, key) => (setShown({ name, key }), list.reload())} />}
      {shown && (
        <SecretKeyModal
          header={t('appCms.gateway.keyOf', { name: shown.name })}
          secret={shown.key}
          onClose={() => setShown(undefined)}
          testId="gateway-key"
          details={<Box variant="small">{t('appCms.gateway.howToPost', { url: ingestUrl() })}</Box>}
        />
      )}
      {confirm(rotating, t('appCms.gateway.confirmRotate'), (g) => void rotate(g), 'gateway-rotate-confirm', () => setRotating(undefined))}
      {confirm(revoking, t('appCms.gateway.confirmRevoke'), (g) => void revoke(g), 'gateway-revoke-confirm', () => setRevoking(undefined))}
    </SpaceBetween>
  );
}

function AddGatewayModal({ onClose, onAdded }: { onClose: () => void; onAdded: (name: string, key: string) => void }) {
  const t = useT();
  const api = useApi();
  const [name, setName] = useState('');
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  // The modal is drawn only while open: closing it clears the mark.
  useUnsavedChanges(name);
  const { saving, run } = useSave(setServerErrors);
  const check = () => schemaErrors(GatewayCreateSchema, { name });
  const nameRequired = requiredFields((v: { name: string }) => schemaErrors(GatewayCreateSchema, v), { name })('name');
  const errors = { ...(tried ? check() : {}), ...serverErrors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(check())) return;
    const result = await run(() => api.post('/gateways', { name }));
    if (result.ok) {
      const reply = GatewayKeySchema.parse(result.value);
      onClose();
      onAdded(reply.gateway.name, reply.key);
    }
  };

  return (
    <Modal visible onDismiss={onClose} header={t('appCms.gateway.add')} footer={<ModalFooter onCancel={onClose} primaryTestId="gateway-new-save" busy={saving} form="gateway-new" />}>
      <form id="gateway-new" onSubmit={(e) => void submit(e)} noValidate>
        <SpaceBetween size="m">
        <RequiredNote />
        <FormField label={<FieldLabel text={t('appCms.gateway.name')} required={nameRequired} />} errorText={errors.name && translateKnown(t, errors.name)} controlId="gateway-new-name">
          <Input controlId="gateway-new-name" ariaRequired={nameRequired} value={name} onChange={({ detail }) => (setName(detail.value), setServerErrors({}))} nativeInputAttributes={{ 'data-testid': 'gateway-new-name', maxLength: 100 }} />
        </FormField>
        </SpaceBetween>
      </form>
    </Modal>
  );
}
