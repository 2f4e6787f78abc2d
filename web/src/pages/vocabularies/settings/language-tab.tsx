import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { LANGUAGE_SELECTOR_WIDTH, REFERENCE_LIST_SCROLL_HEIGHT } from '../../../../../shared/constants';
import type { Language } from '../../../../../shared/schemas/vocabulary';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { useT } from '../../../i18n/use-t';
import { useClientList } from '../../../components/lists/use-client-list';
import { useDebounced } from '../../../components/lists/use-debounced';
import { useLanguageName } from '../common/use-language-name';
import { useLanguages, type LanguageSave } from '../common/use-languages';
import { languageColumns, type LanguageRights } from './language-tab-config';

/**
 * The Settings Language tab: the museum's languages with their app tags, a searchable ISO
 * selector (200 px) with Add, and each row's app actions (write on appcms).
 */
export function LanguageTab({ rights }: { rights: LanguageRights }) {
  const t = useT();
  const languageName = useLanguageName();
  const nameOf = (language: Language) => languageName(language.isoLanguage);
  const listTitle = t('vocab.list.languages');
  const [filter, setFilter] = useState('');
  const search = useDebounced(filter);
  const { languages, loading, iso, add, update, remove } = useLanguages('settings', search);
  const list = useClientList(languages, { trackBy: (l) => l.id, empty: t('vocab.languages.empty'), selectionScope: search });
  const selected = list.selectedItems;
  const [choice, setChoice] = useState<SelectProps.Option | null>(null);
  const [toDelete, setToDelete] = useState<readonly Language[]>();

  const configured = new Set(languages.map((l) => l.isoLanguage.code));
  const options = iso.filter((l) => !configured.has(l.code)).map((l) => ({ value: l.id, label: languageName(l), description: l.code }));

  const addChosen = async () => {
    // A language must be chosen (spec 1 section 5); without one Add does nothing.
    if (!choice?.value) return;
    await add({ isoLanguageId: choice.value }).then(
      () => setChoice(null),
      () => undefined,
    );
  };

  const confirmDelete = async () => {
    const ids = (toDelete ?? []).map((l) => l.id);
    setToDelete(undefined);
    await remove(ids).then(
      () => list.setSelectedItems([]),
      () => undefined,
    );
  };

  const act = (language: Language, change: Partial<LanguageSave>) => void update(language, change).catch(() => undefined);

  return (
    <Container
      data-testid="list-languages"
      header={
        <Header
          variant="h2"
          counter={list.counter}
          actions={
            rights.editLists ? (
              <Button data-testid="delete-selected-languages" disabled={selected.length === 0} onClick={() => setToDelete(selected)}>
                {t('common.delete')}
              </Button>
            ) : undefined
          }
        >
          {listTitle}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {rights.editLists && (
          <SpaceBetween direction="horizontal" size="xs">
            <div style={{ width: LANGUAGE_SELECTOR_WIDTH }}>
              <Select
                data-testid="language-selector"
                ariaLabel={listTitle}
                placeholder={t('vocab.languages.select')}
                filteringAriaLabel={t('common.search')}
                filteringPlaceholder={t('common.search')}
                noMatch={t('vocab.list.noMatch')}
                filteringType="auto"
                selectedOption={choice}
                options={options}
                onChange={({ detail }) => setChoice(detail.selectedOption)}
              />
            </div>
            <Button variant="primary" data-testid="add-languages" disabled={!choice} onClick={() => void addChosen()}>
              {t('common.add')}
            </Button>
          </SpaceBetween>
        )}
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('common.search')}
          filteringAriaLabel={t('vocab.list.search', { list: listTitle })}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
        <div style={{ maxHeight: REFERENCE_LIST_SCROLL_HEIGHT, overflowY: 'auto' }}>
          <Table
            variant="embedded"
            {...list.collectionProps}
            items={list.items}
            loading={loading}
            loadingText={t('common.loading')}
            columnDefinitions={languageColumns(rights, act, (l) => setToDelete([l]), t, nameOf)}
            selectionType={rights.editLists ? 'multi' : undefined}
            ariaLabels={{
              tableLabel: listTitle,
              selectionGroupLabel: t('vocab.list.selection', { list: listTitle }),
              allItemsSelectionLabel: () => t('common.table.selectAll'),
              itemSelectionLabel: (_s, l) => t('common.table.selectRow', { name: nameOf(l) }),
            }}
          />
        </div>
      </SpaceBetween>
      <ConfirmDeleteModal visible={Boolean(toDelete)} names={toDelete?.map(nameOf)} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete(undefined)} />
    </Container>
  );
}
