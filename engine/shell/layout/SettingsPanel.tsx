import { Button, Classes, Drawer, H4, Radio, RadioGroup } from '@blueprintjs/core';
import { useId, type FormEvent } from 'react';
import type { LayoutSettings } from './layout.machine';

const OPTIONS: { [K in Exclude<keyof LayoutSettings, 'fontScale'>]: { label: string; options: Array<[LayoutSettings[K], string]> } } = {
  layout: {
    label: 'Layout',
    options: [
      ['layout1', 'Layout 1 — conteúdo largo (1570 px)'],
      ['layout2', 'Layout 2 — centralizado (1120 px)'],
      ['layout3', 'Layout 3 — centralizado com barra larga (1120 px)'],
    ],
  },
  navigation: {
    label: 'Navegação',
    options: [
      ['vertical', 'Vertical'],
      ['vertical-2', 'Vertical com painel lateral'],
      ['horizontal', 'Horizontal'],
    ],
  },
  navbarStyle: {
    label: 'Estilo do menu',
    options: [
      ['style-1', 'Estilo 1 — claro'],
      ['style-2', 'Estilo 2 — escuro'],
      ['style-3', 'Estilo 3 — colorido'],
      ['style-3-dense', 'Estilo 3 compacto'],
    ],
  },
  theme: {
    label: 'Tema',
    options: [
      ['light', 'Claro'],
      ['dark', 'Escuro'],
    ],
  },
};

/** The settings drawer: layout, navigation kind, navbar style and theme, each a radio group. */
export function SettingsPanel(props: {
  isOpen: boolean;
  onClose: () => void;
  settings: LayoutSettings;
  onChange: (settings: Partial<LayoutSettings>) => void;
}) {
  const titleId = useId();
  const keys = Object.keys(OPTIONS) as Array<keyof typeof OPTIONS>;
  return (
    <Drawer isOpen={props.isOpen} onClose={props.onClose} position="right" size={360} className="shell-drawer shell-settings-panel">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="shell-drawer-inner">
        <div className={`${Classes.DRAWER_HEADER} shell-drawer-header`}>
          <H4 id={titleId}>Aparência</H4>
          <Button variant="minimal" icon="cross" aria-label="Fechar aparência" onClick={props.onClose} />
        </div>
        <div className={`${Classes.DRAWER_BODY} shell-drawer-body`}>
          <p className={Classes.TEXT_MUTED}>As preferências são salvas no seu perfil.</p>
          {keys.map((key) => (
            <RadioGroup
              key={key}
              className="shell-settings-group"
              label={OPTIONS[key].label}
              name={`shell-${key}`}
              selectedValue={props.settings[key]}
              onChange={(event: FormEvent<HTMLInputElement>) => props.onChange({ [key]: event.currentTarget.value } as Partial<LayoutSettings>)}
            >
              {OPTIONS[key].options.map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </RadioGroup>
          ))}
        </div>
      </div>
    </Drawer>
  );
}
