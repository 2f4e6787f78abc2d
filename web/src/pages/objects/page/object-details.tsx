import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { useT } from '../../../i18n/use-t';

/** The object's labelled details (issue 28: what another system's columns held), when it has any. */
export function ObjectDetails({ object }: { object: Pick<CollectionObject, 'details'> }) {
  const t = useT();
  if (!object.details.length) return null;
  return (
    <Container header={<Header variant="h2">{t('objectForm.field.details')}</Header>} data-testid="object-page-details">
      <KeyValuePairs columns={2} items={object.details.map((d) => ({ label: <bdi>{d.label}</bdi>, value: <bdi>{d.value}</bdi> }))} />
    </Container>
  );
}
