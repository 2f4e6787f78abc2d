import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import { useT } from '../../i18n/use-t';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';

/** A route of the spec whose module this version does not ship: the address works, and says so. */
export function ModuleUnavailablePage({ title }: ScreenProps) {
  const t = useT();
  return (
    <ContentLayout header={<PageHeader title={title} />}>
      <Container>
        <Box variant="p" data-testid="module-unavailable">
          {t('shell.moduleUnavailable', { title })}
        </Box>
      </Container>
    </ContentLayout>
  );
}
