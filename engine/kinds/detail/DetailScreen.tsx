import type { ScreenProps } from '../../core/screen';
import type { RuntimeDetailScreen as DetailDefinition } from '../../core/definition/runtime';
import { useActions } from '../actions/useActions';
import { DetailScreenView } from './DetailScreenView';
import { useDetailController } from './useDetailController';

/** The `detail` screen kind: a read-only record with sections, nested tables and actions. */
export default function DetailScreen({ definition, params }: ScreenProps<DetailDefinition>) {
  const detail = useDetailController(definition, params);
  const actions = useActions({ onDone: detail.reload, params });
  return <DetailScreenView definition={definition} detail={detail} actions={actions} />;
}
