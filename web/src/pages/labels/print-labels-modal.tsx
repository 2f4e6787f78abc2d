import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { wallClockParts } from '../../../../shared/time-zone';
import { saveBlob } from '../../components/exports/save-file';
import { useConsoleLocale } from '../../i18n/console-locale';
import { useT } from '../../i18n/use-t';
import { useTimeZone } from '../../session/session-context';
import { buildLabels } from './build-labels';
import { labelOf, layLabels, type LabelFields } from './label-layout';
import { poiPagesOfObjects } from './label-pois';
import { DEFAULT_SHEET, labelsPerSheet, sheetById, sheetsFor, type LabelKind } from './label-sheets';

type Status = { state: 'idle' } | { state: 'building'; count: number } | { state: 'ready'; fileName: string; ms: number } | { state: 'failed' };

/** `labels_{kind}_{year-month-day}.pdf`, the day in the museum's time zone. */
export function labelsFileName(kind: LabelKind, day: { year: string; month: string; day: string }) {
  return `labels_${kind}_${day.year}-${day.month}-${day.day}.pdf`;
}

/**
 * Print labels (issue 31): the label kind and the sheet, then the PDF is made here in the browser
 * (as the item report) and downloaded. `objects` reads the objects to label: the list's selection
 * as it is, or a set's objects from the API.
 */
export function PrintLabelsModal({ count, objects, onDismiss }: { count: number; objects: () => Promise<readonly LabelFields[]>; onDismiss: () => void }) {
  const t = useT();
  const timeZone = useTimeZone();
  const { preferences } = useConsoleLocale();
  const [kind, setKind] = useState<LabelKind>('object');
  const [sheetId, setSheetId] = useState(DEFAULT_SHEET.object);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const sheet = sheetById(sheetId)!;
  const option = (id: string) => {
    const s = sheetById(id)!;
    return { value: s.id, label: t('labels.sheet.option', { sheet: s.id, count: labelsPerSheet(s), width: s.widthMm, height: s.heightMm }) };
  };

  const print = async () => {
    setStatus({ state: 'building', count });
    try {
      const started = performance.now();
      const chosen = await objects();
      const pois = kind === 'wall' ? await poiPagesOfObjects(location.host) : new Map<string, string>();
      const blob = await buildLabels({
        title: t('labels.pdfTitle'),
        pages: layLabels(sheet, chosen.map((o) => labelOf(kind, o, pois.get(o.id)))),
        scanCaption: t('labels.scan'),
        rightToLeft: preferences.language === 'ar',
      });
      const fileName = labelsFileName(kind, wallClockParts(Date.now(), timeZone));
      saveBlob(blob, fileName);
      setStatus({ state: 'ready', fileName, ms: performance.now() - started });
    } catch (error) {
      console.error('Labels', error);
      setStatus({ state: 'failed' });
    }
  };

  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={t('labels.modal.title')}
      data-testid="print-labels"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss}>
              {t('labels.cancel')}
            </Button>
            <Button variant="primary" loading={status.state === 'building'} onClick={() => void print()} data-testid="print-labels-submit">
              {t('labels.print')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{t('labels.modal.count', { count })}</Box>
        <FormField label={t('labels.kind')}>
          <RadioGroup
            value={kind}
            onChange={({ detail }) => {
              const next = detail.value as LabelKind;
              setKind(next);
              setSheetId(DEFAULT_SHEET[next]);
            }}
            items={(['object', 'wall'] as const).map((k) => ({ value: k, label: t(`labels.kind.${k}`), description: t(`labels.kind.${k}.description`) }))}
            data-testid="print-labels-kind"
          />
        </FormField>
        <FormField label={t('labels.sheet')}>
          <Select
            selectedOption={option(sheetId)}
            options={sheetsFor(kind).map((s) => option(s.id))}
            onChange={({ detail }) => setSheetId(detail.selectedOption.value ?? DEFAULT_SHEET[kind])}
            data-testid="print-labels-sheet"
          />
        </FormField>
        {status.state === 'building' && <StatusIndicator type="loading">{t('labels.building', { count: status.count })}</StatusIndicator>}
        {status.state === 'failed' && <StatusIndicator type="error">{t('labels.failed')}</StatusIndicator>}
        {status.state === 'ready' && (
          <span data-testid="labels-ready" data-build-ms={Math.round(status.ms)}>
            <StatusIndicator type="success">
              <bdi>{t('labels.ready', { fileName: status.fileName })}</bdi>
            </StatusIndicator>
          </span>
        )}
      </SpaceBetween>
    </Modal>
  );
}
