import { AVATAR_DISPLAY_SIZE } from '../../../../shared/constants';
import { avatarColour, initials, initialsColour } from './profile-details';

/** The picture at the profile's 180 px, or the initials on the user's palette colour. */
export function UserAvatar({ userId, name, avatarUrl }: { userId: string; name: string; avatarUrl?: string | null }) {
  const size = AVATAR_DISPLAY_SIZE;
  if (avatarUrl) {
    return (
      <img src={avatarUrl} alt={name} width={size} height={size} data-testid="avatar-image" style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }} />
    );
  }
  const background = avatarColour(userId);
  return (
    <div
      role="img"
      aria-label={name}
      data-testid="avatar-initials"
      style={{
        inlineSize: size,
        blockSize: size,
        borderRadius: '50%',
        // The palette is the spec's (light and dark alike); the initials pick the colour that reads on it.
        background,
        color: initialsColour(background),
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size / 3,
        fontWeight: 700,
      }}
    >
      {initials(name)}
    </div>
  );
}
