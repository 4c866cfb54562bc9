import type { ScreenProps } from '../../core/screen';
import type { RuntimeListScreen } from '../../core/definition/runtime';
import { useActions } from '../actions/useActions';
import { ListScreenView } from './ListScreenView';
import { useListController } from './useListController';

/** The `list` screen kind: controller + view. */
export default function ListScreen({ definition, params }: ScreenProps<RuntimeListScreen>) {
  const list = useListController(definition, params);
  const actions = useActions({ onDone: list.refetch, params });
  return <ListScreenView definition={definition} params={params} list={list} actions={actions} />;
}
