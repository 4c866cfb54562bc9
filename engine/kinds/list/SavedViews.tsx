import { SavedViewsMenu } from './SavedViewsMenu';
import { useSavedViews, type SavedViewsHost } from './useSavedViews';

/**
 * A list's "Visões" control: its controller and menu, in a chunk the list fetches once its rows are painted
 * (≈3 KB no first row needs; the views call itself goes out with the list).
 */
export default function SavedViews(props: { host: SavedViewsHost }) {
  return <SavedViewsMenu controller={useSavedViews(props.host)} />;
}
