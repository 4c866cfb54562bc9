import type { RuntimeCustomScreen } from '../../core/definition/runtime';
import type { ScreenProps } from '../../core/screen';
import { useRegistry } from '../../ui/RegistryContext';

/** The `custom` screen kind: looks the named component up in the registry and hands it the screen and its settings. */
export default function CustomScreen({ definition, params }: ScreenProps<RuntimeCustomScreen>) {
  const { custom } = useRegistry();
  const Component = custom.get(definition.component);
  return <Component definition={definition} params={params} settings={definition.settings as never} />;
}
