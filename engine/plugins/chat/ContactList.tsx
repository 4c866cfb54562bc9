import { Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { sameId } from './chatData';
import { ChatProfile } from './ChatProfile';
import { CHAT_TEXTS as T } from './chatTexts';
import { ContactItem } from './ContactItem';
import type { ChatController, ContactEntry } from './useChatController';

function Section(props: { title: string; entries: ContactEntry[]; chat: ChatController }) {
  const headingId = useId();
  if (props.entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${Classes.HEADING} custom-chat-section-title`}>{props.title}</h2>
      <ul className="custom-chat-contacts">
        {props.entries.map((entry) => (
          <ContactItem
            key={String(entry.contact.id)}
            entry={entry}
            isOpen={sameId(entry.contact.id, props.chat.selectedContact?.id)}
            onOpen={() => props.chat.openContact(entry.contact.id)}
          />
        ))}
      </ul>
    </section>
  );
}

/** The left side of the chat: the user's profile, the contact search and the contacts with and without chats. */
export function ContactList(props: { chat: ChatController; canEditProfile: boolean }) {
  const { chat } = props;
  const searchId = useId();
  return (
    <nav className="custom-chat-sidebar" aria-label={T.contactsLabel}>
      {chat.user ? <ChatProfile user={chat.user} canEdit={props.canEditProfile} isSaving={chat.isSavingProfile} onChange={(patch) => void chat.updateProfile(patch)} /> : null}
      <FormGroup label={T.search} labelFor={searchId} className="custom-chat-search">
        <InputGroup id={searchId} type="search" leftIcon="search" placeholder={T.searchPlaceholder} value={chat.search} onValueChange={chat.setSearch} />
      </FormGroup>
      <div className="custom-chat-contact-scroll">
        <Section title={T.chatsHeading} entries={chat.chats} chat={chat} />
        <Section title={T.othersHeading} entries={chat.others} chat={chat} />
        {chat.chats.length === 0 && chat.others.length === 0 ? <p className={`${Classes.TEXT_MUTED} custom-chat-none`}>{T.noContacts}</p> : null}
      </div>
    </nav>
  );
}
