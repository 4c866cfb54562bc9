import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCep, formatCpf, formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, formatPhone,
  parseDate, parseMoney, parseNumber,
} from '../../../engine/core/i18n/format';
import { isStrongPassword, isValidCep, isValidCpf, isValidIsoDate, isValidPhone } from '../../../engine/core/i18n/checks';

const originalTz = process.env.TZ;
// São Paulo is UTC-3: a date-only value read as UTC midnight would show the previous day.
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('numbers, money and percents', () => {
  it('formats numbers the pt-BR way', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(10)).toBe('10');
  });

  it('formats BRL with a normal space after R$', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(-1234.5)).toBe('-R$ 1.234,50');
    expect(formatMoney(1234567.8)).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    expect(formatMoney(1)).not.toContain('\u00a0');
  });

  it('formats percents stored as percent points', () => {
    expect(formatPercent(15)).toBe('15%');
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('parses typed pt-BR amounts', () => {
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('R$ 1.234,56')).toBe(1234.56);
    expect(parseMoney('10')).toBe(10);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('15%')).toBe(15);
  });
});

describe('dates', () => {
  it('formats ISO dates, dd/mm/yyyy and datetimes as dd/mm/aaaa', () => {
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
    expect(formatDate('05/01/2025')).toBe('05/01/2025');
    expect(formatDate('2025-01-05T15:30:00-03:00')).toBe('05/01/2025');
  });

  it('never shifts a date-only value by the time zone', () => {
    expect(new Date('2025-01-05').getDate()).toBe(4); // the trap the formatter avoids
    expect(formatDate('2025-01-05')).toBe('05/01/2025');
    expect(formatDate('2025-01-05T00:00:00.000Z')).toBe('05/01/2025');
    expect(formatDate('2025-01-01')).toBe('01/01/2025');
  });

  it('shows an instant in local time', () => {
    expect(formatDateTime('2025-01-05T15:30:00Z')).toBe('05/01/2025 12:30');
    expect(formatDate('2025-01-05T01:30:00Z')).toBe('04/01/2025');
    expect(formatDateTime('2025-01-05')).toBe('05/01/2025');
  });

  it('leaves unreadable dates as they came', () => {
    expect(formatDate('amanhã')).toBe('amanhã');
    expect(formatDate('2025-02-31')).toBe('2025-02-31');
    expect(formatDateTime('x')).toBe('x');
  });

  it('parses dd/mm/aaaa into ISO, refusing impossible or partial dates', () => {
    expect(parseDate('05/01/2025')).toBe('2025-01-05');
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDate('29/02/2025')).toBeNull();
    expect(parseDate('31/04/2025')).toBeNull();
    expect(parseDate('05/01/20')).toBeNull();
    expect(parseDate('2025-01-05')).toBe('2025-01-05');
    expect(parseDate('')).toBeNull();
    expect(isValidIsoDate('2025-01-05')).toBe(true);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
  });
});

describe('CPF, phone and CEP', () => {
  it('formats CPF from digits and leaves other input alone', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('1234')).toBe('1234');
    expect(formatCpf('não informado')).toBe('não informado');
  });

  it('checks CPF check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });

  it('formats mobile and landline phones', () => {
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('1131234567')).toBe('(11) 3123-4567');
    expect(formatPhone('5511912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('123')).toBe('123');
    expect(isValidPhone('(11) 91234-5678')).toBe(true);
    expect(isValidPhone('1131234567')).toBe(true);
    expect(isValidPhone('119123')).toBe(false);
  });

  it('formats and checks CEP', () => {
    expect(formatCep('01310930')).toBe('01310-930');
    expect(formatCep('01310-930')).toBe('01310-930');
    expect(formatCep('0131')).toBe('0131');
    expect(isValidCep('01310-930')).toBe(true);
    expect(isValidCep('0131093')).toBe(false);
  });

  it('checks the spec password rule', () => {
    expect(isStrongPassword('Senha123')).toBe(true);
    expect(isStrongPassword('senha123')).toBe(false);
    expect(isStrongPassword('SENHA123')).toBe(false);
    expect(isStrongPassword('SenhaAbc')).toBe(false);
    expect(isStrongPassword('Sen12')).toBe(false);
    expect(isStrongPassword('Senha 123')).toBe(false);
  });
});

describe('numbers spelled as Intl spells them (the formatters do it by hand: Intl is slow to start)', () => {
  const formats = new Map<string, Intl.NumberFormat>();
  const intl = (options: Intl.NumberFormatOptions, value: number) => {
    const key = JSON.stringify(options);
    if (!formats.has(key)) formats.set(key, new Intl.NumberFormat('pt-BR', options));
    return formats.get(key)!.format(value);
  };
  // Seeded, so a failure names a value that fails again.
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const samples = [
    0, -0, 1, -1, 0.5, 0.005, 1.005, 2.675, 999.995, 1234.565, -0.001, 0.1 + 0.2, 1e-7, 1.5e-7, 123456789012.345,
    1e21, 1.2345e22, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity,
    ...Array.from({ length: 3000 }, (_, index) => {
      const magnitude = 10 ** Math.floor(random() * 13 - 4);
      const value = Number((random() * magnitude).toFixed(Math.floor(random() * 6)));
      return index % 3 === 0 ? -value : value;
    }),
  ];

  it('numbers, with any fraction digits asked for', () => {
    for (const value of samples) {
      expect(formatNumber(value), String(value)).toBe(intl({ maximumFractionDigits: 2 }, value));
      expect(formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 3 }), String(value))
        .toBe(intl({ minimumFractionDigits: 1, maximumFractionDigits: 3 }, value));
      expect(formatNumber(value, { maximumFractionDigits: 0 }), String(value)).toBe(intl({ maximumFractionDigits: 0 }, value));
    }
  });

  it('money, with a normal space after R$', () => {
    for (const value of samples) {
      expect(formatMoney(value), String(value)).toBe(intl({ style: 'currency', currency: 'BRL' }, value).replace(/\u00a0/g, ' '));
    }
  });

  it('percents, from the percent points themselves', () => {
    for (const value of samples) expect(formatPercent(value), String(value)).toBe(`${intl({ maximumFractionDigits: 2 }, value)}%`);
  });
});
