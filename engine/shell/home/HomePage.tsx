import { Card, Classes, H1, H2, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'wouter';
import { manifest } from 'virtual:screens';
import { titles } from 'virtual:screens/titles';
import { useAccess } from '../../ui/AccessContext';
import { useSession } from '../../auth/SessionProvider';
import { fillText } from '../../core/template';
import type { CustomComponentProps } from '../../core/screen';
import { useMenu } from '../layout/useMenu';
import { flattenPages } from '../menu/menuTree';
import type { MenuNode } from '../menu/types';
import { ShortcutsWidget } from '../shortcuts/ShortcutsWidget';

interface Area {
  node: MenuNode;
  pages: ReturnType<typeof flattenPages>;
}

/** The menu's top-level areas (groups and collapses) with the pages the user may open, minus the home page itself. */
function areasOf(nodes: readonly MenuNode[], homeUrl: string): Area[] {
  return nodes
    .filter((node) => node.type === 'group' || node.type === 'collapse')
    .map((node) => ({ node, pages: flattenPages(node.children ?? []).filter((page) => page.url !== homeUrl) }))
    .filter((area) => area.pages.length > 0);
}

/**
 * The landing page of a signed-in user (custom component `home`): a greeting with their first name,
 * their shortcuts, and a card per menu area they may open with its pages as links.
 */
export default function HomePage({ definition, settings: texts }: CustomComponentProps<'home'>) {
  const session = useSession();
  const user = session.status === 'authenticated' ? (session.user as { name?: string; data?: { displayName?: string } } | null) : null;
  const fullName = user?.data?.displayName || user?.name || window.localStorage.getItem('nameUser') || '';
  const firstName = fullName.trim().split(/\s+/)[0] ?? '';
  const { nodes } = useMenu();
  const areas = areasOf(nodes, definition.route);
  const access = useAccess();
  // Dashboards have no menu group in the spec; the home page is where they are found.
  const dashboards = manifest.filter((entry) => entry.kind === 'dashboard' && !entry.route.includes(':') && access.can(entry.permission));

  return (
    <div className="engine-screen shell-home" data-ready="true">
      <header className="shell-home-hero">
        <H1 className="engine-screen-title">{definition.title}</H1>
        <p className="shell-home-greeting">{firstName ? fillText(texts.greeting, { firstName }) : texts.greetingNoName}</p>
        {texts.subtitle ? <p className={Classes.TEXT_MUTED}>{texts.subtitle}</p> : null}
      </header>
      <section aria-labelledby="home-shortcuts">
        <H2 id="home-shortcuts" className="shell-home-section-title">{texts.shortcutsTitle}</H2>
        <ShortcutsWidget variant="home" />
      </section>
      {texts.dashboardsTitle && dashboards.length ? (
        <section aria-labelledby="home-dashboards">
          <H2 id="home-dashboards" className="shell-home-section-title">{texts.dashboardsTitle}</H2>
          <ul className="shell-home-dashboards">
            {dashboards.map((entry) => (
              <li key={entry.id}>
                <Link href={entry.route} className={`${Classes.BUTTON} ${Classes.OUTLINED}`}>
                  <Icon icon="dashboard" />
                  <span className={Classes.BUTTON_TEXT}>{titles[entry.id]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="home-areas">
        <H2 id="home-areas" className="shell-home-section-title">{texts.areasTitle}</H2>
        {areas.length === 0 ? <p className={Classes.TEXT_MUTED}>{texts.noAreas}</p> : null}
        <div className="shell-home-areas">
          {areas.map(({ node, pages }) => (
            <Card key={node.id} className="shell-home-area" compact>
              <h3 className={Classes.HEADING}>
                <Icon icon={(node.icon || 'folder-close') as IconName} />
                {node.title}
              </h3>
              <ul>
                {pages.map((page) => (
                  <li key={page.id}>
                    <Link href={page.url}>{page.title}</Link>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
