/**
 * The content area (Conteúdo): learning objects and units, lessons, module plans, question notebooks, default
 * videos and PDF reprocessing. One registration for the whole area, each part in its own file.
 */
import type { Router } from '../server/router.ts';
import { registerContentToolRoutes } from './contentTools.ts';
import { registerLearningObjectRoutes } from './learningObjects.ts';
import { registerLessonRoutes } from './lessons.ts';
import { registerModulePlanRoutes } from './modulePlans.ts';
import { registerNotebookRoutes } from './notebooks.ts';

/** Registers every route of the content area. */
export function registerContentRoutes(router: Router): void {
  registerLearningObjectRoutes(router);
  registerLessonRoutes(router);
  registerModulePlanRoutes(router);
  registerNotebookRoutes(router);
  registerContentToolRoutes(router);
}
