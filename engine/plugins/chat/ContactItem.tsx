import { Classes, Tag } from '@blueprintjs/core';
import { formatDateTime } from '../../core/i18n/format';
import { ChatAvatar } from './ChatAvatar';
import { CHAT_TEXTS as T } from './chatTexts';
import type { ContactEntry } from './useChatController';

/** One contact of the list: avatar with presence, name, mood or last message time, and the unread badge. */
export function ContactItem(props: { entry: ContactEntry; isOpen: boolean; onOpen(): void }) {
  const { contact, lastMessageTime } = props.entry;
  return (
    <li>
      <button
        type="button"
        className={props.isOpen ? 'custom-chat-contact custom-chat-contact-open' : 'custom-chat-contact'}
        aria-current={props.isOpen ? 'true' : undefined}
        onClick={props.onOpen}
      >
        <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} />
        <span className="custom-chat-contact-text">
          <span className="custom-chat-contact-name">{contact.name}</span>
          {lastMessageTime ? (
            <span className={Classes.TEXT_MUTED}>
              <span className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{T.lastMessage(formatDateTime(lastMessageTime))}</span>
            </span>
          ) : contact.mood ? (
            <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>{contact.mood}</span>
          ) : null}
        </span>
        {contact.unread > 0 ? (
          <Tag round intent="primary" className="custom-chat-unread" title={T.unread(contact.unread)}>
            <span aria-hidden>{contact.unread}</span>
            <span className="custom-sr-only">{T.unread(contact.unread)}</span>
          </Tag>
        ) : null}
      </button>
    </li>
  );
}
