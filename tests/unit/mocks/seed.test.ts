// @vitest-environment node
import { isValidCep, isValidCpf, isValidMobilePhone } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../../../mocks/createMockApi';
import { cpfCheckDigits } from '../../../mocks/seed/brazil';
import { generateCoupons } from '../../../mocks/seed/coupons';
import { parseDay } from '../../../mocks/seed/dates';
import { CANCELLED_STATUSES, generateOrders, ORDER_STATUSES, ordersTable } from '../../../mocks/seed/orders';
import { asciiSlug, KNOWN_CITIES } from '../../../mocks/seed/people';
import { hashSeed, Rng, rngFor } from '../../../mocks/seed/random';
import { revenueOfDay } from '../../../mocks/seed/revenue';
import { studentRowsTable } from '../../../mocks/seed/studentRows';
import { generateStudents, studentsTable } from '../../../mocks/seed/students';
import { couponsTable } from '../../../mocks/seed/coupons';

const students = generateStudents(2000);
const coupons = generateCoupons(120);
const orders = generateOrders(students, coupons);

describe('random numbers', () => {
  it('are deterministic and spread', () => {
    expect(hashSeed('a', 1)).toBe(hashSeed('a', 1));
    expect(hashSeed('a', 1)).not.toBe(hashSeed('a', 2));
    const a = rngFor('x', 1);
    const b = rngFor('x', 1);
    const values = Array.from({ length: 1000 }, () => a.next());
    expect(Array.from({ length: 1000 }, () => b.next())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.05);
    const rng = new Rng(42);
    for (let i = 0; i < 200; i += 1) {
      const n = rng.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
    }
  });
});

describe('people', () => {
  it('have valid, unique CPFs (check digits verified with @brazilian-utils)', () => {
    expect(cpfCheckDigits('280012389')).toBe('38');
    for (const student of students) {
      expect(student.CPF).toMatch(/^\d{11}$/);
      expect(isValidCpf(student.CPF)).toBe(true);
    }
    expect(new Set(students.map((s) => s.CPF)).size).toBe(students.length);
  });

  it('have 11-digit mobiles with the city\'s area code, real city/UF pairs and CEPs of the city', () => {
    for (const student of students) {
      const city = KNOWN_CITIES.find((c) => c.name === student.Cidade && c.uf === student.Estado);
      expect(city, `${student.Cidade}/${student.Estado}`).toBeDefined();
      expect(student.Telefone).toMatch(/^\d{2}9\d{8}$/);
      expect(student.Telefone.slice(0, 2)).toBe(city!.ddd);
      expect(isValidMobilePhone(student.Telefone)).toBe(true);
      expect(student.CEP).toMatch(/^\d{8}$/);
      expect(isValidCep(student.CEP)).toBe(true);
      const prefix = Number(student.CEP.slice(0, 5));
      expect(prefix >= city!.cepFrom && prefix <= city!.cepTo).toBe(true);
      expect(student.Logradouro).toMatch(/^(Rua|Avenida|Travessa|Alameda) /);
      expect(student.Numero).toMatch(/^\d+$/);
      expect(student.Bairro.length).toBeGreaterThan(2);
    }
    expect(new Set(students.map((s) => s.Estado)).size).toBeGreaterThan(15);
  });

  it('have Brazilian names and unique e-mails derived from them', () => {
    for (const student of students) {
      const words = student.NomeCompleto.split(' ');
      expect(words.length).toBeGreaterThanOrEqual(2);
      for (const word of words) expect(word).toMatch(/^([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõçü]+|da|de|dos)$/);
      const [local] = student.Email.split('@');
      const first = asciiSlug(words[0]);
      const last = asciiSlug(words.at(-1)!);
      expect(local.startsWith(first) || local.startsWith(`${first[0]}${last}`), `${student.NomeCompleto} → ${student.Email}`).toBe(true);
      expect(student.Email).toMatch(/^[a-z0-9._]+@[a-z.]+$/);
    }
    expect(new Set(students.map((s) => s.Email)).size).toBe(students.length);
    expect(students.some((s) => /[áéíóúâêôãõç]/i.test(s.NomeCompleto))).toBe(true);
  });
});

