import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';

export function moduleUnavailableText(title: string): string {
  return `${title}: this screen is part of a module that is not available in this version yet.`;
}

/** A route of the spec whose module this version does not ship: the address works, and says so. */
export function ModuleUnavailablePage({ title }: ScreenProps) {
  return (
    <ContentLayout header={<PageHeader title={title} />}>
      <Container>
        <Box variant="p" data-testid="module-unavailable">
          {moduleUnavailableText(title)}
        </Box>
      </Container>
    </ContentLayout>
  );
}
