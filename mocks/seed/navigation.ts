/**
 * The store's navigation menu: top-level entries and the entries under them, each with its address, order and
 * visibility. About 30 entries, whatever MOCK_SCALE.
 */
import { defineTable } from '../store/table.ts';

/** A menu entry of the store. */
export interface NavigationRecord {
  _id: number;
  label: string;
  /** Store path (`/cursos`) or full address. */
  url: string;
  /** Id of the entry it sits under, or null at the top level. */
  paiId: number | null;
  /** Position among its siblings (1 = first). */
  ordem: number;
  visivel: boolean;
}

/** Top-level entries and their children: [label, url, children as [label, url][]]. */
const MENU: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string]>]> = [
  ['Concursos', '/concursos', [
    ['Polícia Federal', '/concursos/policia-federal'], ['INSS', '/concursos/inss'], ['Receita Federal', '/concursos/receita-federal'],
    ['Tribunais', '/concursos/tribunais'], ['Bancários', '/concursos/bancarios'], ['Polícia Rodoviária Federal', '/concursos/prf'],
    ['Área fiscal', '/concursos/area-fiscal'],
  ]],
  ['Cursos', '/cursos', [
    ['Turmas regulares', '/cursos/regulares'], ['Reta final', '/cursos/reta-final'], ['Módulos avulsos', '/cursos/modulos'],
    ['Combos', '/cursos/combos'],
  ]],
  ['Assinatura', '/assinatura', [['Planos', '/assinatura/planos'], ['Perguntas frequentes', '/assinatura/perguntas-frequentes']]],
  ['Materiais gratuitos', '/materiais-gratuitos', [
    ['E-books', '/materiais-gratuitos/e-books'], ['Editais verticalizados', '/materiais-gratuitos/editais'],
    ['Videoaulas', '/materiais-gratuitos/videoaulas'], ['Audioaulas', '/materiais-gratuitos/audioaulas'],
  ]],
  ['Simulados', '/simulados', []],
  ['Professores', '/professores', []],
  ['Blog', '/blog', [['Notícias de concursos', '/blog/noticias'], ['Dicas de estudo', '/blog/dicas']]],
  ['Aprovados', '/aprovados', []],
  ['Contato', '/contato', [['Central de ajuda', '/ajuda'], ['Fale conosco', '/contato/fale-conosco']]],
];

/** Entries hidden in the seed (being prepared or out of season). */
const HIDDEN = new Set(['Aprovados', 'Combos', 'Audioaulas', 'Área fiscal']);

/** The navigation table. */
export const navigationTable = defineTable<NavigationRecord>({
  name: 'navegacao',
  idField: '_id',
  searchFields: ['label'],
  seed: () => {
    const records: NavigationRecord[] = [];
    MENU.forEach(([label, url], index) => {
      records.push({ _id: records.length + 1, label, url, paiId: null, ordem: index + 1, visivel: !HIDDEN.has(label) });
    });
    MENU.forEach(([, , children], parentIndex) => {
      children.forEach(([label, url], index) => {
        records.push({ _id: records.length + 1, label, url, paiId: parentIndex + 1, ordem: index + 1, visivel: !HIDDEN.has(label) });
      });
    });
    return records;
  },
});
