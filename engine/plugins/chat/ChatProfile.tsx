import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { ChatAvatar } from './ChatAvatar';
import { CHAT_TEXTS as T } from './chatTexts';
import type { ChatStatus, ChatUser } from './chatTypes';
import { SELECT_ICON_PROPS } from '../../ui/selectIcon';

const STATUSES: ChatStatus[] = ['online', 'do-not-disturb', 'offline'];

/** The signed-in staff user: avatar, name, presence and mood (saved when changed; the mood on Enter or blur). */
export function ChatProfile(props: { user: ChatUser; canEdit: boolean; isSaving: boolean; onChange(patch: { status?: ChatStatus; mood?: string }): void }) {
  const { user } = props;
  const id = useId();
  // The mood being typed; it follows the saved one when that changes (adjusted during render).
  const [mood, setMood] = useState(user.mood);
  const [savedMood, setSavedMood] = useState(user.mood);
  if (savedMood !== user.mood) {
    setSavedMood(user.mood);
    setMood(user.mood);
  }
  const saveMood = () => {
    if (mood.trim() !== user.mood) props.onChange({ mood: mood.trim() });
  };
  return (
    <div className="custom-chat-profile">
      <div className="custom-chat-profile-name">
        <ChatAvatar name={user.name} avatar={user.avatar} status={user.status} size="large" />
        <strong>{user.name}</strong>
      </div>
      {props.canEdit ? (
        <div className="custom-chat-profile-fields">
          <FormGroup label={T.myStatus} labelFor={`${id}-situacao`}>
            <HTMLSelect
              iconProps={SELECT_ICON_PROPS}
              id={`${id}-situacao`}
              value={user.status}
              disabled={props.isSaving}
              options={STATUSES.map((status) => ({ value: status, label: T.status[status] }))}
              onChange={(event) => props.onChange({ status: event.currentTarget.value as ChatStatus })}
            />
          </FormGroup>
          <FormGroup label={T.myMood} labelFor={`${id}-recado`}>
            <InputGroup
              id={`${id}-recado`}
              value={mood}
              maxLength={120}
              placeholder={T.moodPlaceholder}
              onValueChange={setMood}
              onBlur={saveMood}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  saveMood();
                }
              }}
            />
          </FormGroup>
        </div>
      ) : user.mood ? (
        <p className="bp6-text-muted">{user.mood}</p>
      ) : null}
    </div>
  );
}
