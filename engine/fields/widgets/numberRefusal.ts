/**
 * Why a number mask dropped part of what was typed or pasted. The mask silently reshapes its input ("1e309"
 * becomes 1309, "-10" becomes 10); the user must be told, or a wrong amount is saved without anyone noticing.
 */
import { formatNumber } from '../../core/i18n/format';

/** What a number field takes. */
export interface NumberRules {
  /** Whether a minus sign is kept. */
  negative: boolean;
  /** Decimal places kept (0 for integers). */
  decimals: number;
  /** Largest value kept, when bounded. */
  max?: number;
}

const quote = (chars: string[]) => chars.map((char) => `“${char}”`).join(', ');
const digits = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '');

/**
 * The pt-BR message for what the mask refused, or null when it took everything. `raw` is the input's text with
 * the user's insertion, before the mask; `shown` is what the mask left.
 */
export function numberRefusal(raw: string, shown: string, rules: NumberRules): string | null {
  if (raw === shown) return null;
  if (!rules.negative && raw.includes('-')) return 'Valores negativos não são aceitos: o sinal “-” foi ignorado.';
  const strange = [...new Set([...raw].filter((char) => !/[\d.,\s-]/.test(char)))];
  if (strange.length > 0) {
    const ignored = strange.length === 1 ? 'foi ignorado' : 'foram ignorados';
    return `Só números são aceitos: ${quote(strange.slice(0, 5))} ${ignored}.`;
  }
  // Only digits and separators were typed, yet digits went missing: too many decimals, or above the maximum.
  if (digits(shown).startsWith(digits(raw))) return null;
  const comma = Math.max(raw.lastIndexOf(','), raw.lastIndexOf('.'));
  if (comma >= 0 && raw.slice(comma + 1).replace(/\D/g, '').length > rules.decimals) {
    return rules.decimals === 0 ? 'Digite um número inteiro, sem casas decimais.' : `Use no máximo ${rules.decimals} casas decimais.`;
  }
  if (rules.max !== undefined) return `O maior valor aceito é ${formatNumber(rules.max, { maximumFractionDigits: 3 })}.`;
  return 'Parte do que foi digitado não cabe neste campo e foi ignorada.';
}
