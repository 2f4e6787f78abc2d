import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState, type FormEvent } from 'react';
import { msg } from '../../i18n/message-ids';
import { useT } from '../../i18n/use-t';
import { useDocumentTitle } from '../../shell/use-document-title';
import { useSession } from '../../session/session-context';
import { FullPageSpinner } from '../full-page-spinner';
import { FieldLabel, RequiredNote } from '../../components/forms/required-label';

/**
 * Username and password, both required by the browser itself (spec 1 section 2): a native form,
 * so the browser's own validation runs before anything is sent.
 */
export function LoginPage() {
  const { status, loginFailed, login } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const loggingIn = status === 'logging-in';
  const t = useT();
  useDocumentTitle(t('screen.login'));

  // A failed attempt starts over with an empty password; the username is usually right.
  useEffect(() => {
    if (loginFailed) setPassword('');
  }, [loginFailed]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loggingIn || !username.trim() || !password) return;
    void login(username.trim(), password);
  };

  return (
    <div style={{ minBlockSize: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      {loggingIn && <FullPageSpinner label={msg('shell.loggingIn')} testId="login-spinner" />}
      <div style={{ inlineSize: '100%', maxInlineSize: 480 }}>
        <form onSubmit={submit} aria-label={t('screen.login')} data-testid="login-form">
          <Container header={<Header variant="h1" description={t('shell.login.welcome')}>
                {t('common.productName')}
              </Header>}>
            <SpaceBetween size="l">
              {loginFailed && (
                <Alert type="error" data-testid="login-error">
                  {t('shell.login.failed')}
                </Alert>
              )}
              <RequiredNote />
              <FormField label={<FieldLabel text={t('shell.login.username')} required />} controlId="login-username">
                <Input
                  controlId="login-username"
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={({ detail }) => setUsername(detail.value)}
                  disabled={loggingIn}
                  nativeInputAttributes={{ required: true, 'data-testid': 'login-username', dir: 'auto' }}
                />
              </FormField>
              <FormField label={<FieldLabel text={t('shell.login.password')} required />} controlId="login-password">
                <Input
                  controlId="login-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={({ detail }) => setPassword(detail.value)}
                  disabled={loggingIn}
                  nativeInputAttributes={{ required: true, 'data-testid': 'login-password' }}
                />
              </FormField>
              <Box float="right">
                <Button variant="primary" formAction="submit" loading={loggingIn} nativeButtonAttributes={{ 'data-testid': 'login-submit' }}>
                  {t('shell.login.submit')}
                </Button>
              </Box>
            </SpaceBetween>
          </Container>
        </form>
      </div>
    </div>
  );
}
