import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useCallback, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { APP_MESSAGES, APP_TEXT_MAX, POI_TITLE_MAX } from '../../../../../shared/app-content/constants';
import { newsContentRule } from '../../../../../shared/app-content/content-rules';
import { can } from '../../../../../shared/permissions';
import { NewsSchema, type NewsDto } from '../../../../../shared/schemas/news';
import { useApi } from '../../../api/api-context';
import { DayPicker } from '../../../components/forms/day-picker';
import { FieldLabel } from '../../../components/forms/required-label';
import { useRequiredFields } from '../../../components/forms/required-fields';
import { hasErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { useFilesNotDeletedNotice } from '../common/use-files-not-deleted-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { msg } from '../../../i18n/message-ids';
import { useSession } from '../../../session/session-context';
import { NotFoundPage } from '../../not-found/not-found-page';
import { PageLoading } from '../../page-loading';
import type { ScreenProps } from '../../screen-props';
import { useSave } from '../../users/user-form/use-save';
import { ContentForm } from '../common/content-form';
import { AppFilesField, type AppFileValue } from '../common/app-files-field';
import { APP_PATHS } from '../common/app-paths';
import { CONTENT_LISTS } from '../common/content-lists';
import { ContentFormPage } from '../common/content-form-page';
import { ContentTabs } from '../common/content-tabs';
import { ContentTextField } from '../common/content-text-field';
import { contentErrors, contentOf, textsOf, type LanguageTexts } from '../common/language-texts';
import { contentKey, useAppLanguages, type AppLanguage } from '../common/use-app-languages';

const parse = (value: unknown) => NewsSchema.parse(value);
type Texts = { title: string; description: string };

/** /add-news (/addNews) and /updateNews/{id} (spec 2 section 2). */
export function NewsFormPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!can(grant, 'appcms', 'read')) return <NotFoundPage />;
  const mayWrite = can(grant, 'appcms', 'write');
  return (
    <ContentFormPage<NewsDto>
      title={title}
      readPath={(id) => `/news/${encodeURIComponent(id)}`}
      parse={parse}
      historyType="news"
      saved={{ title: msg('appCms.notice.newsSaved'), listPath: APP_PATHS.news, listArea: CONTENT_LISTS.news, listLabel: msg('appCms.saved.toNews'), addPath: APP_PATHS.addNews, addLabel: msg('appCms.saved.addAnother'), testId: 'news-saved' }}
      renderForm={(news, onSaved) => <NewsFormLoader news={news} mayWrite={mayWrite} onSaved={onSaved} />}
    />
  );
}

function NewsFormLoader(props: { news?: NewsDto; mayWrite: boolean; onSaved: () => void }) {
  const { languages, loading } = useAppLanguages();
  if (loading) return <PageLoading />;
  return <NewsForm {...props} languages={languages} />;
}

function NewsForm({ news, mayWrite, onSaved, languages }: { news?: NewsDto; mayWrite: boolean; onSaved: () => void; languages: AppLanguage[] }) {
  const t = useT();
  const api = useApi();
  const notifySuccess = useSuccessNotice();
  const notifyFilesNotDeleted = useFilesNotDeletedNotice();
  const [date, setDate] = useState(news?.data.date ?? '');
  const [published, setPublished] = useState(news?.data.published ?? false);
  const [image, setImage] = useState<AppFileValue[]>(news?.data.image ? [news.data.image] : []);
  const [texts, setTexts] = useState<LanguageTexts<Texts>>(() =>
    textsOf(news?.data.content ?? [], languages, (c) => ({ title: c?.title ?? '', description: c?.description ?? '' })),
  );
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  useUnsavedChanges({ date, published, image, texts });
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const { saving, run } = useSave(setServerErrors);

  const check = useCallback(
    (v: { date: string; texts: LanguageTexts<Texts> }): FieldErrors => ({ ...(v.date ? {} : { date: APP_MESSAGES.dateRequired }), ...contentErrors(v.texts, languages, newsContentRule) }),
    [languages],
  );
  const required = useRequiredFields(check, { date, texts });
  const errors: FieldErrors = { ...(tried ? check({ date, texts }) : {}), ...serverErrors };
  const errorOf = (key: string) => errors[key] && translateKnown(t, errors[key]);
  const setText = (code: string, field: keyof Texts, value: string) => {
    setTexts((all) => ({ ...all, [code]: { ...all[code], [field]: value } }));
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (hasErrors(check({ date, texts }))) return setRefusals((n) => n + 1);
    const body = {
      date,
      published,
      image: image[0],
      content: contentOf(texts, languages, (language, c) => ({ language, title: c.title, description: c.description })),
      ...(news ? { version: news.version } : {}),
    };
    const result = await run(() => (news ? api.put(`/news/${encodeURIComponent(news.id)}`, body) : api.post('/news', body)));
    if (!result.ok) setRefusals((n) => n + 1);
    if (result.ok) {
      notifySuccess('appCms.notice.newsSaved');
      notifyFilesNotDeleted(result.value);
      onSaved();
    }
  };

  const general = (
    <SpaceBetween size="l">
      <FormField label={<FieldLabel text={t('appCms.news.date')} required={required('date')} />} errorText={errorOf('date')} controlId="news-date">
        <span data-testid="news-date">
          <DayPicker controlId="news-date" ariaRequired={required('date')} iso value={date} onChange={(v) => (setDate(v), setServerErrors({}))} disabled={!mayWrite} />
        </span>
      </FormField>
      <FormField label={t('appCms.news.published')}>
        <Toggle checked={published} disabled={!mayWrite} onChange={({ detail }) => setPublished(detail.checked)} data-testid="news-published">
          {t(published ? 'appCms.news.publishedTag' : 'appCms.news.draftTag')}
        </Toggle>
      </FormField>
      <AppFilesField label={t('appCms.news.image')} files={image} onChange={setImage} max={1} kind="image" folder="news-images" disabled={!mayWrite} testId="news-image" />
    </SpaceBetween>
  );

  return (
    <ContentForm onSubmit={submit} mayWrite={mayWrite} saving={saving} testId="news">
      <ContentTabs
        testId="news"
        refusals={refusals}
        general={general}
        languages={languages}
        errors={errors}
        renderLanguage={(l) => (
          <SpaceBetween size="l">
            <ContentTextField language={l} label={t('appCms.news.title')} value={texts[l.code].title} onChange={(v) => setText(l.code, 'title', v)} max={POI_TITLE_MAX} errorText={errors[contentKey(l.code, 'title')]} required={required(`texts.${l.code}.title`, contentKey(l.code, 'title'))} disabled={!mayWrite} testId={`news-${l.code}-title`} />
            <ContentTextField language={l} label={t('appCms.news.description')} value={texts[l.code].description} onChange={(v) => setText(l.code, 'description', v)} max={APP_TEXT_MAX} errorText={errors[contentKey(l.code, 'description')]} required={required(`texts.${l.code}.description`, contentKey(l.code, 'description'))} disabled={!mayWrite} multiline testId={`news-${l.code}-description`} />
          </SpaceBetween>
        )}
      />
    </ContentForm>
  );
}
