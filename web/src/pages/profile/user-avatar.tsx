import { AVATAR_DISPLAY_SIZE } from '../../../../shared/constants';
import { avatarColour, initials } from './profile-details';

export function UserAvatar({ name, avatarUrl }: { name: string; avatarUrl?: string }) {
  const size = AVATAR_DISPLAY_SIZE;
  if (avatarUrl) {
    return <img src={avatarUrl} alt={name} width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover' }} />;
  }
  return (
    <div
      role="img"
      aria-label={name}
      style={{
        inlineSize: size,
        blockSize: size,
        borderRadius: '50%',
        background: avatarColour(name),
        color: '#fff',
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
