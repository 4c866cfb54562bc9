import { Button, Classes, Icon, NonIdealState } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../core/i18n/format';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import { ChatAvatar } from './ChatAvatar';
import { CHAT_TEXTS as T } from './chatTexts';
import { MessageComposer } from './MessageComposer';
import type { ChatController } from './useChatController';

/** The open conversation: the contact's header, the messages (newest at the bottom) and the composer. */
export function ConversationPanel(props: { chat: ChatController; showBack: boolean }) {
  const { chat } = props;
  const contact = chat.selectedContact;
  const log = useRef<HTMLDivElement>(null);
  const count = chat.conversation?.dialog.length ?? 0;

  // New messages arrive at the bottom: keep them in view.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, chat.conversationStatus]);

  if (!contact) {
    return (
      <div className="custom-chat-conversation custom-chat-conversation-empty">
        <NonIdealState icon={<Icon icon="chat" size={48} />} title={T.pickContact} description={T.pickContactHint} />
      </div>
    );
  }
  return (
    <section className="custom-chat-conversation" aria-label={T.messagesWith(contact.name)}>
      <header className="custom-chat-conversation-header">
        {props.showBack ? <Button variant="minimal" icon="arrow-left" aria-label={T.back} title={T.back} onClick={chat.backToList} /> : null}
        <ChatAvatar name={contact.name} avatar={contact.avatar} status={contact.status} size="large" />
        <div>
          <h2 className={Classes.HEADING}>{contact.name}</h2>
          <span className={Classes.TEXT_MUTED}>
            {T.status[contact.status]}
            {contact.mood ? ` · ${contact.mood}` : ''}
          </span>
        </div>
      </header>
      {chat.conversationStatus === 'error' ? (
        <ErrorPanel title={T.chatFailed} message={chat.conversationError ?? ''} onRetry={chat.retryConversation} />
      ) : chat.conversationStatus !== 'ready' || !chat.conversation ? (
        <LoadingState />
      ) : (
        <>
          {count === 0 ? (
            <NonIdealState className="custom-chat-no-messages" icon={<Icon icon="comment" size={40} />} title={T.emptyChat} description={T.emptyChatHint} />
          ) : null}
          <div ref={log} className="custom-chat-messages" role="log" aria-live="polite" aria-label={T.messagesWith(contact.name)} tabIndex={0}>
            <ol className="custom-chat-message-list">
            {chat.conversation.dialog.map((entry, index) => {
              const mine = chat.isMine(entry.who);
              const author = mine ? T.you : contact.name;
              const time = entry.time ? formatDateTime(entry.time) : '';
              return (
                <li key={`${index}-${entry.time}`} className={mine ? 'custom-chat-message custom-chat-message-mine' : 'custom-chat-message'}>
                  <span className="custom-sr-only">{T.sentBy(author, time)}: </span>
                  <p className="custom-chat-bubble">{entry.message}</p>
                  <time className={Classes.TEXT_MUTED} dateTime={entry.time} aria-hidden>{time}</time>
                </li>
              );
            })}
            </ol>
          </div>
          <MessageComposer chat={chat} />
        </>
      )}
    </section>
  );
}
