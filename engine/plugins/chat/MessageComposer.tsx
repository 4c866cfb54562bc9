import { Button, TextArea } from '@blueprintjs/core';
import { useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXTS as T } from './chatTexts';
import type { ChatController } from './useChatController';

/** The message field: Enter sends, Shift+Enter breaks the line; an empty or too long message is not sent. */
export function MessageComposer(props: { chat: ChatController }) {
  const { chat } = props;
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const length = chat.draft.trim().length;
  const tooLong = length > chat.maxLength;
  const submit = async () => {
    if (await chat.send()) field.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  return (
    <form className="custom-chat-composer" onSubmit={onSubmit}>
      <label htmlFor={id} className="custom-sr-only">{T.message}</label>
      <TextArea
        id={id}
        inputRef={field}
        fill
        autoResize
        rows={2}
        value={chat.draft}
        placeholder={T.messagePlaceholder}
        intent={tooLong || chat.sendError ? 'danger' : 'none'}
        aria-describedby={`${id}-ajuda`}
        aria-invalid={tooLong || undefined}
        onChange={(event) => chat.setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div className="custom-chat-composer-bar">
        <span id={`${id}-ajuda`} className={tooLong || chat.sendError ? 'custom-chat-composer-error' : 'bp6-text-muted'} role={chat.sendError ? 'alert' : undefined}>
          {chat.sendError ? `${T.sendFailed}: ${chat.sendError}` : tooLong ? T.tooLong(chat.maxLength) : T.counter(length, chat.maxLength)}
        </span>
        <Button type="submit" intent="primary" icon="send-message" text={chat.isSending ? T.sending : T.send} loading={chat.isSending} disabled={chat.draftProblem !== null} />
      </div>
    </form>
  );
}
