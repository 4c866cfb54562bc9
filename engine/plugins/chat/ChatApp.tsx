import type { CustomComponentProps } from '../../core/screen';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingState } from '../../ui/LoadingState';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useIsMobile } from '../../ui/useIsMobile';
import { CHAT_TEXTS as T } from './chatTexts';
import { ContactList } from './ContactList';
import { ConversationPanel } from './ConversationPanel';
import { useChatController } from './useChatController';
import './chat.css';

/**
 * The student-question forum (custom component `chatApp`): contacts with search, presence and unread
 * badges beside the open conversation and its composer. Below the medium breakpoint it shows either the
 * list or the conversation. Every call comes from `settings` (chatApp.settings.schema.json).
 */
export default function ChatApp({ definition, settings }: CustomComponentProps<'chatApp'>) {
  const chat = useChatController(settings);
  const isMobile = useIsMobile();
  const header = <ScreenHeader title={definition.title} description={definition.description} />;
  if (chat.status === 'error') {
    return (
      <section className="engine-screen custom-chat" data-ready="true">
        {header}
        <ErrorPanel title={T.loadFailed} message={chat.error ?? ''} onRetry={chat.retry} />
      </section>
    );
  }
  if (chat.status === 'loading') {
    return (
      <section className="engine-screen custom-chat" data-ready="false">
        {header}
        <LoadingState />
      </section>
    );
  }
  const showList = !isMobile || chat.mobileView === 'list';
  const showConversation = !isMobile || chat.mobileView === 'conversation';
  return (
    <section className="engine-screen custom-chat" data-ready="true">
      {header}
      <div className={isMobile ? 'custom-chat-layout custom-chat-layout-mobile' : 'custom-chat-layout'}>
        {showList ? <ContactList chat={chat} canEditProfile={Boolean(settings.userData)} /> : null}
        {showConversation ? <ConversationPanel chat={chat} showBack={isMobile} /> : null}
      </div>
    </section>
  );
}
