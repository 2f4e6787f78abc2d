import { Navigate } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { homePath } from './home-path';

export function HomeRedirect() {
  const { grant } = useSession();
  return <Navigate to={homePath(grant)} replace />;
}
