/** pt-BR texts of the student-question chat. */
import { formatNumber } from '../../core/i18n/format';
import type { ChatStatus } from './chatTypes';

/** Every text the chat shows, in pt-BR. */
export const CHAT_TEXTS = {
  status: { online: 'Online', 'do-not-disturb': 'Não perturbe', offline: 'Offline' } satisfies Record<ChatStatus, string>,
  search: 'Buscar contato',
  searchPlaceholder: 'Buscar pelo nome...',
  contactsLabel: 'Contatos',
  chatsHeading: 'Conversas',
  othersHeading: 'Outros alunos',
  noContacts: 'Nenhum contato encontrado.',
  unread: (count: number) => (count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`),
  lastMessage: (time: string) => `Última mensagem em ${time}`,
  myStatus: 'Minha situação',
  myMood: 'Meu recado',
  moodPlaceholder: 'Ex.: Plantão de dúvidas até as 18h',
  profileSaved: 'Perfil atualizado.',
  pickContact: 'Escolha um aluno para conversar',
  pickContactHint: 'As dúvidas dos alunos sobre as questões aparecem aqui. Use a busca para encontrar um aluno.',
  emptyChat: 'Nenhuma mensagem ainda',
  emptyChatHint: 'Escreva a primeira mensagem para este aluno.',
  messagesWith: (name: string) => `Mensagens com ${name}`,
  you: 'Você',
  sentBy: (name: string, time: string) => `${name}, ${time}`,
  message: 'Mensagem',
  messagePlaceholder: 'Escreva sua resposta... (Enter envia, Shift+Enter quebra a linha)',
  send: 'Enviar',
  sending: 'Enviando...',
  emptyMessage: 'Digite uma mensagem.',
  tooLong: (max: number) => `A mensagem pode ter no máximo ${formatNumber(max)} caracteres.`,
  back: 'Voltar para os contatos',
  loadFailed: 'Não foi possível carregar o fórum',
  chatFailed: 'Não foi possível abrir a conversa',
  sendFailed: 'A mensagem não foi enviada',
  counter: (length: number, max: number) => `${formatNumber(length)} de ${formatNumber(max)} caracteres`,
} as const;
