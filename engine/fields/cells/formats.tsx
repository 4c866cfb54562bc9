import { Tag, type Intent } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import {
  formatCep, formatCpf, formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, formatPhone,
} from '../../core/i18n/format';
import { imageFormat, linkFormat } from './mediaFormats';
import type { CellColumn, CellFormat } from '../../ui/cellTypes';

// DOMPurify loads only when an html cell is drawn, so screens without one (and the sign-in page) skip it.
const SafeHtml = lazy(() => import('../../ui/SafeHtml').then((module) => ({ default: module.SafeHtml })));

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

function asNumber(value: unknown): number | null {
  if (isEmpty(value)) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

function numeric(format: (n: number) => string): CellFormat {
  return {
    text(value) {
      const n = asNumber(value);
      return n === null ? (isEmpty(value) ? '' : String(value)) : format(n);
    },
  };
}

function stringFormat(format: (s: string) => string): CellFormat {
  return { text: (value) => (isEmpty(value) ? '' : format(String(value))) };
}

interface StatusOption {
  label?: string;
  intent?: Intent;
}

function statusOption(value: unknown, column: CellColumn): StatusOption | undefined {
  const options = (column.options ?? {}) as Record<string, StatusOption>;
  return Object.prototype.hasOwnProperty.call(options, String(value)) ? options[String(value)] : undefined;
}

function listLabels(value: unknown, column: CellColumn): string[] {
  if (!Array.isArray(value)) return isEmpty(value) ? [] : [String(value)];
  const labelField = (column.options?.labelField as string | undefined) ?? 'Nome';
  return value.map((item) =>
    item && typeof item === 'object' ? String((item as Record<string, unknown>)[labelField] ?? '') : String(item),
  );
}

function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The engine's cell formats, by the names of CELL_FORMATS (engine/core/names.ts). */
export const cellFormats: Record<string, CellFormat> = {
  text: { text: (value) => (isEmpty(value) ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)) },
  number: numeric(formatNumber),
  money: numeric(formatMoney),
  percent: numeric(formatPercent),
  date: stringFormat(formatDate),
  datetime: stringFormat(formatDateTime),
  cpf: stringFormat(formatCpf),
  phone: stringFormat(formatPhone),
  cep: stringFormat(formatCep),
  boolean: {
    text(value, column) {
      if (isEmpty(value)) return '';
      const truthy = value === true || value === 'true' || value === 1;
      const labels = column.options as { true?: string; false?: string } | undefined;
      return truthy ? (labels?.true ?? 'Sim') : (labels?.false ?? 'Não');
    },
  },
  status: {
    text(value, column) {
      if (isEmpty(value)) return '';
      return statusOption(value, column)?.label ?? String(value);
    },
    render(value, column) {
      if (isEmpty(value)) return null;
      const option = statusOption(value, column);
      return (
        // `multiline`: Blueprint's ellipsizing Tag measures its text in a layout effect, which forced a
        // reflow per table cell (≈300 ms for a 100-row page); the tag's CSS keeps it on one line.
        <Tag minimal round multiline className="engine-status-tag" intent={option?.intent ?? 'none'}>
          {option?.label ?? String(value)}
        </Tag>
      );
    },
  },
  list: { text: (value, column) => listLabels(value, column).filter(Boolean).join(', ') },
  image: imageFormat,
  link: linkFormat,
  html: {
    text: (value) => (isEmpty(value) ? '' : htmlToText(String(value))),
    render: (value) =>
      isEmpty(value) ? null : (
        <Suspense fallback={htmlToText(String(value))}>
          <SafeHtml html={String(value)} />
        </Suspense>
      ),
  },
};
