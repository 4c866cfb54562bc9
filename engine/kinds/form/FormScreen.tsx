import type { ScreenProps } from '../../core/screen';
import type { RuntimeFormScreen as FormScreenDefinition } from '../../core/definition/runtime';
import { FormScreenView } from './FormScreenView';
import { useFormController } from './useFormController';

/** The `form` screen kind: create or edit one record with the themed rjsf form. */
export default function FormScreen({ definition, params }: ScreenProps<FormScreenDefinition>) {
  const form = useFormController(definition, params);
  return <FormScreenView definition={definition} form={form} />;
}
