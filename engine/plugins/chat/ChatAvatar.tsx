import { initialsOf } from './chatData';
import { CHAT_TEXTS as T } from './chatTexts';
import type { ChatStatus } from './chatTypes';

/** A round picture (or the name's initials) with the presence dot; the status is also said in text. */
export function ChatAvatar(props: { name: string; avatar: string; status?: ChatStatus; size?: 'small' | 'large' }) {
  return (
    <span className={`custom-chat-avatar custom-chat-avatar-${props.size ?? 'small'}`}>
      {props.avatar ? <img src={props.avatar} alt="" /> : <span aria-hidden>{initialsOf(props.name)}</span>}
      {props.status ? (
        <span className={`custom-chat-status custom-chat-status-${props.status}`} role="img" aria-label={T.status[props.status]} title={T.status[props.status]} />
      ) : null}
    </span>
  );
}
