import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useMemo, useState } from 'react';
import { can } from '../../../../../shared/permissions';
import type { Language } from '../../../../../shared/schemas/vocabulary';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { useClientList } from '../../../components/lists/use-client-list';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { useLanguageName } from '../common/use-language-name';
import { useLanguages } from '../common/use-languages';
import { LanguageModal } from './language-modal';
import { languagesColumns } from './languages-table-config';

/** /languages (spec 1 section 2): the app languages with their tags; changes need write on appcms. */
export function LanguagesPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const t = useT();
  const languageName = useLanguageName();
  const nameOf = (language: Language) => languageName(language.isoLanguage);
  const canWrite = can(grant, 'appcms', 'write');
  const { languages, loading, iso, add, update, remove } = useLanguages('app');
  const list = useClientList(languages, { trackBy: (l) => l.id, empty: t('vocab.languages.empty') });
  const [modal, setModal] = useState<{ language?: Language } | undefined>();
  const [toDelete, setToDelete] = useState<Language>();
  const taken = useMemo(() => new Set(languages.map((l) => l.isoLanguage.code)), [languages]);

  const confirmDelete = () => {
    const language = toDelete;
    setToDelete(undefined);
    if (language) remove([language.id]).catch(() => undefined);
  };

  return (
    <ContentLayout header={<PageHeader title={title} />}>
      <Table
        data-testid="languages-table"
        {...list.collectionProps}
        items={list.items}
        loading={loading}
        loadingText={t('common.loading')}
        ariaLabels={{ tableLabel: title }}
        columnDefinitions={languagesColumns(canWrite, (language) => setModal({ language }), setToDelete, t, nameOf)}
        header={
          <Header
            counter={list.counter}
            actions={
              canWrite ? (
                <Button variant="primary" data-testid="language-add-new" onClick={() => setModal({})}>
                  {t('common.addNew')}
                </Button>
              ) : undefined
            }
          >
            {t('screen.languages')}
          </Header>
        }
      />
      <LanguageModal
        visible={Boolean(modal)}
        language={modal?.language}
        iso={iso}
        taken={taken}
        onClose={() => setModal(undefined)}
        onSave={(form) => (modal?.language ? update(modal.language, form) : add(form))}
      />
      <ConfirmDeleteModal visible={Boolean(toDelete)} names={toDelete && [nameOf(toDelete)]} onConfirm={confirmDelete} onCancel={() => setToDelete(undefined)} />
    </ContentLayout>
  );
}
