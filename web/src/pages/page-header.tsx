import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/use-t';

/** Every page header carries a back button to the previous page (spec 1 section 2). */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: string; actions?: ReactNode }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Header variant="h1" description={description} actions={actions}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Button variant="icon" iconName="arrow-left" ariaLabel={t('common.back')} onClick={() => void navigate(-1)} />
        <span>{title}</span>
      </SpaceBetween>
    </Header>
  );
}
