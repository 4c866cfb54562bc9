import type { ScreenProps } from '../../core/screen';
import type { RuntimeDashboardScreen as DashboardDefinition } from '../../core/definition/runtime';
import { DashboardScreenView } from './DashboardScreenView';
import { useDashboardController } from './useDashboardController';

/** The `dashboard` screen kind: filters, stat cards, charts and tables, each widget with its own source state. */
export default function DashboardScreen({ definition, params }: ScreenProps<DashboardDefinition>) {
  const dashboard = useDashboardController(definition, params);
  return <DashboardScreenView definition={definition} dashboard={dashboard} />;
}
