import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiQuery } from '../../../api/use-api-query';
import { ChangeHistoryPanel } from '../../../components/change-history/change-history-panel';
import { SavedResult } from '../../../components/saved-result/saved-result';
import type { MessageId } from '../../../i18n/message-ids';
import { PageHeader } from '../../page-header';
import { PageLoading } from '../../page-loading';

/**
 * The add and update screens of the App CMS (spec 2 sections 2 and 4): Add starts empty; Update
 * reads the record by the route's id and shows the Change History panel under the form. After a
 * save the form gives way to its success result: back to the list, or add another.
 */
export function ContentFormPage<R>({
  title,
  readPath,
  parse,
  renderForm,
  saved,
  historyType,
  showHistory = true,
}: {
  title: string;
  readPath: (id: string) => string;
  parse: (value: unknown) => R;
  renderForm: (record: R | undefined, onSaved: () => void) => ReactNode;
  /** `listArea`: the list's API path, under which it keeps its state. */
  saved: { title: MessageId; listPath: string; listArea: string; listLabel: MessageId; addPath: string; addLabel: MessageId; testId: string };
  historyType: string;
  /** Write on item also gates the POI's history block (spec 2 section 6). */
  showHistory?: boolean;
}) {
  const { id } = useParams();
  return (
    <ContentLayout header={<PageHeader title={title} />}>
      {id ? (
        <UpdateContent key={id} id={id} readPath={readPath} parse={parse} renderForm={renderForm} saved={saved} historyType={historyType} showHistory={showHistory} />
      ) : (
        <AddContent renderForm={renderForm} saved={saved} />
      )}
    </ContentLayout>
  );
}

type Saved = Parameters<typeof ContentFormPage>[0]['saved'];

function Result({ saved, onAdd }: { saved: Saved; onAdd: () => void }) {
  return <SavedResult title={saved.title} listPath={saved.listPath} listArea={saved.listArea} listLabel={saved.listLabel} addLabel={saved.addLabel} onAdd={onAdd} testId={saved.testId} />;
}

function AddContent<R>({ renderForm, saved }: { renderForm: (record: R | undefined, onSaved: () => void) => ReactNode; saved: Saved }) {
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  if (done)
    return (
      <Result
        saved={saved}
        onAdd={() => {
          setDone(false);
          setRound((r) => r + 1);
        }}
      />
    );
  return <div key={round}>{renderForm(undefined, () => setDone(true))}</div>;
}

function UpdateContent<R>({
  id,
  readPath,
  parse,
  renderForm,
  saved,
  historyType,
  showHistory,
}: {
  id: string;
  readPath: (id: string) => string;
  parse: (value: unknown) => R;
  renderForm: (record: R | undefined, onSaved: () => void) => ReactNode;
  saved: Saved;
  historyType: string;
  showHistory: boolean;
}) {
  const navigate = useNavigate();
  const { data, error } = useApiQuery(readPath(id), parse);
  const [done, setDone] = useState(false);
  if (done) return <Result saved={saved} onAdd={() => navigate(saved.addPath)} />;
  if (!data) return error ? null : <PageLoading />;
  return (
    <SpaceBetween size="l">
      {renderForm(data, () => setDone(true))}
      {showHistory && <ChangeHistoryPanel objectId={id} objectType={historyType} />}
    </SpaceBetween>
  );
}
