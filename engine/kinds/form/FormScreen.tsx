import type { ScreenProps } from '../../app/registry';
import type { FormScreen as FormScreenDefinition } from '../../core/generated';
import { FormScreenView } from './FormScreenView';
import { useFormController } from './useFormController';

/** The `form` screen kind: create or edit one record with the themed rjsf form. */
export default function FormScreen({ definition, params }: ScreenProps<FormScreenDefinition>) {
  const form = useFormController(definition, params);
  return <FormScreenView definition={definition} form={form} />;
}
