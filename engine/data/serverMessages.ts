/**
 * Server texts that are not pt-BR, turned into what the user reads. The API (and proxies in front of it)
 * answer some failures in English: the 401 reasons of the spec, frameworks' status phrases, token
 * libraries' errors. The http client passes every server message through here, so raw English never
 * reaches a toast or an error panel.
 */
const SESSION_ENDED = 'Sua sessão expirou. Entre novamente.';

// Keys are compared trimmed and lower-cased, without a final period.
const KNOWN: Record<string, string> = {
  'invalid access_token': 'Sua sessão não é mais válida. Entre novamente.',
  'access_token expired': SESSION_ENDED,
  'jwt expired': SESSION_ENDED,
  'token expired': SESSION_ENDED,
  'jwt malformed': 'Sua sessão não é mais válida. Entre novamente.',
  'invalid token': 'Sua sessão não é mais válida. Entre novamente.',
  'invalid signature': 'Sua sessão não é mais válida. Entre novamente.',
  unauthorized: SESSION_ENDED,
  forbidden: 'Você não tem permissão para esta ação.',
  'not found': 'Registro não encontrado.',
  'bad request': 'A requisição foi recusada pelo servidor.',
  conflict: 'O registro foi alterado por outra pessoa. Recarregue e tente novamente.',
  'payload too large': 'Os dados enviados são grandes demais.',
  'unprocessable entity': 'Alguns dados não foram aceitos pelo servidor. Revise os campos.',
  'too many requests': 'Muitas requisições em pouco tempo. Aguarde um instante e tente novamente.',
  'internal server error': 'O servidor encontrou um erro. Tente novamente.',
  'bad gateway': 'O servidor está indisponível. Tente novamente.',
  'service unavailable': 'O servidor está indisponível. Tente novamente.',
  'gateway timeout': 'O servidor demorou demais para responder. Tente novamente.',
  'network error': 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
  'failed to fetch': 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.',
};

// Texts that only repeat the status: the caller's text for the status says more.
const BARE = /^(request failed with status code \d+|error|erro)$/;

/**
 * What the user reads for a server message: the pt-BR text of a known one, null (the caller then uses
 * its text for the status) for a bare status phrase, else the server's own text.
 */
export function userServerMessage(text: string): string | null {
  const known = knownServerMessage(text);
  if (known) return known;
  if (BARE.test(keyOf(text)) || !text.trim()) return null;
  return text;
}

/** The pt-BR text of a known server message, or null. */
export function knownServerMessage(text: string): string | null {
  return KNOWN[keyOf(text)] ?? null;
}

function keyOf(text: string): string {
  return text.trim().replace(/\.$/, '').toLowerCase();
}
