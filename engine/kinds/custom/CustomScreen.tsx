import { createElement } from 'react';
import type { RuntimeCustomScreen } from '../../core/definition/runtime';
import type { ScreenProps } from '../../core/screen';
import { useRegistry } from '../../ui/RegistryContext';

/**
 * The `custom` screen kind: looks the named component up in the registry (an existing component, rendered
 * by createElement) and hands it the screen and its settings.
 */
export default function CustomScreen({ definition, params }: ScreenProps<RuntimeCustomScreen>) {
  const { custom } = useRegistry();
  return createElement(custom.get(definition.component), { definition, params, settings: definition.settings as never });
}
