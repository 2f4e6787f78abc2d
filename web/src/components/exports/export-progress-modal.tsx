import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import type { ExportJob } from '../../../../shared/schemas/export';
import { Ltr } from '../../i18n/ltr';
import { useT } from '../../i18n/use-t';
import { translateKnown } from '../../i18n/known-text';
import { saveUrl } from './save-file';

/** A large export's progress, as a job fills its file; when DONE the file downloads, and can be fetched again. */
export function ExportProgressModal({ job, onDismiss }: { job: ExportJob | undefined; onDismiss: () => void }) {
  const t = useT();
  const percent = job && job.total > 0 ? Math.min(100, Math.round((job.processed / job.total) * 100)) : 0;
  const status = job?.status === 'DONE' ? 'success' : job?.status === 'FAILED' ? 'error' : 'in-progress';
  const url = job?.url;
  return (
    <Modal
      visible={Boolean(job)}
      onDismiss={onDismiss}
      header={t('exports.title')}
      data-testid="export-progress"
      footer={
        <Box float="right">
          <Button onClick={onDismiss}>{t('common.close')}</Button>
        </Box>
      }
    >
      {job && (
        <ProgressBar
          value={percent}
          status={status}
          label={<Ltr>{job.fileName}</Ltr>}
          description={status === 'in-progress' ? t('exports.preparing') : undefined}
          additionalInfo={t('exports.progress', { processed: job.processed, total: job.total })}
          resultText={status === 'success' ? t('exports.done') : <bdi>{job.message ? translateKnown(t, job.message) : t('exports.failed')}</bdi>}
          resultButtonText={url ? t('exports.downloadAgain') : undefined}
          onResultButtonClick={() => url && saveUrl(url)}
        />
      )}
    </Modal>
  );
}
