import { SavedResult } from '../../../components/saved-result/saved-result';
import { msg, type MessageId } from '../../../i18n/message-ids';
import { PATHS } from '../../../paths';

/** The success result after a user save: back to the list, or on to another new user. */
export function UserSavedResult({ title, onAddUser }: { title: MessageId; onAddUser: () => void }) {
  return (
    <SavedResult
      title={title}
      listPath={PATHS.userList}
      listLabel={msg('users.saved.goToUsers')}
      addLabel={msg('users.saved.addUser')}
      onAdd={onAddUser}
      testId="user-saved"
    />
  );
}
