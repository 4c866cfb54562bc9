import { Callout } from '@blueprintjs/core';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Access } from '../../core/access';
import { withFormSchemaIds, formSchemaSites } from '../../core/definition/formSchemas';
import { textHash } from '../../core/definition/overridesDiff';
import type { RuntimeScreen } from '../../core/definition/runtime';
import type { ScreenProps } from '../../core/screen';
import { ResourcesContext } from '../../data/ResourcesContext';
import { interpretFormSchemas } from '../../fields/form/interpretingValidator';
import { AccessContext } from '../../ui/AccessContext';
import { LoadingState } from '../../ui/LoadingState';
import { useRegistry } from '../../ui/RegistryContext';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { STUDIO_TEXTS } from '../studioTexts';

/** The `$id` prefix of the form schemas of a preview (they get the interpreting validator: no eval). */
const PREVIEW_ID_PREFIX = 'studio:';

/** The path a screen opens at in the preview: its first route, with its sample params. */
function previewPath(screen: RuntimeScreen): string {
  const samples = (screen as { sampleParams?: Record<string, string> }).sampleParams ?? {};
  return screen.routes[0].replace(/:(\w+)\??/g, (_, name: string) => samples[name] ?? '').replace(/\/+$/, '') || '/';
}

/** Route params of the preview path (the sample params). */
function previewParams(screen: RuntimeScreen): Record<string, string> {
  return { ...((screen as { sampleParams?: Record<string, string> }).sampleParams ?? {}) };
}

/**
 * The screen of a draft rendered by the engine's own renderer of its kind, against the API, inside a router of
 * its own (a link in the preview moves the preview, not the studio). A new draft remounts it.
 */
export function StudioPreview(props: { screen: RuntimeScreen; access?: Access }) {
  const { screens } = useRegistry();
  const { screen: draft } = props;
  const screen = useMemo(() => {
    const withIds = withFormSchemaIds(draft, PREVIEW_ID_PREFIX);
    interpretFormSchemas(formSchemaSites(draft, PREVIEW_ID_PREFIX).map((site) => site.id));
    return withIds;
  }, [draft]);
  const renderer = screens.get(screen.kind);
  const [Renderer, setRenderer] = useState<ComponentType<ScreenProps> | null>(() => renderer.current);
  useEffect(() => {
    let cancelled = false;
    void renderer.load().then((component) => {
      if (!cancelled) setRenderer(() => component);
    });
    return () => {
      cancelled = true;
    };
  }, [renderer]);
  const location = useMemo(() => memoryLocation({ path: previewPath(screen) }), [screen]);
  const key = useMemo(() => textHash(JSON.stringify(screen)), [screen]);
  if (!Renderer) return <LoadingState />;
  // Seen as someone else: the route guard's rule (the screen's key), then that user's buttons.
  if (props.access && !props.access.can(screen.permission)) {
    return <Callout intent="warning">{STUDIO_TEXTS.previewDenied(screen.permission ?? '')}</Callout>;
  }
  const content = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ErrorBoundary key={key}>
        <ResourcesContext.Provider value={screen.resources}>
          <Renderer definition={screen} params={previewParams(screen)} />
        </ResourcesContext.Provider>
      </ErrorBoundary>
    </Router>
  );
  return props.access ? <AccessContext.Provider value={props.access}>{content}</AccessContext.Provider> : content;
}
