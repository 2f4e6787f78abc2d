import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EXPORT_COLUMN_CHOICES, type ExportColumns } from '../../../../../shared/schemas/export';
import { ExportProgressModal } from '../../../components/exports/export-progress-modal';
import { useSpreadsheetExport } from '../../../components/exports/use-spreadsheet-export';
import { useT } from '../../../i18n/use-t';
import { fallbackExportName } from '../list/object-list-page';
import { itemReportPath, saveObjectPath } from '../list/object-paths';
import { CreatePoiModal } from './create-poi-modal';

type PageObject = { id: string; inventoryNumber: string; objectName?: string | null };

/**
 * The page's actions: the object's row exported as the list's Export writes a selection (the
 * list's columns, or all of them to import back), its item report (the /pdf flow) and its form
 * (Edit with item write; the same form, read-only, shows every field to a reader), and Create POI
 * with App CMS write (issue 31).
 */
export function ObjectPageActions({ object, mayWrite, mayCreatePoi }: { object: PageObject; mayWrite: boolean; mayCreatePoi: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const objectId = object.id;
  const [creatingPoi, setCreatingPoi] = useState(false);
  const spreadsheet = useSpreadsheetExport('/objects/excel', () => fallbackExportName());
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <ButtonDropdown
        loading={spreadsheet.busy}
        items={EXPORT_COLUMN_CHOICES.map((columns) => ({ id: columns, text: t(columns === 'list' ? 'exports.columns.list' : 'exports.columns.all') }))}
        onItemClick={({ detail }) => void spreadsheet.start({ all: false, ids: [objectId], columns: detail.id as ExportColumns })}
        data-testid="object-page-export"
      >
        {t('objectPage.export')}
      </ButtonDropdown>
      <Button iconName="file" onClick={() => navigate(itemReportPath([objectId]))} data-testid="object-report">
        {t('itemReport.action')}
      </Button>
      {mayCreatePoi && (
        <Button iconName="add-plus" onClick={() => setCreatingPoi(true)} data-testid="object-create-poi">
          {t('objectPage.createPoi')}
        </Button>
      )}
      <Button variant="primary" onClick={() => navigate(saveObjectPath(objectId))} data-testid="object-page-edit">
        {mayWrite ? t('objectPage.edit') : t('objectPage.allFields')}
      </Button>
      <ExportProgressModal job={spreadsheet.job} onDismiss={spreadsheet.dismiss} />
      {mayCreatePoi && <CreatePoiModal object={creatingPoi ? object : null} onDismiss={() => setCreatingPoi(false)} />}
    </SpaceBetween>
  );
}
