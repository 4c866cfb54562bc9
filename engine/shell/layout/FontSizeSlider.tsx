import { Button } from '@blueprintjs/core';
import { FONT_SCALE } from './layout.machine';
import { DeferredPopover } from '../../ui/popover/DeferredPopover';
import { shellPopover } from '../popover/popoverLoader';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Toolbar button with the font-size slider: 70 % to 130 % in 10 % steps. */
export function FontSizeSlider(props: { value: number; onChange: (value: number) => void }) {
  return (
    <DeferredPopover
      parts={shellPopover}
      placement="bottom-end"
      content={({ Slider }) => (
        <div className="shell-font-popover">
          <div className="shell-popover-title" id="shell-font-title">Tamanho da fonte</div>
          <Slider
            min={FONT_SCALE.min}
            max={FONT_SCALE.max}
            stepSize={FONT_SCALE.step}
            labelValues={[0.7, 1, 1.3]}
            labelRenderer={percent}
            value={props.value}
            onChange={(value) => props.onChange(Math.round(value * 10) / 10)}
            handleHtmlProps={{ 'aria-labelledby': 'shell-font-title' }}
          />
        </div>
      )}
    >
      <Button variant="minimal" icon="font" aria-label="Tamanho da fonte" title="Tamanho da fonte" />
    </DeferredPopover>
  );
}
