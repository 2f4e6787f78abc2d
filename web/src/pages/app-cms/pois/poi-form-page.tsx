import { can, hasFeature } from '../../../../../shared/permissions';
import { PoiCompleteSchema } from '../../../../../shared/schemas/poi';
import { msg } from '../../../i18n/message-ids';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { APP_PATHS } from '../common/app-paths';
import { CONTENT_LISTS } from '../common/content-lists';
import { ContentFormPage } from '../common/content-form-page';
import { useAppLanguages } from '../common/use-app-languages';
import { PoiForm, type PoiRecord } from './poi-form';
import { itemWriteAllows } from './poi-permissions';

const parse = (value: unknown): PoiRecord => PoiCompleteSchema.parse(value);

/** /add-poi and /updatePoi/{id} (spec 2 section 2); the update reads `/{id}/complete`. */
export function PoiFormPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  const mayWrite = can(grant, 'appcms', 'write');
  // A new POI needs appcms write; changing a saved one may also need item write.
  const mayChange = mayWrite && itemWriteAllows(grant);
  const withLinkedItems = hasFeature(grant, 'Item-Cataloging');
  return (
    <ContentFormPage<PoiRecord>
      title={title}
      readPath={(id) => `/point-of-interests/${encodeURIComponent(id)}/complete`}
      parse={parse}
      historyType="poi"
      showHistory={itemWriteAllows(grant)}
      saved={{ title: msg('appCms.notice.poiSaved'), listPath: APP_PATHS.pois, listArea: CONTENT_LISTS.pois, listLabel: msg('appCms.saved.toPois'), addPath: APP_PATHS.addPoi, addLabel: msg('appCms.saved.addAnother'), testId: 'poi-saved' }}
      renderForm={(poi, onSaved) => <PoiFormLoader poi={poi} mayWrite={poi ? mayChange : mayWrite} withLinkedItems={withLinkedItems} onSaved={onSaved} />}
    />
  );
}

function PoiFormLoader(props: { poi?: PoiRecord; mayWrite: boolean; withLinkedItems: boolean; onSaved: () => void }) {
  const { languages, loading } = useAppLanguages();
  if (loading) return <PageLoading />;
  return <PoiForm {...props} languages={languages} />;
}