describe('orders', () => {
  it('number 0–5 per student, ids from 1 in student order; student 1 owns order 1, which is paid', () => {
    expect(orders.map((o) => o.PedidoId)).toEqual(orders.map((_, i) => i + 1));
    expect(students.map((s) => s.AlunoID)).toEqual(students.map((_, i) => i + 1));
    const counts = new Map<number, number>();
    for (const order of orders) counts.set(order.AlunoID, (counts.get(order.AlunoID) ?? 0) + 1);
    for (const student of students) expect(counts.get(student.AlunoID) ?? 0).toBeLessThanOrEqual(5);
    expect(students.filter((s) => !counts.has(s.AlunoID)).length).toBeGreaterThan(0);
    expect(orders[0]).toMatchObject({ PedidoId: 1, AlunoID: 1, Status: 'Pago' });
    expect(counts.get(1)).toBeGreaterThanOrEqual(2);
    expect(orders.filter((o) => o.AlunoID === 1).every((o) => !CANCELLED_STATUSES.includes(o.Status))).toBe(true);
  });

  it('use every status, BRL values with cents, dates in 2025–2026 and the buyer\'s e-mail', () => {
    expect(new Set(orders.map((o) => o.Status))).toEqual(new Set(ORDER_STATUSES));
    const byId = new Map(students.map((s) => [s.AlunoID, s]));
    for (const order of orders) {
      expect(order.Valor).toBeGreaterThan(0);
      expect(Math.round(order.Valor * 100) / 100).toBe(order.Valor);
      const day = parseDay(order.DataCompra)!;
      expect(day).toBeDefined();
      expect(order.DataCompra).toMatch(/\/(2025|2026)$/);
      expect(order.Email).toBe(byId.get(order.AlunoID)!.Email);
      if (order.Status === 'Cancelado por chargeback') expect(order.FormaPagamento).toBe('Cartão');
      if (order.DataCancelamento) expect(parseDay(order.DataCancelamento)!).toBeGreaterThan(day);
      if (order.CupomID !== null) expect(order.Desconto).toBeGreaterThan(0);
    }
    expect(orders.some((o) => o.Valor % 1 !== 0)).toBe(true);
    expect(orders.filter((o) => o.CupomID !== null).length / orders.length).toBeGreaterThan(0.1);
  });
});

describe('determinism', () => {
  it('two fresh stores (no shared seed) hold identical data', () => {
    const a = createMockApi({ shareSeed: false, scale: 3 });
    const b = createMockApi({ shareSeed: false, scale: 3 });
    for (const table of [studentsTable, couponsTable, ordersTable, studentRowsTable] as const) {
      const rowsA = a.store.table(table as typeof studentsTable).all();
      const rowsB = b.store.table(table as typeof studentsTable).all();
      expect(rowsA).not.toBe(rowsB);
      expect(JSON.stringify(rowsA)).toBe(JSON.stringify(rowsB));
    }
    expect(a.store.table(studentsTable).all()).toHaveLength(300);
    expect(a.store.table(couponsTable).all()).toHaveLength(180);
  });

  it('a smaller scale is a prefix of a larger one (student n is the same at any scale)', () => {
    expect(generateStudents(500)).toEqual(students.slice(0, 500));
    expect(generateCoupons(60)).toEqual(coupons.slice(0, 60));
  });

  it('revenue depends on the date only', () => {
    const day = parseDay('2026-03-15')!;
    expect(revenueOfDay(day)).toEqual(revenueOfDay(day));
    expect(revenueOfDay(day)).not.toEqual(revenueOfDay(day + 1));
    expect(revenueOfDay(day).DataFaturamento).toBe('15/03/2026');
  });
});

describe('dates', () => {
  it('parse ISO and dd/mm/yyyy and refuse impossible dates', () => {
    expect(parseDay('2026-02-28')).toBe(parseDay('28/02/2026'));
    expect(parseDay('2026-02-29')).toBeUndefined();
    expect(parseDay('31/04/2026')).toBeUndefined();
    expect(parseDay('2026-11-20T10:00:00Z')).toBe(parseDay('20/11/2026'));
    expect(parseDay('amanhã')).toBeUndefined();
  });
});
