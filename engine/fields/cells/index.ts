/**
 * The engine's cell formats, one folder each (its code and `options.schema.json`, from which the build
 * generates the definition format's checks). The app registers this map; its keys must equal the
 * generated CELL_FORMATS.
 */
import type { CellFormat } from '../../ui/cellTypes';
import { cell as boolean } from './boolean';
import { cell as cep } from './cep';
import { cell as cpf } from './cpf';
import { cell as date } from './date';
import { cell as datetime } from './datetime';
import { cell as html } from './html';
import { cell as image } from './image';
import { cell as link } from './link';
import { cell as list } from './list';
import { cell as money } from './money';
import { cell as number } from './number';
import { cell as percent } from './percent';
import { cell as phone } from './phone';
import { cell as status } from './status';
import { cell as text } from './text';

/** Every cell format by name. */
export const cellFormats: Record<string, CellFormat> = {
  text, number, money, percent, date, datetime, boolean, status, cpf, phone, cep, list, html, image, link,
};
