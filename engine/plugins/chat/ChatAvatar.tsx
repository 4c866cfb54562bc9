import { useAllowedImage } from '../../ui/useAllowedImage';
import { initialsOf } from './chatData';
import { CHAT_TEXTS as T } from './chatTexts';
import type { ChatStatus } from './chatTypes';

/**
 * A round picture (or the name's initials) with the presence dot; the status is also said in text. The
 * picture comes from data: only an address the page may load is drawn (useAllowedImage), else the initials.
 */
export function ChatAvatar(props: { name: string; avatar: string; status?: ChatStatus; size?: 'small' | 'large' }) {
  const src = useAllowedImage(props.avatar);
  return (
    <span className={`custom-chat-avatar custom-chat-avatar-${props.size ?? 'small'}`}>
      {src ? <img src={src} alt="" /> : <span aria-hidden>{initialsOf(props.name)}</span>}
      {props.status ? (
        <span className={`custom-chat-status custom-chat-status-${props.status}`} role="img" aria-label={T.status[props.status]} title={T.status[props.status]} />
      ) : null}
    </span>
  );
}
