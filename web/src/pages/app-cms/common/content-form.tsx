import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import type { FormEvent, ReactNode } from 'react';
import { RequiredNote } from '../../../components/forms/required-label';
import { useT } from '../../../i18n/use-t';

/**
 * The frame of every App CMS form: its fields in a container and Save, shown only with write
 * (spec 2 section 6). The browser's own checks are off: the spec's messages are the form's.
 */
export function ContentForm({ onSubmit, mayWrite, saving, testId, children }: { onSubmit: (event: FormEvent) => Promise<void>; mayWrite: boolean; saving: boolean; testId: string; children: ReactNode }) {
  const t = useT();
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form
        header={<RequiredNote />}
        actions={
          mayWrite && (
            <Button variant="primary" formAction="submit" loading={saving} data-testid={`${testId}-save`}>
              {t('common.save')}
            </Button>
          )
        }
      >
        <Container>{children}</Container>
      </Form>
    </form>
  );
}
