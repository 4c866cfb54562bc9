import type { ScreenProps } from '../../app/registry';
import { useRegistry } from '../../ui/RegistryContext';
import type { CustomScreen as CustomDefinition } from '../../core/generated';

/** The `custom` screen kind: looks the named component up in the registry and hands it the definition. */
export default function CustomScreen({ definition, params }: ScreenProps<CustomDefinition>) {
  const { custom } = useRegistry();
  const Component = custom.get(definition.component);
  return <Component definition={definition} params={params} />;
}
